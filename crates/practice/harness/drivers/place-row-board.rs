
fn drive(n: usize, report: &mut Report) {
    let mut conflicted = vec![vec![false; n]; n];
    let mut lock: Vec<(usize, usize)> = Vec::new();
    super::place_row(n, 0, &mut conflicted, &mut lock, report);
}
