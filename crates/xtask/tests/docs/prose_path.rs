//! Numbers in the prose of the learning path (`docs/README.md`) and the root README, and the
//! checks that span many pages.

use std::fs;

use nqueens_approaches::{APPROACHES, find};
use nqueens_cli::count_refusal;
use nqueens_cli::format::thousands;
use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Solution, Symmetry, Work, WorkUnit, space};

use crate::generated::is_task_counter;
use crate::prose::{
    approach, backtracking_searches, class_sizes_of_8, drawn, exact, in_words, rounded,
};
use crate::{assert_pages_say, flowing, page, workspace_root};

#[test]
fn the_learning_path_says_why_brute_force_stops_early() {
    const YEAR: f64 = 365.25 * 24.0 * 3_600.0;
    let n = 8;
    let text = page("docs/README.md");
    let [subset, combination] = ["subset", "combination"].map(|id| find(id).expect("registered"));
    let cells = n * n;
    let sentence = format!(
        "At n = {n}, on the machine their speeds were measured on, the subset scan would need \
         centuries for its 2^{cells} candidates and the combination scan tens of seconds for its \
         C({cells}, {n})"
    );
    assert!(text.contains(&sentence), "docs/README.md no longer says: {sentence}");
    let seconds = subset.estimated_seconds(n);
    assert!(seconds >= 100.0 * YEAR, "centuries, not {} years", seconds / YEAR);
    let seconds = combination.estimated_seconds(n);
    assert!((10.0..100.0).contains(&seconds), "tens of seconds, not {seconds} s");
}

#[test]
fn the_tool_refuses_the_run_the_learning_path_gives_as_too_long() {
    let text = page("docs/README.md");
    let arguments = ["count", "8", "--approach", "subset"];
    let example = format!(
        "refuses a run that would take far too long (`{}`, for example) unless \
                           you add `--force`",
        arguments.join(" ")
    );
    assert!(text.contains(&example), "docs/README.md no longer says: {example}");
    // The tool's own refusal, as `nqueens count` prints it (its tests run the binary).
    let subset = nqueens_approaches::find("subset").expect("a registered approach");
    let error = nqueens_cli::count_refusal(subset, 8);
    assert!(
        error.as_deref().is_some_and(|error| error.contains("--force")),
        "nqueens {} says: {error:?}",
        arguments.join(" ")
    );
}

#[test]
fn the_learning_path_counts_the_solutions_right() {
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
    assert_pages_say(&[
        (
            "docs/README.md",
            format!(
                "For n = 4 there are exactly {} solutions, mirror images",
                in_words(four.len())
            ),
        ),
        // The page draws them as a figure (`docs/figures/solutions-4.svg`, checked by the
        // `figures` tests), named in its description.
        (
            "docs/README.md",
            format!(
                "![The {} solutions for n = 4: columns {} and columns {}](figures/solutions-4.svg)",
                in_words(four.len()),
                spelled(first),
                spelled(second)
            ),
        ),
        ("docs/permutation.md", drawn(&[first, second])),
        ("docs/subset.md", drawn(&[first])),
        ("docs/combination.md", drawn(&[first])),
        (
            "docs/README.md",
            format!("The classic n = 8 has {total} solutions, which fall into {unique} classes"),
        ),
        (
            "docs/README.md",
            format!(
                "[OEIS A000170](https://oeis.org/A000170) ({}, … from n = 0",
                first_counts.join(", ")
            ),
        ),
        ("docs/README.md", format!("and n = {two} and n = {three} have none")),
        (
            "docs/README.md",
            format!(
                "The first board above is `{}`, the second `{}`",
                columns(first),
                columns(second)
            ),
        ),
        (
            "docs/README.md",
            format!("solve 4 # draw the {} solutions for n = 4", in_words(four.len())),
        ),
        ("docs/README.md", format!("solve 8 --unique # one board per symmetry class: {unique}")),
        ("docs/README.md", format!("At n = 8, {total} = {}:", sum.join(" + "))),
    ]);
}

