//~ practice.file.header
//
//~ practice.file.api
//
//~ practice.place-row-bitmask.task
//~ practice.place-row-bitmask.state
fn place_row(row: usize, cols: u32, diags1: u32, diags2: u32, full: u32, report: &mut Report) {
    //~ practice.answer.solution.masks
    if cols == full {
        report.solution();
        return;
    }
    //~ practice.answer.avail
    let mut avail = !(cols | diags1 | diags2) & full;
    while avail != 0 {
        //~ practice.answer.lowbit
        let bit = avail & avail.wrapping_neg();
        avail &= avail - 1;
        let col = bit.trailing_zeros() as usize;
        //~ practice.answer.attempt.masks
        report.place(row, col, (cols, diags1, diags2));
        place_row(row + 1, cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1, full, report);
        //~ practice.answer.undo.masks
        report.remove(row, col, (cols, diags1, diags2));
    }
}
