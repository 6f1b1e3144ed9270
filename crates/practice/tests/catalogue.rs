//! The checker as a learner meets it: every textbook answer passes, and each mistake of the
//! catalogue gives the right first difference and message. Each file is compiled by the
//! `rustc` on `PATH` (or `$RUSTC`), as `nqueens practice check` does.

use std::path::PathBuf;
use std::time::Duration;

use nqueens_core::Item;
use nqueens_practice::compare::{Limits, Parting, Stop, Taken, Verdict, check_with};
use nqueens_practice::{EXERCISES, Exercise, find, render};
use nqueens_walk::Step;
use nqueens_walk::phrases::Lang;

/// A file of its own in the system's temporary folder for `name`, holding `source`.
fn write(name: &str, source: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("nqueens-practice-test-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let path = folder.join(format!("{name}.rs"));
    std::fs::write(&path, source).expect("a temporary file");
    path
}

fn exercise(id: &str) -> &'static Exercise {
    find(id).expect("an exercise of the catalogue")
}

/// Checks `source` as the learner's file of `id`, within `limits`.
fn check_source(id: &str, name: &str, source: &str, limits: Limits) -> Verdict {
    let path = write(name, source);
    let verdict = check_with(exercise(id), &path, limits);
    // The file goes, and its folder with the last one.
    let _ = std::fs::remove_file(&path);
    if let Some(folder) = path.parent() {
        let _ = std::fs::remove_dir(folder);
    }
    verdict
}

/// The English answer of `id` with `from` replaced by `to` (which must occur).
fn mistake(id: &str, from: &str, to: &str) -> String {
    let answer = exercise(id).answer(Lang::En);
    assert!(answer.contains(from), "{id}: {from:?} is in the answer");
    answer.replacen(from, to, 1)
}

/// The check of a mistake, with the rendered text in English.
fn check_mistake(id: &str, name: &str, from: &str, to: &str) -> (Verdict, String) {
    let source = mistake(id, from, to);
    let verdict = check_source(id, name, &source, Limits::default());
    let outcome = nqueens_practice::Outcome { exercise: exercise(id), verdict: verdict.clone() };
    (verdict, render::outcome(&outcome, Lang::En))
}

/// The first difference of a verdict, which must be one.
fn difference(verdict: &Verdict) -> &nqueens_practice::Difference {
    match verdict {
        Verdict::Differs(difference) => difference,
        other => panic!("a difference, not {other:?}"),
    }
}

fn place(row: usize, col: usize) -> Step {
    Step::Place { row, col, marks: Vec::new() }
}

fn yours(difference: &nqueens_practice::Difference) -> Option<&Step> {
    difference.yours.as_ref().map(|Taken { step, .. }| step)
}

#[test]
fn every_textbook_answer_passes_in_both_languages() {
    for exercise in &EXERCISES {
        for lang in Lang::ALL {
            let name = format!("{}-answer-{}", exercise.id, lang.code());
            let verdict =
                check_source(exercise.id, &name, &exercise.answer(lang), Limits::default());
            let Verdict::Agrees(agreed) = verdict else {
                panic!("{}: the answer in {lang:?} passes: {verdict:?}", exercise.id)
            };
            assert_eq!(agreed.len(), 8);
            let n8 = agreed[7];
            // The table of counters lines up as a terminal shows it, Chinese headings included.
            let outcome =
                nqueens_practice::Outcome { exercise, verdict: Verdict::Agrees(agreed.clone()) };
            let text = render::outcome(&outcome, lang);
            let lines: Vec<&str> = text.lines().collect();
            let heading = lines.iter().position(|line| line.trim_start().starts_with('n'));
            let heading = heading.expect("the table's heading");
            let width = textwrap::core::display_width;
            assert_eq!(width(lines[heading]), width(lines[heading + 8]), "{text}");
            assert_eq!(n8.copies, 0, "{}: the answer undoes, it never copies", exercise.id);
            match exercise.kind {
                nqueens_practice::Kind::Whole => assert_eq!(n8.yours, n8.textbook),
                nqueens_practice::Kind::Mirror => {
                    assert_eq!(n8.total, Some(92));
                    assert!(n8.yours.steps * 2 == n8.textbook.steps, "{n8:?}");
                }
            }
        }
    }
}

