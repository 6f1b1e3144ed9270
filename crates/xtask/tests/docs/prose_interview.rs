//! What the interview chapter (`docs/interview.md` and its twin) says the search does: the dry
//! run of n = 4, step by step, and the answers of its self-test.

use std::ops::ControlFlow;

use nqueens_cli::format::thousands;
use nqueens_core::Observer;
use nqueens_core::sequences::{BACKTRACK_NODES, TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};

use crate::facts::{Facts, assert_facts, fact};
use crate::prose::approach;

/// One line of the dry run: a row, the columns of it rejected in turn, and where the search
/// went next (`Some(col)`: a queen placed in `col`; `None`: back to the row above).
#[derive(Debug, PartialEq)]
struct Step {
    row: usize,
    rejected: Vec<usize>,
    queen: Option<usize>,
}

/// Groups the events of a search into [`Step`]s: the cells rejected since the last queen was
/// placed or taken back, then that placement, or the taking back that ends the row below.
#[derive(Default)]
struct DryRun {
    steps: Vec<Step>,
    rejected: Vec<usize>,
    solved: bool,
}

impl Observer for DryRun {
    fn rejected(&mut self, _row: usize, col: usize) {
        self.rejected.push(col);
    }

    fn solution(&mut self, _columns: &[u8]) {
        // The dry run ends at the first solution; the search unwinds after it.
        self.solved = true;
    }

    fn placed(&mut self, row: usize, col: usize) {
        if self.solved {
            return;
        }
        let rejected = std::mem::take(&mut self.rejected);
        self.steps.push(Step { row, rejected, queen: Some(col) });
    }

    fn removed(&mut self, row: usize, _col: usize) {
        if self.solved {
            return;
        }
        // The queen of `row` is taken back because row + 1 has no column left.
        let rejected = std::mem::take(&mut self.rejected);
        self.steps.push(Step { row: row + 1, rejected, queen: None });
    }
}

/// The steps of the array search at n = 4 up to its first solution, and that solution.
fn dry_run() -> (Vec<Step>, Vec<u8>) {
    let mut run = DryRun::default();
    let mut first = Vec::new();
    let _ = approach("backtrack-array")
        .observe(4, &mut run, &mut |columns| {
            first = columns.to_vec();
            ControlFlow::Break(())
        })
        .expect("n is small");
    (run.steps, first)
}

