
/// The textbook's search with arrays, asking the learner's `attacked` about every cell.
fn search(
    n: usize,
    row: usize,
    cols: &mut [bool],
    diags1: &mut [bool],
    diags2: &mut [bool],
    report: &mut Report,
) {
    if row == n {
        report.solution();
        return;
    }
    for col in 0..n {
        report.look(row, col);
        if super::attacked(n, row, col, cols, diags1, diags2) {
            continue;
        }
        let (diag1, diag2) = (row + n - 1 - col, row + col);
        cols[col] = true;
        diags1[diag1] = true;
        diags2[diag2] = true;
        report.place(row, col, (&*cols, &*diags1, &*diags2));
        search(n, row + 1, cols, diags1, diags2, report);
        cols[col] = false;
        diags1[diag1] = false;
        diags2[diag2] = false;
        report.remove(row, col, (&*cols, &*diags1, &*diags2));
    }
}

fn drive(n: usize, report: &mut Report) {
    let mut cols = vec![false; n];
    let mut diags1 = vec![false; 2 * n - 1];
    let mut diags2 = vec![false; 2 * n - 1];
    search(n, 0, &mut cols, &mut diags1, &mut diags2, report);
}