#[test]
fn a_fresh_skeleton_compiles_and_parts_at_the_first_step() {
    for exercise in &EXERCISES {
        for lang in Lang::ALL {
            let name = format!("{}-skeleton-{}", exercise.id, lang.code());
            let verdict =
                check_source(exercise.id, &name, &exercise.skeleton(lang), Limits::default());
            let first = difference(&verdict);
            // An attack test that says no cell is attacked is right for n = 1.
            let expected = if exercise.id == "attack-array" { (2, 2) } else { (1, 1) };
            assert_eq!((first.n, first.number), expected, "{}: {verdict:?}", exercise.id);
        }
    }
}

#[test]
fn the_ladder_has_three_hints_and_the_answer_is_not_among_them() {
    for exercise in &EXERCISES {
        assert!(exercise.hints >= 3);
        for lang in Lang::ALL {
            for number in 1..=exercise.hints {
                let hint = exercise.hint(number, lang).expect("a hint");
                assert!(!hint.starts_with("practice."), "{}: hint {number} is said", exercise.id);
                assert!(!exercise.answer(lang).contains(&hint));
            }
            assert_eq!(exercise.hint(exercise.hints + 1, lang), None);
            // The skeleton says the task in comments, the answer's code is not in it.
            let skeleton = exercise.skeleton(lang);
            assert!(skeleton.contains(&format!("fn {}(", exercise.function)));
            assert!(!skeleton.contains("report.place(row, col, ("), "{}", exercise.id);
        }
        let page = format!("{}/../../{}", env!("CARGO_MANIFEST_DIR"), exercise.page);
        assert!(std::path::Path::new(&page).is_file(), "{}: its page exists", exercise.page);
    }
}

#[test]
fn a_diagonal_off_by_one_with_sets_shows_the_state() {
    let (verdict, text) = check_mistake(
        "place-row-set",
        "set-off-by-one",
        "let diag1 = row as isize - col as isize;",
        "let diag1 = row as isize - col as isize + 1;",
    );
    let first = difference(&verdict);
    assert_eq!((first.n, first.number, &first.parting), (1, 1, &Parting::State(1)));
    assert!(text.contains("your diags1 does not"), "{text}");
}

#[test]
fn a_diagonal_off_by_one_with_arrays_panics_at_its_line() {
    let (verdict, text) = check_mistake(
        "place-row-array",
        "array-off-by-one",
        "let diag2 = row + col;",
        "let diag2 = row + col + 1;",
    );
    let Verdict::Stopped { n: 1, number: 0, stop: Stop::Panic(message), .. } = &verdict else {
        panic!("a panic at n = 1: {verdict:?}")
    };
    assert!(message.contains("index out of bounds"), "{message}");
    assert!(message.contains("array-off-by-one.rs"), "the learner's file and line: {message}");
    assert!(text.contains("It took no step before."), "{text}");
}

#[test]
fn a_diagonal_with_the_wrong_sign() {
    // In the attack test: the wrong flag is read, so a cell is placed the textbook rejects.
    let (verdict, text) = check_mistake(
        "attack-array",
        "attack-wrong-sign",
        "let diag1 = row + n - 1 - col;",
        "let diag1 = col + n - 1 - row;",
    );
    let first = difference(&verdict);
    assert_eq!(first.parting, Parting::Step);
    assert_eq!((first.n, first.number), (3, 14));
    assert!(matches!(first.textbook, Some(Step::Reject { row: 1, col: 2 })), "{first:?}");
    assert_eq!(yours(first), Some(&place(1, 2)));
    assert!(text.contains("the textbook rejects (1, 2): "), "{text}");
    // In place_row, marked and read the same way: the same steps, the flags in other places.
    let (verdict, _) = check_mistake(
        "place-row-array",
        "array-wrong-sign",
        "let diag1 = row + n - 1 - col;",
        "let diag1 = col + n - 1 - row;",
    );
    let first = difference(&verdict);
    assert_eq!((first.n, first.number, &first.parting), (2, 6, &Parting::State(1)));
    assert_eq!((first.textbook.as_ref(), yours(first)), (Some(&place(0, 1)), Some(&place(0, 1))));
}

#[test]
fn a_missing_undo() {
    let (verdict, text) =
        check_mistake("place-row-array", "missing-undo", "        cols[col] = false;\n", "");
    let first = difference(&verdict);
    assert_eq!((first.n, first.number, &first.parting), (1, 3, &Parting::State(0)));
    insta::assert_snapshot!("missing-undo", text);
}

