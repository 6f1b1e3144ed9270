//! What the stepper's pages say of the step model.

use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::thousands;

use crate::facts::{Facts, assert_facts, fact};

/// The window the walk keeps, the tree of n = 12 and what the tree and the timeline draw, as the
/// model has them.
pub(crate) fn facts() -> Facts {
    let window = thousands(nqueens_walk::WINDOW as u64);
    let solver = nqueens_approaches::find("backtrack-bitmask").expect("a registered approach");
    let walk = nqueens_walk::Walk::new(solver, 12).expect("n = 12 is walked");
    let survey = nqueens_walk::tree::Survey::of(&walk).expect("a survey");
    let nodes = thousands(survey.node_count() as u64);
    let whole = nqueens_walk::tree::WHOLE_TREE_N;
    let marks = nqueens_walk::tree::DEAD_END_MARKS;
    let bytes = nqueens_walk::tree::Survey::NODE_BYTES;
    let solutions = thousands(TOTAL_SOLUTIONS[12]);
    let (en, zh) = ("docs/stepper.md", "docs/zh/stepper.md");
    vec![
        fact(en, "steps", &window),
        fact(zh, "步的窗口", &window),
        fact(en, "nodes", &nodes),
        fact(zh, "个节点", &nodes),
        fact(en, "tree", format!("n = {whole}")),
        fact(zh, "整棵树", format!("n ≤ {whole}")),
        fact(en, "dead end", marks),
        fact(zh, "死路", marks),
        fact(en, "bytes per node", bytes),
        fact(zh, "字节", bytes),
        fact(en, "n = 12", &solutions),
        fact(zh, "n = 12", &solutions),
    ]
}

#[test]
fn the_stepper_pages_give_the_window_the_tree_and_the_timeline_as_the_model_has_them() {
    assert_facts(&facts());
}
