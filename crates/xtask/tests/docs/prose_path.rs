//! Numbers in the prose of the learning path (`docs/README.md`) and the root README, and the
//! checks that span many pages.

use std::fs;

use nqueens_approaches::{APPROACHES, find};
use nqueens_cli::count_refusal;
use nqueens_cli::format::thousands;
use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Solution, Symmetry, Work, WorkUnit, space};

use crate::facts::{Facts, assert_facts, fact};
use crate::generated::is_task_counter;
use crate::prose::{
    approach, backtracking_searches, class_sizes_of_8, drawn, exact, in_words, rounded,
};
use crate::{flowing, page, workspace_root};

fn the_learning_path_says_why_brute_force_stops_early(facts: &mut Facts) {
    const YEAR: f64 = 365.25 * 24.0 * 3_600.0;
    let n = 8;
    let [subset, combination] = ["subset", "combination"].map(|id| find(id).expect("registered"));
    let cells = n * n;
    facts.extend([
        fact("docs/README.md", "centuries", format!("n = {n}")),
        fact("docs/README.md", "centuries", format!("2^{cells}")),
        fact("docs/README.md", "tens of seconds", format!("C({cells}, {n})")),
    ]);
    let seconds = subset.estimated_seconds(n);
    assert!(seconds >= 100.0 * YEAR, "centuries, not {} years", seconds / YEAR);
    let seconds = combination.estimated_seconds(n);
    assert!((10.0..100.0).contains(&seconds), "tens of seconds, not {seconds} s");
}

fn the_tool_refuses_the_run_the_learning_path_gives_as_too_long(facts: &mut Facts) {
    let arguments = ["count", "8", "--approach", "subset"];
    facts.push(fact("docs/README.md", "--force", format!("`{}`", arguments.join(" "))));
    // The tool's own refusal, as `nqueens count` prints it (its tests run the binary).
    let subset = nqueens_approaches::find("subset").expect("a registered approach");
    let error = nqueens_cli::count_refusal(subset, 8);
    assert!(
        error.as_deref().is_some_and(|error| error.contains("--force")),
        "nqueens {} says: {error:?}",
        arguments.join(" ")
    );
}

fn the_learning_path_counts_the_solutions_right(facts: &mut Facts) {
    let bitmask = approach("backtrack-bitmask");
    let four = bitmask.solutions(4).expect("4 is small");
    let [first, second] = &four[..] else { panic!("n = 4 has {} solutions, not two", four.len()) };
    assert_eq!(Symmetry::MirrorColumns.apply(first), *second, "the solutions mirror each other");
    let (total, unique) = bitmask.count_total_and_unique(8).expect("8 is small");
    let first_counts: Vec<String> =
        (0..10).map(|n| thousands(bitmask.count(n).expect("n is small"))).collect();
    let none: Vec<usize> =
        (0..TOTAL_SOLUTIONS.len()).filter(|&n| TOTAL_SOLUTIONS[n] == 0).collect();
    let [two, three] = none[..] else { panic!("the n without solutions are {none:?}") };
    let columns = |solution: &Solution| format!("{:?}", solution.columns());
    let sum = class_sizes_of_8();
    let spelled = |solution: &Solution| {
        let columns: Vec<String> = solution.columns().iter().map(u8::to_string).collect();
        columns.join(", ")
    };
    facts.extend([
        // The page draws them as a figure (`docs/figures/solutions-4.svg`, checked by the
        // `figures` tests), named in its description.
        fact("docs/README.md", "solutions", in_words(four.len())),
        fact("docs/README.md", "solutions", in_words(four.len())),
        fact("docs/README.md", "columns", spelled(first)),
        fact("docs/README.md", "columns", spelled(second)),
        fact("docs/permutation.md", "", drawn(&[first, second])),
        fact("docs/subset.md", "", drawn(&[first])),
        fact("docs/combination.md", "", drawn(&[first])),
        fact("docs/README.md", "solutions", total),
        fact("docs/README.md", "classes", unique),
        fact("docs/README.md", "A000170", first_counts.join(", ")),
        fact("docs/README.md", "none", format!("n = {two}")),
        fact("docs/README.md", "none", format!("n = {three}")),
        fact("docs/README.md", "first", columns(first)),
        fact("docs/README.md", "second", columns(second)),
        fact("docs/README.md", "solutions", in_words(four.len())),
        fact("docs/README.md", "class", unique),
        fact("docs/README.md", "n = 8", total),
        fact("docs/README.md", "n = 8", sum.join(" + ")),
    ]);
}

