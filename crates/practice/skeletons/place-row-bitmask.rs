//~ practice.file.header
//
//~ practice.file.api
//
//~ practice.place-row-bitmask.task
fn place_row(row: usize, cols: u32, diags1: u32, diags2: u32, full: u32, report: &mut Report) {
    //~ practice.place-row-bitmask.todo
}
