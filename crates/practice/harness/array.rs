
/// Whether a queen above attacks (`row`, `col`), as the textbook's search with arrays asks.
fn textbook_attacked(
    n: usize,
    row: usize,
    col: usize,
    cols: &[bool],
    diags1: &[bool],
    diags2: &[bool],
) -> bool {
    cols[col] || diags1[row + n - 1 - col] || diags2[row + col]
}

/// The textbook's search with arrays from `row` down, asking `attacked` about every cell and
/// reporting every step: the number of solutions.
fn search(
    n: usize,
    row: usize,
    cols: &mut [bool],
    diags1: &mut [bool],
    diags2: &mut [bool],
    attacked: fn(usize, usize, usize, &[bool], &[bool], &[bool]) -> bool,
    report: &mut Report,
) -> u64 {
    if row == n {
        report.solution();
        return 1;
    }
    let mut found = 0;
    for col in 0..n {
        report.look(row, col);
        if attacked(n, row, col, cols, diags1, diags2) {
            continue;
        }
        let (diag1, diag2) = (row + n - 1 - col, row + col);
        cols[col] = true;
        diags1[diag1] = true;
        diags2[diag2] = true;
        report.place(row, col, (&*cols, &*diags1, &*diags2));
        found += search(n, row + 1, cols, diags1, diags2, attacked, report);
        cols[col] = false;
        diags1[diag1] = false;
        diags2[diag2] = false;
        report.remove(row, col, (&*cols, &*diags1, &*diags2));
    }
    found
}