#[test]
fn an_undo_before_the_recursion_and_an_undo_of_the_wrong_row() {
    // The queen is taken back before the rows below are filled: they see an empty board.
    let source = mistake(
        "place-row-array",
        "        place_row(n, row + 1, cols, diags1, diags2, report);\n",
        "",
    )
    .replacen(
        "        report.remove(row, col, (&cols, &diags1, &diags2));\n",
        "        place_row(n, row + 1, cols, diags1, diags2, report);\n        \
         report.remove(row, col, (&cols, &diags1, &diags2));\n",
        1,
    );
    let verdict = check_source("place-row-array", "undo-first", &source, Limits::default());
    let first = difference(&verdict);
    assert_eq!((first.n, first.number), (2, 2));
    assert!(matches!(first.textbook, Some(Step::Reject { row: 1, col: 0 })), "{first:?}");
    assert_eq!(yours(first), Some(&place(1, 0)));
    // The keys of the row below are removed: the queen's own stay in the set.
    let (verdict, _) = check_mistake(
        "place-row-set",
        "undo-wrong-row",
        "diags1.remove(&diag1);",
        "diags1.remove(&((row + 1) as isize - col as isize));",
    );
    let first = difference(&verdict);
    assert_eq!((first.n, first.number, &first.parting), (1, 3, &Parting::State(1)));
    // The board's undo clears the marks of the queens above instead of its own.
    let (verdict, _) = check_mistake(
        "place-row-board",
        "undo-wrong-marks",
        "lock.drain(first_mark..)",
        "lock.drain(..first_mark)",
    );
    let first = difference(&verdict);
    assert_eq!(first.parting, Parting::State(0), "{first:?}");
    assert!(matches!(first.textbook, Some(Step::Remove { .. })), "{first:?}");
}

#[test]
fn checking_columns_only() {
    let (verdict, text) = check_mistake(
        "attack-array",
        "columns-only",
        "cols[col] || diags1[diag1] || diags2[diag2]",
        "cols[col]",
    );
    let first = difference(&verdict);
    assert_eq!((first.n, first.number), (2, 3));
    assert!(matches!(first.textbook, Some(Step::Reject { row: 1, col: 1 })), "{first:?}");
    assert_eq!(yours(first), Some(&place(1, 1)));
    insta::assert_snapshot!("columns-only", text);
}

#[test]
fn a_bitmask_shifted_the_wrong_way() {
    let source = mistake(
        "place-row-bitmask",
        "(diags1 | bit) << 1, (diags2 | bit) >> 1",
        "(diags1 | bit) >> 1, (diags2 | bit) << 1",
    );
    let verdict = check_source("place-row-bitmask", "shift", &source, Limits::default());
    let first = difference(&verdict);
    assert_eq!((first.n, first.number, &first.parting), (3, 2, &Parting::State(1)));
    let outcome = nqueens_practice::Outcome { exercise: exercise("place-row-bitmask"), verdict };
    insta::assert_snapshot!("shift-zh", render::outcome(&outcome, Lang::Zh));
}

#[test]
fn a_bitmask_without_full_places_off_the_board() {
    let (verdict, text) = check_mistake(
        "place-row-bitmask",
        "without-full",
        "let mut avail = !(cols | diags1 | diags2) & full;",
        "let mut avail = !(cols | diags1 | diags2);",
    );
    let first = difference(&verdict);
    assert_eq!((first.n, first.number, first.textbook.as_ref()), (1, 4, None));
    assert_eq!(yours(first), Some(&place(0, 1)));
    assert!(text.contains("(0, 1) is off the 1 × 1 board"), "{text}");
    assert!(text.contains("has ended"), "{text}");
}

#[test]
fn the_highest_bit_instead_of_the_lowest() {
    let (verdict, _) = check_mistake(
        "place-row-bitmask",
        "highest-bit",
        "let bit = avail & avail.wrapping_neg();",
        "let bit = 1u32 << (31 - avail.leading_zeros());",
    );
    let first = difference(&verdict);
    assert_eq!((first.n, first.number), (2, 1));
    assert_eq!((first.textbook.as_ref(), yours(first)), (Some(&place(0, 0)), Some(&place(0, 1))));
}

#[test]
fn the_middle_column_counted_twice() {
    let (verdict, text) = check_mistake(
        "mirror-count",
        "middle-twice",
        "total += count_from(n, n / 2, report);",
        "total += 2 * count_from(n, n / 2, report);",
    );
    let first = difference(&verdict);
    assert_eq!(first.parting, Parting::Total { yours: Some(2), textbook: 1 });
    assert_eq!(first.n, 1);
    assert!(text.contains("your count is 2; the right count is 1"), "{text}");
    // Every column doubled: the steps part at the first queen right of the middle (for n = 1,
    // the middle column again).
    let (verdict, _) =
        check_mistake("mirror-count", "every-column", "for col in 0..n / 2 {", "for col in 0..n {");
    let first = difference(&verdict);
    assert_eq!((first.n, first.textbook.as_ref(), yours(first)), (1, None, Some(&place(0, 0))));
}

