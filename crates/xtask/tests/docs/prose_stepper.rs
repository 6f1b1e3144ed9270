//! What the stepper's pages say of the step model.

use crate::workspace_root;

#[test]
fn the_stepper_pages_give_the_window_the_walk_keeps() {
    let window = nqueens_core::thousands(nqueens_walk::WINDOW as u64);
    for page in ["docs/stepper.md", "docs/zh/stepper.md"] {
        let text = std::fs::read_to_string(workspace_root().join(page)).expect("the page");
        assert!(text.contains(&format!("{window} ")), "{page} gives the window as {window}");
    }
}

#[test]
fn the_stepper_pages_give_the_tree_and_the_timeline_as_the_model_has_them() {
    let solver = nqueens_approaches::find("backtrack-bitmask").expect("a registered approach");
    let walk = nqueens_walk::Walk::new(solver, 12).expect("n = 12 is walked");
    let survey = nqueens_walk::tree::Survey::of(&walk).expect("a survey");
    let nodes = nqueens_core::thousands(survey.node_count() as u64);
    let whole = format!("n = {}", nqueens_walk::tree::WHOLE_TREE_N);
    let marks = nqueens_walk::tree::DEAD_END_MARKS.to_string();
    for (page, whole) in [
        ("docs/stepper.md", format!("Up to {whole}")),
        ("docs/zh/stepper.md", whole.replace("n = ", "n ≤ ")),
    ] {
        let text = std::fs::read_to_string(workspace_root().join(page)).expect("the page");
        assert!(
            text.contains(&format!("n = 12, {nodes} "))
                || text.contains(&format!("{nodes} 个节点")),
            "{page} gives the tree of n = 12 as {nodes} nodes"
        );
        assert!(text.contains(&whole), "{page}: the whole tree is drawn up to {whole}");
        assert!(text.contains(&marks), "{page}: dead ends are marked up to {marks}");
        assert!(text.contains("20 "), "{page}: 20 bytes per node");
    }
    assert_eq!(nqueens_walk::tree::Survey::NODE_BYTES, 20);
}
