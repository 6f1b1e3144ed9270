
fn drive(n: usize, report: &mut Report) {
    let full: u32 = (1 << n) - 1;
    super::place_row(0, 0, 0, 0, full, report);
}
