//~ practice.file.header
//
//~ practice.file.api
//
//~ practice.place-row-array.task
fn place_row(
    n: usize,
    row: usize,
    cols: &mut [bool],
    diags1: &mut [bool],
    diags2: &mut [bool],
    report: &mut Report,
) {
    //~ practice.place-row-array.todo
}
