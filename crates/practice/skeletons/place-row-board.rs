//~ practice.file.header
//
//~ practice.file.api
//
//~ practice.place-row-board.task
fn place_row(
    n: usize,
    row: usize,
    conflicted: &mut Vec<Vec<bool>>,
    lock: &mut Vec<(usize, usize)>,
    report: &mut Report,
) {
    //~ practice.place-row-board.todo
}
