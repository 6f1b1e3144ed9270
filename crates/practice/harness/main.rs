
/// Runs the learner's search for n = 1 to the first argument (8 by default), each under a cap of
/// steps (the second argument).
pub fn run() {
    let mut arguments = std::env::args().skip(1);
    let largest: usize = arguments.next().and_then(|text| text.parse().ok()).unwrap_or(8);
    let cap: u64 = arguments.next().and_then(|text| text.parse().ok()).unwrap_or(1_000_000);
    for n in 1..=largest {
        println!("@n {n}");
        let mut report = Report::new(n, cap);
        drive(n, &mut report);
        report.end();
    }
}
