
/// The textbook's search with arrays below row 0: the number of solutions.
fn below(
    n: usize,
    row: usize,
    cols: &mut [bool],
    diags1: &mut [bool],
    diags2: &mut [bool],
    report: &mut Report,
) -> u64 {
    if row == n {
        report.solution();
        return 1;
    }
    let mut found = 0;
    for col in 0..n {
        report.look(row, col);
        let (diag1, diag2) = (row + n - 1 - col, row + col);
        if cols[col] || diags1[diag1] || diags2[diag2] {
            continue;
        }
        cols[col] = true;
        diags1[diag1] = true;
        diags2[diag2] = true;
        report.place(row, col, (&*cols, &*diags1, &*diags2));
        found += below(n, row + 1, cols, diags1, diags2, report);
        cols[col] = false;
        diags1[diag1] = false;
        diags2[diag2] = false;
        report.remove(row, col, (&*cols, &*diags1, &*diags2));
    }
    found
}

/// The number of solutions with the queen of row 0 in column `col`, found by the textbook's
/// search, which reports its steps.
pub fn count_from(n: usize, col: usize, report: &mut Report) -> u64 {
    let mut cols = vec![false; n];
    let mut diags1 = vec![false; 2 * n - 1];
    let mut diags2 = vec![false; 2 * n - 1];
    report.look(0, col);
    if col >= n {
        return 0;
    }
    cols[col] = true;
    diags1[n - 1 - col] = true;
    diags2[col] = true;
    report.place(0, col, (&cols, &diags1, &diags2));
    let found = below(n, 1, &mut cols, &mut diags1, &mut diags2, report);
    cols[col] = false;
    diags1[n - 1 - col] = false;
    diags2[col] = false;
    report.remove(0, col, (&cols, &diags1, &diags2));
    found
}

fn drive(n: usize, report: &mut Report) {
    let total = super::count(n, report);
    report.total(total);
}