fn the_pages_count_the_approaches_right(facts: &mut Facts) {
    // The numbered approaches of the path: every one but the counters of tasks that follow.
    let numbered = || APPROACHES.iter().filter(|approach| !is_task_counter(**approach));
    let brute_force =
        numbered().filter(|approach| approach.work(0).unit == WorkUnit::Candidates).count();
    let backtracking = backtracking_searches();
    let taught = numbered().count();
    let ids: Vec<&str> = backtracking.iter().map(|approach| approach.info().id).collect();
    // The first two backtracking pages say where they stand among those that walk the tree.
    let [first_page, second_page] = [0, 1].map(|index| format!("docs/{}.md", ids[index]));
    let symmetries = Symmetry::ALL.len();
    let [taught, brute_force, searches] = [taught, brute_force, ids.len()].map(in_words);
    facts.extend([
        fact("docs/README.md", "ways of solving", taught),
        fact("docs/README.md", "## The", taught),
        fact("docs/README.md", "The first", brute_force),
        fact("docs/README.md", "stop early", brute_force),
        fact("docs/README.md", "backtracking searches", searches),
        fact("docs/README.md", "symmetries", in_words(symmetries)),
        fact("README.md", "symmetries", in_words(symmetries)),
        fact(&first_page, "the first of", searches),
        fact(&second_page, "the second of", searches),
        fact("docs/backtrack-set.md", "backtracking pages", searches),
        fact("docs/backtrack-bitmask.md", "rotations and reflections", in_words(symmetries - 1)),
    ]);
    for id in &ids {
        let page = format!("docs/{id}.md");
        facts.push(fact(&page, "side by side", searches));
        facts.push(fact(&page, "compare 12", format!("--approaches {}", ids.join(","))));
    }
}