#[test]
fn the_pages_count_the_approaches_right() {
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
    let checks = vec![
        ("docs/README.md", format!("walks through {} ways of solving it", in_words(taught))),
        ("docs/README.md", format!("## The {} approaches", in_words(taught))),
        ("docs/README.md", format!("The first {} approaches deliberately", in_words(brute_force))),
        (
            "docs/README.md",
            format!("why the first {} approaches stop early", in_words(brute_force)),
        ),
        (
            "docs/README.md",
            format!("All {} backtracking searches walk exactly the same tree", in_words(ids.len())),
        ),
        ("docs/README.md", format!("the {} symmetries of the square", in_words(symmetries))),
        (
            "README.md",
            format!("bitmask with the {} symmetries, on all cores", in_words(symmetries)),
        ),
        (
            first_page.as_str(),
            format!("the first of {} that walk exactly the same search tree", in_words(ids.len())),
        ),
        (
            second_page.as_str(),
            format!("the second of {} that walk exactly the same search tree", in_words(ids.len())),
        ),
        (
            "docs/backtrack-set.md",
            format!("the same for all {} backtracking pages", in_words(ids.len())),
        ),
        (
            "docs/backtrack-bitmask.md",
            format!(
                "Every solution has up to {} others that are its rotations and reflections",
                in_words(symmetries - 1)
            ),
        ),
    ];
    let mut checks: Vec<(String, String)> =
        checks.into_iter().map(|(page, sentence)| (page.to_string(), sentence)).collect();
    for id in &ids {
        let page = format!("docs/{id}.md");
        let together = format!("{} backtracking searches side by side", in_words(ids.len()));
        checks.push((page.clone(), together));
        checks.push((page, format!("compare 12 --approaches {}", ids.join(","))));
    }
    assert_pages_say(&checks);
}

#[test]
fn the_pages_state_the_limits_each_approach_states() {
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
    assert_pages_say(&[
        (
            "docs/subset.md",
            format!(
                "The largest n a `u64` mask can hold is {max} ({cells} cells); the tool refuses \
                 n = {} and beyond",
                max + 1
            ),
        ),
        (
            "docs/subset.md",
            format!("n = {max} is representable but hopeless: 2^{cells} candidates"),
        ),
        ("docs/subset.md", format!("cargo run --release -- count {max} --approach subset")),
        (
            "docs/subset.md",
            format!("**The last mask at n = {max} does not fit the usual formula.**"),
        ),
        (
            "docs/subset.md",
            format!("At n = {max}, `cells` is {cells} and `1u64 << {cells}` overflows"),
        ),
        ("docs/subset.md", format!("cannot even express 2^{cells}")),
        ("docs/subset.md", format!("The crate spells the n = {max} case out as `u64::MAX`")),
        (
            "docs/subset.md",
            format!("There are 2n − 1 diagonals each way, at most {} for n ≤ {max}", 2 * max - 1),
        ),
        (
            "docs/subset.md",
            format!(
                "The type limit (n ≤ {max}) and the practical limit (n ≤ {}, its [practical \
                 n](README.md#practical-n))",
                practical("subset")
            ),
        ),
        (
            "docs/combination.md",
            format!(
                "The counter is a `u64`, which holds C({}, {c_max}) ≈ {} but not C({}, {c_next}) ≈ \
                 {}, so the tool refuses n ≥ {c_next}",
                c_max * c_max,
                rounded(space::combinations(c_max).estimate),
                c_next * c_next,
                rounded(space::combinations(c_next).estimate)
            ),
        ),
        (
            "docs/combination.md",
            format!(
                "its [practical n](README.md#practical-n), the largest n whose count the tool \
                 runs without `--force`, is {practical}; see [the benchmarks](benchmarks.md), or \
                 try `cargo run --release -- count {practical} --approach combination`",
                practical = practical("combination")
            ),
        ),
        (
            "docs/permutation.md",
            format!("the cast would wrap silently at n = {}", usize::from(u8::MAX) + 1),
        ),
        (
            "docs/combination.md",
            format!("The flag arrays have 2 · {c_max} − 1 = {} entries", 2 * c_max - 1),
        ),
        (
            "docs/permutation.md",
            format!(
                "The counter is a `u64`, which holds {p_max}! ≈ {} but not {p_next}! ≈ {}, so the \
                 tool refuses n ≥ {p_next}",
                rounded(space::permutations(p_max).estimate),
                rounded(space::permutations(p_next).estimate)
            ),
        ),
        (
            "docs/permutation.md",
            format!(
                "its [practical n](README.md#practical-n), the largest n whose count the tool \
                 runs without `--force`, is {}",
                practical("permutation")
            ),
        ),
        (
            "docs/permutation.md",
            format!("At most 2 · {p_max} − 1 = {} diagonals run each way", 2 * p_max - 1),
        ),
        ("docs/backtrack-set.md", format!("The casts are lossless because n ≤ {}.", set.max_n)),
        (
            "docs/backtrack-bitmask.md",
            format!(
                "The masks hold {b_max} columns, so the tool refuses n > {b_max}; its [practical \
                 n](README.md#practical-n), the largest n whose count the tool runs without \
                 `--force`, is {}",
                practical("backtrack-bitmask")
            ),
        ),
        ("docs/backtrack-bitmask.md", format!("including the {b_max} − n bits above the board")),
        ("docs/backtrack-bitmask.md", format!("so that n = {b_max} gets all {b_max} bits")),
        ("docs/backtrack-bitmask.md", format!("**`full` at n = {b_max}.**")),
        (
            "docs/backtrack-bitmask.md",
            format!("overflows when n is {b_max} (`1u32 << {b_max}` is out of range)"),
        ),
        (
            "docs/backtrack-bitmask.md",
            format!("they pin the nodes, cells and solutions of every n up to {tested}"),
        ),
    ]);
}