fn spaced(columns: &[u8]) -> String {
    columns.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

fn the_dry_run_is_the_search_step_by_step(facts: &mut Facts) {
    let (steps, first) = dry_run();
    // The last step places the queen that completes the first solution.
    assert_eq!(steps.last().map(|step| step.row), Some(3));
    let solutions = approach("backtrack-array").solutions(4).expect("n is small");
    assert_eq!(solutions.len(), 2, "the first and its mirror image, the only other one");
    let mirror: Vec<u8> = first.iter().map(|&col| 3 - col).collect();
    assert_eq!(solutions[1].columns(), mirror.as_slice());
    let pages = ["docs/interview.md", "docs/zh/interview.md"];
    for page in pages {
        for (index, step) in steps.iter().enumerate() {
            let rejected: Vec<String> = step.rejected.iter().map(usize::to_string).collect();
            let rejected =
                if rejected.is_empty() { "–".to_string() } else { rejected.join(", ") };
            let queen = step.queen.map_or("↩".to_string(), |col| col.to_string());
            // A row of the table: the step, the row, the columns rejected, the queen placed.
            let row = format!("| {} | {} | {rejected} | {queen} |", index + 1, step.row);
            facts.push(fact(page, "|", row));
        }
        facts.push(fact(page, "", spaced(&first)));
        facts.push(fact(page, "", spaced(&mirror)));
        facts.push(fact(page, "4⁴", 4u32.pow(4)));
    }
    // And no step more than the search takes.
    for page in pages {
        for row in 0..4 {
            let beyond = format!("| {} | {row} |", steps.len() + 1);
            assert!(!crate::page(page).contains(&beyond), "{page} has a step the search has not");
        }
    }
}

fn the_self_test_answers_what_the_code_computes(facts: &mut Facts) {
    let en = "docs/interview.md";
    let zh = "docs/zh/interview.md";
    let (nodes4, nodes8) = (BACKTRACK_NODES[4], thousands(BACKTRACK_NODES[8]));
    let (total4, total8, unique8) = (TOTAL_SOLUTIONS[4], TOTAL_SOLUTIONS[8], UNIQUE_SOLUTIONS[8]);
    let factorial8 = thousands((1..=8).product::<u64>());
    facts.extend([
        fact(en, "nodes", nodes4),
        fact(en, "solutions", total4),
        fact(en, "nodes", &nodes8),
        fact(en, "solutions", total8),
        fact(en, "placements", format!("8! = {factorial8}")),
        fact(en, "n = 8", unique8),
        fact(en, "n = 8", total8),
        fact(en, "nodes", nodes4),
        fact(zh, "个节点", nodes4),
        fact(zh, "个解", total4),
        fact(zh, "个节点", &nodes8),
        fact(zh, "个解", total8),
        fact(zh, "种", format!("8! = {factorial8}")),
        fact(zh, "个中有", total8),
        fact(zh, "个", unique8),
    ]);
}

fn the_cheat_sheet_and_the_guide_to_choosing_give_the_numbers_of_the_code(facts: &mut Facts) {
    let (nodes8, total8, unique8) =
        (thousands(BACKTRACK_NODES[8]), TOTAL_SOLUTIONS[8], UNIQUE_SOLUTIONS[8]);
    let factorial8 = thousands((1..=8).product::<u64>());
    let total12 = thousands(TOTAL_SOLUTIONS[12]);
    let last_known = TOTAL_SOLUTIONS.len() - 1;
    let (sheet, sheet_zh) = ("docs/cheat-sheet.md", "docs/zh/cheat-sheet.md");
    let (guide, guide_zh) = ("docs/choosing.md", "docs/zh/choosing.md");
    facts.extend([
        fact(sheet, "nodes", &nodes8),
        fact(sheet, "placements", format!("8! = {factorial8}")),
        fact(sheet, "is not", format!("{total8} / 8")),
        fact(sheet, "is not", unique8),
        fact(sheet, "near", last_known),
        fact(sheet_zh, "个节点", &nodes8),
        fact(sheet_zh, "种放置", format!("8! = {factorial8}")),
        fact(sheet_zh, "不等于", format!("{total8} / 8")),
        fact(sheet_zh, "不等于", unique8),
        fact(sheet_zh, "左右就停", last_known),
        fact(guide, "boards", &total12),
        fact(guide, "stop", last_known),
        fact(guide_zh, "个棋盘", &total12),
        fact(guide_zh, "止于", last_known),
    ]);
}

#[test]
fn every_line_of_code_on_the_cheat_sheet_is_an_excerpt_of_tested_code() {
    for page in ["docs/cheat-sheet.md", "docs/zh/cheat-sheet.md"] {
        let text = std::fs::read_to_string(crate::workspace_root().join(page)).expect("a page");
        let lines: Vec<&str> = text.lines().collect();
        let mut inside = false;
        let mut blocks = 0;
        for (index, line) in lines.iter().enumerate() {
            if !line.starts_with("```") {
                continue;
            }
            if !inside {
                // The opening fence: the last non-blank line before it is a source marker.
                let marker = lines[..index].iter().rev().find(|line| !line.trim().is_empty());
                let excerpt = marker.is_some_and(|line| line.starts_with("<!-- source: "));
                assert!(excerpt, "{page}:{}: a code block that is no excerpt", index + 1);
                blocks += 1;
            }
            inside = !inside;
        }
        assert!(blocks >= 2, "{page} shows the template and the bitmask lines");
    }
}

/// The facts of the pages this module checks.
pub(crate) fn facts() -> Facts {
    let mut facts = Facts::new();
    the_self_test_answers_what_the_code_computes(&mut facts);
    the_cheat_sheet_and_the_guide_to_choosing_give_the_numbers_of_the_code(&mut facts);
    the_dry_run_is_the_search_step_by_step(&mut facts);
    facts
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