fn the_pages_state_the_limits_each_approach_states(facts: &mut Facts) {
    let info = |id: &str| approach(id).info();
    let [subset, combination, permutation, set, bitmask] =
        ["subset", "combination", "permutation", "backtrack-set", "backtrack-bitmask"].map(info);
    let practical = |id: &str| nqueens_cli::practical_n(approach(id));
    // Each limit is where the approach's representation runs out.
    let refuses_beyond = |id: &str, max_n: usize| {
        let solver = approach(id);
        assert!(solver.check_size(max_n).is_ok() && solver.check_size(max_n + 1).is_err(), "{id}");
    };
    for (id, max_n) in [
        ("subset", subset.max_n),
        ("combination", combination.max_n),
        ("permutation", permutation.max_n),
        ("backtrack-set", set.max_n),
        ("backtrack-bitmask", bitmask.max_n),
    ] {
        refuses_beyond(id, max_n);
    }
    let u64_limit = u128::from(u64::MAX);
    let fits = |work: Work| exact(work) <= u64_limit;
    let (max, cells) = (subset.max_n, subset.max_n * subset.max_n);
    assert!(cells <= 64 && (max + 1) * (max + 1) > 64, "a u64 mask holds the board of n = {max}");
    assert!(2 * max - 1 <= 16, "a u16 holds the diagonals of n = {max}");
    let subset_refusal = count_refusal(approach("subset"), max).expect("n = 8 is refused");
    assert!(
        subset_refusal.contains("estimated"),
        "the refusal gives no estimate: {subset_refusal}"
    );
    let (c_max, c_next) = (combination.max_n, combination.max_n + 1);
    assert!(fits(space::combinations(c_max)) && !fits(space::combinations(c_next)));
    let (p_max, p_next) = (permutation.max_n, permutation.max_n + 1);
    assert!(fits(space::permutations(p_max)) && !fits(space::permutations(p_next)));
    let b_max = bitmask.max_n;
    assert_eq!(b_max, u32::BITS as usize, "one bit of a u32 per column");
    assert!(1u32.checked_shl(u32::BITS).is_none());
    assert!(u8::try_from(set.max_n - 1).is_ok() && u8::try_from(set.max_n).is_err());
    let tested = approach("backtrack-bitmask").info().tested_up_to;
    facts.extend([
        fact("docs/subset.md", "hold", max),
        fact("docs/subset.md", "cells", cells),
        fact("docs/subset.md", "beyond", max + 1),
        fact("docs/subset.md", "representable", max),
        fact("docs/subset.md", "candidates", cells),
        fact("docs/subset.md", "approach", max),
        fact("docs/subset.md", "fit", max),
        fact("docs/subset.md", "cells", max),
        fact("docs/subset.md", "cells", cells),
        fact("docs/subset.md", "overflows", cells),
        fact("docs/subset.md", "express", format!("2^{cells}")),
        fact("docs/subset.md", "case", max),
        fact("docs/subset.md", "way", 2 * max - 1),
        fact("docs/subset.md", "way", max),
        fact("docs/subset.md", "practical", max),
        fact("docs/subset.md", "practical", practical("subset")),
        fact("docs/combination.md", "holds", c_max * c_max),
        fact("docs/combination.md", "tool", c_max),
        fact("docs/combination.md", "tool", rounded(space::combinations(c_max).estimate)),
        fact("docs/combination.md", "tool", c_next * c_next),
        fact("docs/combination.md", "tool", c_next),
        fact("docs/combination.md", "tool", rounded(space::combinations(c_next).estimate)),
        fact("docs/combination.md", "refuses", c_next),
        fact("docs/combination.md", "see", practical("combination")),
        fact("docs/combination.md", "approach", practical("combination")),
        fact("docs/permutation.md", "silently", usize::from(u8::MAX) + 1),
        fact("docs/combination.md", "arrays", c_max),
        fact("docs/combination.md", "entries", 2 * c_max - 1),
        fact("docs/permutation.md", "holds", p_max),
        fact("docs/permutation.md", "tool", rounded(space::permutations(p_max).estimate)),
        fact("docs/permutation.md", "tool", p_next),
        fact("docs/permutation.md", "tool", rounded(space::permutations(p_next).estimate)),
        fact("docs/permutation.md", "refuses", p_next),
        fact("docs/permutation.md", "force", practical("permutation")),
        fact("docs/permutation.md", "diagonals", p_max),
        fact("docs/permutation.md", "diagonals", 2 * p_max - 1),
        fact("docs/backtrack-set.md", "because", set.max_n),
        fact("docs/backtrack-bitmask.md", "columns", b_max),
        fact("docs/backtrack-bitmask.md", "practical", b_max),
        fact("docs/backtrack-bitmask.md", "force", practical("backtrack-bitmask")),
        fact("docs/backtrack-bitmask.md", "bits", b_max),
        fact("docs/backtrack-bitmask.md", "gets", b_max),
        fact("docs/backtrack-bitmask.md", "bits", b_max),
        fact("docs/backtrack-bitmask.md", "full", b_max),
        fact("docs/backtrack-bitmask.md", "overflows", b_max),
        fact("docs/backtrack-bitmask.md", "range", b_max),
        fact("docs/backtrack-bitmask.md", "solutions", tested),
    ]);
}

fn the_learning_path_names_the_default_approach(facts: &mut Facts) {
    // The help of a command, from the same `clap` definition the tool parses with.
    let help = |command: &str| {
        let mut tool = nqueens_cli::command();
        let command = tool.find_subcommand_mut(command).expect("a command of the tool");
        command.render_help().to_string()
    };
    let default = nqueens_approaches::DEFAULT_ID;
    // Every command that lists or counts has the same default; `trace` and `explore` start with
    // the search a beginner learns from.
    let traced = nqueens_approaches::DEFAULT_TRACE_ID;
    for (command, default) in
        [("solve", default), ("count", default), ("trace", traced), ("explore", traced)]
    {
        let help = help(command);
        let after = help.split_once("--approach").map_or("", |(_, after)| after);
        assert!(
            after.contains(&format!("[default: {default}]")),
            "`nqueens {command}` has another default approach than `{default}`"
        );
    }
    facts.extend([
        fact("docs/README.md", "trace", default),
        fact("docs/README.md", "start", traced),
    ]);
}

