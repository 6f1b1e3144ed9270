use std::collections::HashSet;

//~ practice.file.header
//
//~ practice.file.api
//
//~ practice.place-row-set.task
//~ practice.place-row-set.state
fn place_row(
    n: usize,
    row: usize,
    cols: &mut HashSet<usize>,
    diags1: &mut HashSet<isize>,
    diags2: &mut HashSet<usize>,
    report: &mut Report,
) {
    //~ practice.answer.solution
    if row == n {
        report.solution();
        return;
    }
    for col in 0..n {
        report.look(row, col);
        //~ practice.answer.keys
        let diag1 = row as isize - col as isize;
        let diag2 = row + col;
        //~ practice.answer.reject
        if cols.contains(&col) || diags1.contains(&diag1) || diags2.contains(&diag2) {
            continue;
        }
        //~ practice.answer.attempt
        cols.insert(col);
        diags1.insert(diag1);
        diags2.insert(diag2);
        report.place(row, col, (&cols, &diags1, &diags2));
        //~ practice.answer.recurse
        place_row(n, row + 1, cols, diags1, diags2, report);
        //~ practice.answer.undo
        cols.remove(&col);
        diags1.remove(&diag1);
        diags2.remove(&diag2);
        report.remove(row, col, (&cols, &diags1, &diags2));
    }
}
