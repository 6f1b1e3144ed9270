//~ practice.file.header
//
//~ practice.mirror-count.task
fn count(n: usize, report: &mut Report) -> u64 {
    //~ practice.answer.half
    let mut total = 0;
    for col in 0..n / 2 {
        total += 2 * count_from(n, col, report);
    }
    //~ practice.answer.middle
    if n % 2 == 1 {
        total += count_from(n, n / 2, report);
    }
    total
}