#[test]
fn the_learning_path_names_the_default_approach() {
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
    assert_pages_say(&[(
        "docs/README.md",
        format!(
            "runs it; the default approach is `{default}`, and `trace` and `explore` start with `{traced}`"
        ),
    )]);
}

#[test]
fn the_pages_give_the_rust_version_the_workspace_requires() {
    let manifest =
        fs::read_to_string(workspace_root().join("Cargo.toml")).expect("a readable Cargo.toml");
    let version = manifest
        .lines()
        .find_map(|line| line.strip_prefix("rust-version = "))
        .map(|quoted| quoted.trim_matches('"'))
        .expect("the workspace states its rust-version");
    let sentence = format!("a Rust toolchain ({version} or newer)");
    assert_pages_say(&[("README.md", sentence.clone()), ("docs/README.md", sentence)]);
}

#[test]
fn the_learning_path_describes_its_generated_tables_at_their_n() {
    let text =
        fs::read_to_string(workspace_root().join("docs/README.md")).expect("a readable page");
    let text = flowing(&text);
    for (before, kind) in [
        ("At n = {n} the candidates shrink like this:", "funnel"),
        ("## The approaches side by side at n = {n}", "comparison"),
    ] {
        let marker = format!("<!-- generated: {kind} ");
        let n = text
            .split(&marker)
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .unwrap_or_else(|| panic!("docs/README.md has no `{kind}` section"));
        let sentence = before.replace("{n}", n);
        let (prose, _) = text.split_once(&marker).expect("the marker");
        assert!(prose.contains(&sentence), "docs/README.md no longer says: {sentence}");
    }
}

/// The README, the learning path and the stepper's page say which approaches the stepper walks:
/// the traceable ones of the registry (those that set `Info::bookkeeping`), named in its order,
/// and no other.
#[test]
fn the_pages_name_the_approaches_the_stepper_walks() {
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
    let en = format!("{} and {last}", rest.join(", "));
    let zh = format!("{} 和 {last}", rest.join("、"));
    assert_pages_say(&[
        ("README.md", format!("five *traceable* approaches, {en}")),
        (
            "docs/stepper.md",
            format!("The search of every *traceable* approach, in the browser: {en}."),
        ),
        ("README.zh-CN.md", format!("五种*可追踪*解法 {zh} 的页面上")),
        ("docs/zh/stepper.md", format!("每种*可追踪*解法的搜索：{zh}。")),
        ("docs/README.md", format!("`{}` to `{}`", traceable[0], traceable[traceable.len() - 1])),
        (
            "docs/zh/README.md",
            format!("`{}` 到 `{}`", traceable[0], traceable[traceable.len() - 1]),
        ),
    ]);
    assert_eq!(traceable.len(), 5, "the pages say five");
    // The ones the pages name as not stepped are indeed not traceable.
    assert_eq!(others, ["sat"]);
    assert!(!nqueens_approaches::find("parallel").expect("registered").info().traceable());
    assert!(page("docs/stepper.md").contains("`sat` and `parallel` do not"));
}
