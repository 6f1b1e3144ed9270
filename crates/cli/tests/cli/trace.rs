//! `nqueens trace`: the search tree of every backtracking approach, step by step.

use crate::{error_of, pin, stdout_of};

#[test]
fn trace_4_for_every_traceable_approach() {
    let traceable = nqueens_approaches::APPROACHES
        .iter()
        .map(|solver| solver.info())
        .filter(|info| info.traceable());
    let mut traced = 0;
    for info in traceable {
        let args = ["trace", "4", "--approach", info.id];
        pin!(info.id, args, stdout_of(&args));
        let args = ["trace", "4", "--approach", info.id, "--no-boards"];
        pin!(format!("{}-no-boards", info.id), args, stdout_of(&args));
        // The same in Chinese, as the Chinese pages show it.
        let args = ["trace", "4", "--approach", info.id, "--no-boards", "--lang", "zh"];
        pin!(format!("{}-no-boards-zh", info.id), args, stdout_of(&args));
        traced += 1;
    }
    assert!(traced >= 3, "the set, array and bitmask searches are traceable");
}

#[test]
fn trace_of_the_smallest_boards() {
    for n in ["0", "1", "2"] {
        let args = ["trace", n];
        pin!(n, args, stdout_of(&args));
    }
}

#[test]
fn trace_8_walks_the_whole_tree() {
    let trace = stdout_of(&["trace", "8", "--approach", "backtrack-array"]);
    let last_line = trace.lines().last().unwrap_or_default();
    assert_eq!(
        last_line,
        "92 solutions; the search entered 2,057 nodes and examined 15,720 cells, of which it \
         rejected 13,664."
    );
    assert_eq!(trace.lines().filter(|line| line.contains("solution ")).count(), 92);
}

#[test]
fn the_default_is_the_array_search_and_the_help_offers_only_traceable_approaches() {
    assert_eq!(stdout_of(&["trace", "4"]), stdout_of(&["trace", "4", "-a", "backtrack-array"]));
    let help = stdout_of(&["trace", "--help"]);
    assert!(help.contains("[default: backtrack-array]"), "{help}");
    let (_, values) = help.split_once("[possible values: ").expect("the possible values");
    let (values, _) = values.split_once(']').expect("the end of the list");
    // The list may be wrapped over several lines.
    let offered: Vec<&str> = values.split(',').map(str::trim).collect();
    let traceable: Vec<&str> = nqueens_approaches::APPROACHES
        .iter()
        .map(|solver| solver.info())
        .filter(|info| info.traceable())
        .map(|info| info.id)
        .collect();
    assert_eq!(offered, traceable);
}

#[test]
fn boards_are_drawn_up_to_n_6_unless_asked() {
    let frame = "     0  1  2  3  4  5  6";
    assert!(!stdout_of(&["trace", "7"]).contains(frame));
    assert!(stdout_of(&["trace", "7", "--boards"]).contains(frame));
    assert!(!stdout_of(&["trace", "6", "--no-boards"]).contains("     0  1  2"));
    // The two flags contradict each other: refused, whichever comes last.
    for args in
        [["trace", "6", "--no-boards", "--boards"], ["trace", "6", "--boards", "--no-boards"]]
    {
        let error = error_of(&args, 2);
        assert!(error.contains("cannot be used with"), "{error}");
    }
}

#[test]
fn filters_keep_some_steps_and_stop_at_a_solution() {
    let args = ["trace", "6", "--only", "solution,dead-end", "--no-boards"];
    pin!("solutions-and-dead-ends", args, stdout_of(&args));
    let args = ["trace", "5", "--until-solution", "1", "-a", "backtrack-set"];
    pin!("until-solution-1", args, stdout_of(&args));
    // Up to its last solution, a stopped trace is the whole trace.
    let whole = stdout_of(&["trace", "4", "--no-boards"]);
    let stopped = stdout_of(&["trace", "4", "--no-boards", "--until-solution", "2"]);
    let (head, summary) = stopped.split_once("solution 2: columns 2 0 3 1\n").expect("solution 2");
    assert!(head.contains("Showing up to solution 2.\n"), "{head}");
    let steps = |trace: &str| trace.split_once("\n\n").map(|(_, steps)| steps.to_string());
    assert!(steps(&whole).zip(steps(head)).is_some_and(|(whole, head)| whole.starts_with(&head)));
    assert!(summary.contains("Stopped after 2 solutions; so far the search entered"), "{summary}");
}

