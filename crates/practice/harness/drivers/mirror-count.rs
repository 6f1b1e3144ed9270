
/// The number of solutions with the queen of row 0 in column `col`, found by the textbook's
/// search, which reports its steps.
pub fn count_from(n: usize, col: usize, report: &mut Report) -> u64 {
    report.look(0, col);
    if col >= n {
        return 0;
    }
    let mut cols = vec![false; n];
    let mut diags1 = vec![false; 2 * n - 1];
    let mut diags2 = vec![false; 2 * n - 1];
    cols[col] = true;
    diags1[n - 1 - col] = true;
    diags2[col] = true;
    report.place(0, col, (&cols, &diags1, &diags2));
    let found = search(n, 1, &mut cols, &mut diags1, &mut diags2, textbook_attacked, report);
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
