//! Numbers in the prose of `docs/large-n.md` that the code can compute.

use nqueens_approaches::find_placer;
use nqueens_cli::format::thousands;
use nqueens_core::sequences::TOTAL_SOLUTIONS;

use crate::assert_pages_say;

#[test]
fn the_large_n_page_states_what_the_code_says() {
    let page = "docs/large-n.md";
    let [construction, min_conflicts] =
        ["construction", "min-conflicts"].map(|id| find_placer(id).expect("registered").info());
    assert_pages_say(&[
        (page, format!("{} of them at n = 25", thousands(TOTAL_SOLUTIONS[25]))),
        (
            page,
            format!(
                "so n goes up to {} if the memory allows",
                thousands(construction.max_n as u64)
            ),
        ),
        (
            page,
            format!(
                "the crate's tests check every n up to {}",
                thousands(construction.tested_up_to as u64)
            ),
        ),
        (page, format!("min-conflicts' {} bytes count its list", min_conflicts.bytes_per_queen)),
        (page, "the check adds 2 more".to_string()),
    ]);
    assert_eq!(construction.bytes_per_queen, 4);
}