#[test]
fn trace_speaks_chinese_when_asked_or_when_the_locale_is_chinese() {
    for info in nqueens_approaches::APPROACHES.iter().map(|solver| solver.info()) {
        if !info.traceable() {
            continue;
        }
        let english = stdout_of(&["trace", "4", "--approach", info.id]);
        let chinese = stdout_of(&["trace", "4", "--approach", info.id, "--lang", "zh"]);
        // The same boards and state, line for line; the words are Chinese.
        // The boards, cut before the state beside them (whose notes are in the language).
        let boards = |text: &str| -> Vec<String> {
            text.lines()
                .filter(|line| {
                    line.starts_with("     0")
                        || (line.starts_with("  ")
                            && line.chars().nth(3).is_some_and(|c| c.is_ascii_digit()))
                })
                .map(|line| line.chars().take(16).collect())
                .collect()
        };
        assert_eq!(boards(&english), boards(&chinese), "{}", info.id);
        // The exact-cover search tries options rather than placing row by row.
        let placed =
            if info.id == "backtrack-dlx" { "尝试    (0, 0)" } else { "放置    (0, 0)" };
        assert!(chinese.contains(placed) && chinese.contains("个解"), "{}", info.id);
        if !matches!(info.id, "backtrack-bitmask" | "backtrack-dlx") {
            assert!(chinese.contains("剪枝    (1, 0)："), "{}", info.id);
        }
    }
    pin!(
        "backtrack-array-zh",
        ["trace", "4", "--lang", "zh"],
        stdout_of(&["trace", "4", "--lang", "zh"])
    );
    // The environment's language: Chinese for zh_CN.UTF-8, unless --lang says otherwise.
    let run = |lang: &str, args: &[&str]| {
        let output = assert_cmd::cargo::cargo_bin_cmd!("nqueens")
            .args(args)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", lang)
            .output()
            .expect("the binary runs");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    assert!(run("zh_CN.UTF-8", &["trace", "2"]).contains("死路"));
    assert!(run("zh_CN.UTF-8", &["trace", "2", "--lang", "en"]).contains("dead end"));
    assert!(run("en_US.UTF-8", &["trace", "2"]).contains("dead end"));
}

#[test]
fn only_takes_the_kinds_by_their_chinese_names_and_echoes_them_in_the_runs_language() {
    use nqueens_walk::phrases::{Lang, say};
    let (dead_end, solution) =
        (say(Lang::Zh, "only.dead_end", &[]), say(Lang::Zh, "only.solution", &[]));
    let chinese = format!("{dead_end},{solution}");
    let by_chinese_names =
        stdout_of(&["trace", "6", "--only", &chinese, "--no-boards", "--lang", "zh"]);
    let by_english_names =
        stdout_of(&["trace", "6", "--only", "dead-end,solution", "--no-boards", "--lang", "zh"]);
    assert_eq!(by_chinese_names, by_english_names);
    let echo = say(Lang::Zh, "trace.filter.only", &[("kinds", &format!("{dead_end}、{solution}"))]);
    assert!(by_chinese_names.contains(&echo), "{by_chinese_names}");
    // In English, the same kinds by their English names, however they were asked for.
    let english = stdout_of(&["trace", "6", "--only", &chinese, "--no-boards"]);
    assert_eq!(english, stdout_of(&["trace", "6", "--only", "dead-end,solution", "--no-boards"]));
    assert!(english.contains("Showing only the steps dead-end, solution."), "{english}");
    // Mixed, and in the exact-cover search's words.
    let cover = say(Lang::Zh, "only.cover", &[]);
    let mixed = stdout_of(&[
        "trace",
        "4",
        "-a",
        "backtrack-dlx",
        "--only",
        &format!("{cover},uncover"),
        "--no-boards",
    ]);
    assert_eq!(
        mixed,
        stdout_of(&["trace", "4", "-a", "backtrack-dlx", "--only", "cover,uncover", "--no-boards"])
    );
    // A name neither language has is refused in one line, which lists the names.
    let error = error_of(&["trace", "4", "--only", "放"], 2);
    assert!(error.contains("invalid value '放' for '--only <KINDS>'"), "{error}");
    assert!(error.contains("dead-end"), "{error}");
}
