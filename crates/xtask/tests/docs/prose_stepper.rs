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
