//! Numbers in the prose of `docs/sat.md` that the code can compute.

use nqueens_cli::format::thousands;
use nqueens_core::Solver;
use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_sat::{Encoding, SAT_NODES, Sat, clauses, variables};

use crate::facts::{Facts, assert_facts, fact};

fn the_sat_page_states_what_the_code_says(facts: &mut Facts) {
    let page = "docs/sat.md";
    let (pairwise, counter) = (Encoding::Pairwise, Encoding::SequentialCounter);
    let count = |value: usize| thousands(value as u64);
    // The clauses of one line of k cells, as the figure and the text give them for k = 4.
    assert_eq!((pairwise.clauses_per_line(4), counter.clauses_per_line(4)), (6, 8));
    assert_eq!(counter.variables_per_line(4), 3);
    let sat = nqueens_approaches::find("sat").expect("registered");
    facts.extend([
        fact(page, "no new variables", "k(k − 1)/2"),
        fact(page, "A line of k cells takes", "3k − 4"),
        fact(page, "half the clauses", format!("n = 12 ({}", count(clauses(12, counter)))),
        fact(page, "half the clauses", count(clauses(12, pairwise))),
        fact(page, "million clauses", clauses(400, pairwise) / 1_000_000),
        fact(page, "million clauses", "n = 400"),
        fact(page, "practical n", nqueens_cli::practical_n(sat)),
    ]);
    // The table of one solution: the size of each pairwise formula.
    for n in [25, 50, 100, 200, 400] {
        facts.push(fact(page, "|", format!("| {n} | {} |", count(clauses(n, pairwise)))));
    }
    // The table of what listing costs: the questions asked, as the work counters pin them.
    for n in [8, 10, 11, 12, 13] {
        facts.push(fact(page, "|", format!("| {} |", count(SAT_NODES[n] as usize))));
    }
    // "nearly five times as many variables as cells", "about fifty times smaller" at n = 400.
    for n in [12, 50, 100] {
        let ratio = variables(n, counter) as f64 / (n * n) as f64;
        assert!((4.5..5.0).contains(&ratio), "n = {n}: {ratio}");
    }
    let smaller = clauses(400, pairwise) as f64 / clauses(400, counter) as f64;
    assert!((50.0..60.0).contains(&smaller), "{smaller}");
}

/// Listing costs about n²/2 questions per solution (not n): the counters' questions over the
/// solutions, at every n the counters pin from 6 on, and the ratios the pages quote.
fn listing_costs_about_half_n_squared_questions_per_solution(facts: &mut Facts) {
    let per_solution = |n: usize| SAT_NODES[n] as f64 / TOTAL_SOLUTIONS[n] as f64;
    for n in 6..SAT_NODES.len() {
        let share = per_solution(n) / (n * n) as f64;
        assert!((0.45..0.5).contains(&share), "n = {n}: {share} n² questions per solution");
    }
    let quoted = |n: usize| format!("{:.0}", per_solution(n));
    let (q8, q10, q12, q13) = (quoted(8), quoted(10), quoted(12), quoted(13));
    facts.extend([
        fact("docs/sat.md", "questions", &q8),
        fact("docs/sat.md", "n = 10", &q10),
        fact("docs/sat.md", "n = 12", &q12),
        fact("docs/sat.md", "n = 13", &q13),
        fact("docs/zh/sat.md", "个问题", &q8),
        fact("docs/zh/sat.md", "n = 10", &q10),
        fact("docs/zh/sat.md", "n = 12", &q12),
        fact("docs/zh/sat.md", "n = 13", &q13),
        // The rule the numbers above bear out: about n²/2 questions per solution.
        fact("docs/sat.md", "per solution", "n²/2"),
        fact("docs/zh/sat.md", "个问题", "n²/2"),
        fact("docs/README.md", "questions each", "n²/2"),
        fact("docs/zh/README.md", "个问题", "n²/2"),
    ]);
    for page in ["docs/sat.md", "docs/README.md", "docs/zh/sat.md", "docs/zh/README.md"] {
        let text = crate::page(page);
        assert!(!text.contains("about n questions"), "{page}");
        assert!(!text.contains("大约 n 个问题"), "{page}");
    }
}