/// `place_row` with arrays that copies its arrays for each queen instead of undoing.
const COPIES: &str = "fn place_row(
    n: usize,
    row: usize,
    cols: &mut [bool],
    diags1: &mut [bool],
    diags2: &mut [bool],
    report: &mut Report,
) {
    if row == n {
        report.solution();
        return;
    }
    for col in 0..n {
        report.look(row, col);
        let (diag1, diag2) = (row + n - 1 - col, row + col);
        if cols[col] || diags1[diag1] || diags2[diag2] {
            continue;
        }
        let mut next_cols = cols.to_vec();
        let mut next_diags1 = diags1.to_vec();
        let mut next_diags2 = diags2.to_vec();
        next_cols[col] = true;
        next_diags1[diag1] = true;
        next_diags2[diag2] = true;
        report.place(row, col, (&next_cols, &next_diags1, &next_diags2));
        place_row(n, row + 1, &mut next_cols, &mut next_diags1, &mut next_diags2, report);
        report.remove(row, col, (&cols, &diags1, &diags2));
    }
}
";

#[test]
fn copying_the_state_instead_of_undoing_passes_with_a_note() {
    let verdict = check_source("place-row-array", "copies", COPIES, Limits::default());
    let Verdict::Agrees(agreed) = &verdict else { panic!("copies pass: {verdict:?}") };
    assert!(agreed[7].copies > 0, "{:?}", agreed[7]);
    let outcome = nqueens_practice::Outcome { exercise: exercise("place-row-array"), verdict };
    let text = render::outcome(&outcome, Lang::En);
    assert!(text.contains("Note: your code copies its state instead of undoing it"), "{text}");
}

/// A search that loops without a step: a reject that never moves on to the next column.
const ENDLESS: &str = "fn place_row(
    n: usize,
    row: usize,
    cols: &mut [bool],
    diags1: &mut [bool],
    diags2: &mut [bool],
    report: &mut Report,
) {
    if row == n {
        report.solution();
        return;
    }
    let mut col = 0;
    while col < n {
        let (diag1, diag2) = (row + n - 1 - col, row + col);
        if cols[col] || diags1[diag1] || diags2[diag2] {
            continue;
        }
        report.look(row, col);
        cols[col] = true;
        diags1[diag1] = true;
        diags2[diag2] = true;
        report.place(row, col, (&cols, &diags1, &diags2));
        place_row(n, row + 1, cols, diags1, diags2, report);
        cols[col] = false;
        diags1[diag1] = false;
        diags2[diag2] = false;
        report.remove(row, col, (&cols, &diags1, &diags2));
        col += 1;
    }
}
";

#[test]
fn a_search_that_never_ends_is_stopped_with_its_last_steps() {
    let limits = Limits { time: Duration::from_secs(2), ..Limits::default() };
    let verdict = check_source("place-row-array", "endless", ENDLESS, limits);
    let Verdict::Stopped { n: 2, number: 1, stop: Stop::Timeout(2), last } = &verdict else {
        panic!("stopped on time at n = 2 after its first step: {verdict:?}")
    };
    assert_eq!(last, &[place(0, 0)]);
}

#[test]
fn too_many_steps_a_panic_and_a_compile_error_are_verdicts() {
    let answer = exercise("place-row-array").answer(Lang::En);
    let limits = Limits { steps: 50, ..Limits::default() };
    let verdict = check_source("place-row-array", "cap", &answer, limits);
    assert!(
        matches!(verdict, Verdict::Stopped { n: 4, stop: Stop::TooManySteps(50), .. }),
        "{verdict:?}"
    );
    let panics = answer.replacen("report.solution();", "panic!(\"no solution wanted\");", 1);
    let verdict = check_source("place-row-array", "panics", &panics, Limits::default());
    let Verdict::Stopped { n: 1, number: 1, stop: Stop::Panic(message), last } = &verdict else {
        panic!("a panic at the first solution: {verdict:?}")
    };
    assert!(message.contains("no solution wanted"), "{message}");
    assert_eq!(last, &[place(0, 0)]);
    let broken = answer.replacen("cols[col] = true;", "cols[col] = 1;", 1);
    let verdict = check_source("place-row-array", "broken", &broken, Limits::default());
    let Verdict::DoesNotCompile(errors) = &verdict else { panic!("{verdict:?}") };
    assert!(errors.contains("error[E0308]") && errors.contains("broken.rs"), "{errors}");
    // The learner's own prints are no steps.
    let chatty =
        answer.replacen("report.solution();", "report.solution(); println!(\"found one\");", 1);
    let verdict = check_source("place-row-array", "chatty", &chatty, Limits::default());
    assert!(matches!(verdict, Verdict::Agrees(_)), "{verdict:?}");
    // No file.
    let missing = std::env::temp_dir().join("nqueens-practice-no-such-file.rs");
    let verdict = check_with(exercise("place-row-array"), &missing, Limits::default());
    assert_eq!(verdict, Verdict::NoFile);
}