fn the_pages_give_the_rust_version_the_workspace_requires(facts: &mut Facts) {
    let manifest =
        fs::read_to_string(workspace_root().join("Cargo.toml")).expect("a readable Cargo.toml");
    let version = manifest
        .lines()
        .find_map(|line| line.strip_prefix("rust-version = "))
        .map(|quoted| quoted.trim_matches('"'))
        .expect("the workspace states its rust-version");
    facts.extend([
        fact("README.md", "Rust toolchain", format!("{version} or newer")),
        fact("docs/README.md", "Rust toolchain", format!("{version} or newer")),
        fact("docs/zh/README.md", "Rust 工具链", format!("{version} 或更新版本")),
    ]);
}

fn the_learning_path_describes_its_generated_tables_at_their_n(facts: &mut Facts) {
    let text =
        fs::read_to_string(workspace_root().join("docs/README.md")).expect("a readable page");
    let text = flowing(&text);
    for (before, kind) in [("candidates shrink", "funnel"), ("side by side at", "comparison")] {
        let marker = format!("<!-- generated: {kind} ");
        let n = text
            .split(&marker)
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .unwrap_or_else(|| panic!("docs/README.md has no `{kind}` section"));
        facts.push(fact("docs/README.md", before, format!("n = {n}")));
    }
}

/// The README, the learning path and the stepper's page say which approaches the stepper walks:
/// the traceable ones of the registry (those that set `Info::bookkeeping`), named in its order,
/// and no other.
fn the_pages_name_the_approaches_the_stepper_walks(facts: &mut Facts) {
    let traceable: Vec<&str> = nqueens_approaches::APPROACHES
        .iter()
        .map(|approach| approach.info())
        .filter(|info| info.traceable())
        .map(|info| info.id)
        .collect();
    let others: Vec<&str> = nqueens_approaches::APPROACHES
        .iter()
        .map(|approach| approach.info())
        .filter(|info| !info.traceable() && info.id.starts_with("backtrack") || info.id == "sat")
        .map(|info| info.id)
        .collect();
    let quoted: Vec<String> = traceable.iter().map(|id| format!("`{id}`")).collect();
    let (last, rest) = quoted.split_last().expect("some approach is traceable");
    let (first, last_id) = (traceable[0], traceable[traceable.len() - 1]);
    let en = format!("{} and {last}", rest.join(", "));
    let zh = format!("{} 和 {last}", rest.join("、"));
    facts.extend([
        fact("README.md", "approaches", &en),
        fact("docs/stepper.md", "browser", &en),
        fact("README.zh-CN.md", "的页面上", &zh),
        fact("docs/zh/stepper.md", "可追踪", &zh),
        fact("docs/README.md", "", format!("`{first}` to `{last_id}`")),
        fact("docs/zh/README.md", "", format!("`{first}` 到 `{last_id}`")),
        // How many: "the five *traceable* approaches", "五种*可追踪*解法".
        fact("README.md", "traceable", in_words(traceable.len())),
        fact(
            "README.zh-CN.md",
            "可追踪",
            format!("{}种", crate::counts::ZH_WORDS[traceable.len()]),
        ),
    ]);
    // The ones the pages name as not stepped are indeed not traceable.
    assert_eq!(others, ["sat"]);
    assert!(!nqueens_approaches::find("parallel").expect("registered").info().traceable());
    assert!(page("docs/stepper.md").contains("`sat` and `parallel` do not"));
}

/// The facts of the pages this module checks.
pub(crate) fn facts() -> Facts {
    let mut facts = Facts::new();
    the_learning_path_says_why_brute_force_stops_early(&mut facts);
    the_tool_refuses_the_run_the_learning_path_gives_as_too_long(&mut facts);
    the_learning_path_counts_the_solutions_right(&mut facts);
    the_pages_state_the_limits_each_approach_states(&mut facts);
    the_learning_path_names_the_default_approach(&mut facts);
    the_pages_give_the_rust_version_the_workspace_requires(&mut facts);
    the_pages_name_the_approaches_the_stepper_walks(&mut facts);
    the_pages_count_the_approaches_right(&mut facts);
    the_learning_path_describes_its_generated_tables_at_their_n(&mut facts);
    facts
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