/// The events of the SAT listing, in order.
#[derive(Debug)]
enum Event {
    Question,
    Answer(usize, usize, bool),
    Solution(Vec<u8>),
}

#[derive(Default)]
struct Questions(Vec<Event>);

impl nqueens_core::Observer for Questions {
    fn node(&mut self, _row: usize) {
        self.0.push(Event::Question);
    }
    fn placed(&mut self, row: usize, col: usize) {
        self.0.push(Event::Answer(row, col, true));
    }
    fn rejected(&mut self, row: usize, col: usize) {
        self.0.push(Event::Answer(row, col, false));
    }
    fn solution(&mut self, columns: &[u8]) {
        self.0.push(Event::Solution(columns.to_vec()));
    }
}

/// The rows of the n = 4 walkthrough of the SAT page, as both languages write them:
/// `| question | the queens fixed above | the cell asked about | the answer |`, with `–` for a
/// root question (any solution left?) and ✓ or ✗ for the answer; and a line
/// the columns of each solution, as the prose writes them (`1 3 0 2`).
fn walkthrough(n: usize) -> Vec<String> {
    let mut questions = Questions::default();
    let _ = Sat
        .observe(n, &mut questions, &mut |_| std::ops::ControlFlow::Continue(()))
        .expect("n is small");
    let events = questions.0;
    // The rows above a question are fixed to the solution that round ends with.
    let solution_after = |index: usize| {
        events[index..].iter().find_map(|event| match event {
            Event::Solution(columns) => Some(columns.clone()),
            _ => None,
        })
    };
    let spaced = |columns: &[u8]| {
        let columns: Vec<String> = columns.iter().map(u8::to_string).collect();
        if columns.is_empty() { "–".to_string() } else { columns.join(" ") }
    };
    let mut lines = Vec::new();
    let mut asked = 0;
    for (index, event) in events.iter().enumerate() {
        match event {
            Event::Question => {
                asked += 1;
                match events.get(index + 1) {
                    Some(Event::Answer(row, col, answer)) => {
                        let solution = solution_after(index)
                            .expect("a question about a cell ends in a solution");
                        let above = spaced(&solution[..*row]);
                        let mark = if *answer { "✓" } else { "✗" };
                        lines.push(format!("| {asked} | {above} | ({row}, {col}) | {mark} |"));
                    }
                    next => {
                        let mark = if next.is_some() { "✓" } else { "✗" };
                        lines.push(format!("| {asked} | – | – | {mark} |"));
                    }
                }
            }
            Event::Answer(..) => {}
            Event::Solution(columns) => {
                lines.push(spaced(columns));
            }
        }
    }
    lines
}

fn the_walkthrough_of_n_4_is_the_listing_question_by_question(facts: &mut Facts) {
    let lines = walkthrough(4);
    let questions = lines.iter().filter(|line| line.starts_with("| ")).count();
    assert_eq!(questions as u64, SAT_NODES[4], "every question is a line");
    // Each line of the walkthrough, a row of its table or a solution found.
    for page in ["docs/sat.md", "docs/zh/sat.md"] {
        facts.extend(lines.iter().map(|line| fact(page, "", line)));
    }
    let (variables, clauses) = (variables(4, Encoding::Pairwise), clauses(4, Encoding::Pairwise));
    facts.extend([
        fact("docs/sat.md", "variables", variables),
        fact("docs/sat.md", "clauses", clauses),
        fact("docs/sat.md", "questions", SAT_NODES[4]),
        fact("docs/zh/sat.md", "个变量", variables),
        fact("docs/zh/sat.md", "个子句", clauses),
        fact("docs/zh/sat.md", "个问题", SAT_NODES[4]),
    ]);
}

/// The facts of the pages this module checks.
pub(crate) fn facts() -> Facts {
    let mut facts = Facts::new();
    listing_costs_about_half_n_squared_questions_per_solution(&mut facts);
    the_walkthrough_of_n_4_is_the_listing_question_by_question(&mut facts);
    the_sat_page_states_what_the_code_says(&mut facts);
    facts
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
