
fn drive(n: usize, report: &mut Report) {
    let mut cols: HashSet<usize> = HashSet::new();
    let mut diags1: HashSet<isize> = HashSet::new();
    let mut diags2: HashSet<usize> = HashSet::new();
    super::place_row(n, 0, &mut cols, &mut diags1, &mut diags2, report);
}
