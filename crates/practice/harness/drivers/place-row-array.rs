
fn drive(n: usize, report: &mut Report) {
    let mut cols = vec![false; n];
    let mut diags1 = vec![false; 2 * n - 1];
    let mut diags2 = vec![false; 2 * n - 1];
    super::place_row(n, 0, &mut cols, &mut diags1, &mut diags2, report);
}
