use std::collections::HashSet;

//~ practice.file.header
//
//~ practice.file.api
//
//~ practice.place-row-set.task
fn place_row(
    n: usize,
    row: usize,
    cols: &mut HashSet<usize>,
    diags1: &mut HashSet<isize>,
    diags2: &mut HashSet<usize>,
    report: &mut Report,
) {
    //~ practice.place-row-set.todo
}