fn cover_step(item: Item) -> Step {
    Step::Cover { item, hidden: Vec::new(), branch: false }
}

#[test]
fn uncovering_the_three_items_in_the_order_they_were_covered() {
    // Not the reverse of the covers: the first uncover is of the column, not of the last item
    // covered, the anti-diagonal.
    let (verdict, text) = check_mistake(
        "cover-uncover",
        "uncover-in-order",
        "for other in links.others(node).rev() {\n            uncover(",
        "for other in links.others(node) {\n            uncover(",
    );
    let first = difference(&verdict);
    assert_eq!((first.n, first.number, &first.parting), (1, 8, &Parting::Step));
    assert_eq!(first.textbook.as_ref().and_then(Step::item), Some(Item::AntiDiagonal(0)));
    assert_eq!(yours(first).and_then(Step::item), Some(Item::Column(0)));
    insta::assert_snapshot!("uncover-in-order", text);
}

#[test]
fn an_uncover_that_forgets_to_restore_the_lengths() {
    let (verdict, text) = check_mistake(
        "cover-uncover",
        "uncover-without-len",
        "            links.len[links.top[other]] += 1;\n",
        "",
    );
    let first = difference(&verdict);
    // The steps agree up to the uncover of row 0; the columns' counts stay at 0.
    assert_eq!((first.n, first.number, &first.parting), (1, 12, &Parting::State(1)));
    let uncover = Step::Uncover { item: Item::Row(0), restored: Vec::new(), branch: true };
    assert_eq!(yours(first), Some(&uncover));
    assert!(text.contains("The steps agree; your len[c] does not."), "{text}");
    insta::assert_snapshot!("uncover-without-len", text);
}

/// The loop of `cover` that hides the options of the item's list.
const HIDE: &str = "    let mut node = links.down[item];
    while node != item {
        for other in links.others(node) {
            let (up, down) = (links.up[other], links.down[other]);
            links.down[up] = down;
            links.up[down] = up;
            links.len[links.top[other]] -= 1;
        }
        node = links.down[node];
    }
";

#[test]
fn covering_only_the_chosen_item_and_a_cover_that_hides_nothing() {
    // The search covers the row it branches on, not the option's column and diagonals: it
    // chooses again where the textbook covers column 0.
    let (verdict, text) = check_mistake(
        "cover-uncover",
        "cover-only-the-chosen",
        "        for other in links.others(node) {\n            cover(links, links.top[other], report);\n        }\n",
        "",
    );
    let first = difference(&verdict);
    assert_eq!((first.n, first.number, &first.parting), (1, 4, &Parting::Step));
    assert_eq!(first.textbook, Some(cover_step(Item::Column(0))));
    assert!(matches!(yours(first), Some(Step::Choose { item: Item::Column(0), options: 0 })));
    insta::assert_snapshot!("cover-only-the-chosen", text);
    // A cover that takes the item out of the list and hides none of its options: the counts of
    // the other items stay as they were.
    let (verdict, text) = check_mistake("cover-uncover", "cover-hides-nothing", HIDE, "");
    let first = difference(&verdict);
    assert_eq!((first.n, first.number, &first.parting), (1, 2, &Parting::State(1)));
    assert!(text.contains("the textbook covers row 0"), "{text}");
}

#[test]
fn the_textbook_and_your_code_line_up_in_every_language() {
    // "the textbook removes …" over "your code    removes …": what each did starts in the same
    // column, as a terminal shows it, Chinese labels included.
    for lang in Lang::ALL {
        let what = [("what", &"|" as &dyn std::fmt::Display)];
        let [textbook, yours] = ["practice.label.textbook", "practice.label.yours"]
            .map(|key| nqueens_walk::phrases::say(lang, key, &what));
        let start =
            |line: &str| textwrap::core::display_width(line.split('|').next().unwrap_or(""));
        assert_eq!(start(&textbook), start(&yours), "{lang:?}: {textbook} / {yours}");
    }
}
