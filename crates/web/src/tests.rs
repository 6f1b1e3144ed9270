//! The views and their text against the walk, the address read as hostile input, and the
//! catalog against the registry.

use nqueens_walk::phrases::Lang;
use nqueens_walk::{LARGEST_WALKED_N, StepKind, cover};

use super::*;

#[test]
fn the_stepper_walks_the_traceable_approaches_of_the_registry() {
    let traceable: Vec<&str> = nqueens_approaches::APPROACHES
        .iter()
        .filter(|solver| solver.info().traceable())
        .map(|solver| solver.info().id)
        .collect();
    assert_eq!(ids(), traceable);
    assert!(ids().contains(&DEFAULT_ID));
}

#[test]
fn bad_requests_are_one_line_errors() {
    let error = |approach, n| Stepper::create(approach, n).err().unwrap_or_default();
    assert_eq!(
        error("subset", 4),
        "the stepper walks backtrack-board, backtrack-set, backtrack-array, \
         backtrack-bitmask, backtrack-dlx, not subset"
    );
    assert_eq!(error("backtrack-array", 0), "the stepper takes n from 1 to 12, not 0");
    assert_eq!(error("backtrack-array", 13), "the stepper takes n from 1 to 12, not 13");
}

#[test]
fn the_view_follows_the_walk_forwards_and_back() {
    for id in ids() {
        let mut stepper = Stepper::create(id, 5).expect("n = 5 is walked");
        let start = stepper.view();
        assert_eq!(start.glyphs(), vec!["·····"; 5], "{id}");
        let start_line = if id == "backtrack-dlx" { "fn search_from(" } else { "fn place_row(" };
        assert_eq!(start.current_line().trim(), start_line, "{id}");
        assert!(start.sentence.starts_with("Start: the board is empty"), "{id}");
        let mut views = vec![start];
        while stepper.forward() {
            views.push(stepper.view());
        }
        let last = views.last().expect("a step");
        assert!(last.at_end && last.counters.contains("solutions 10"), "{id}");
        assert_eq!(serde_json::to_string(last).ok(), Some(stepper.view_json()));
        for expected in views.iter().rev().skip(1) {
            assert!(stepper.back(), "{id}");
            assert_eq!(&stepper.view(), expected, "{id}");
        }
        assert!(!stepper.back());
        // Seeking reaches the same view as stepping.
        assert_eq!(stepper.seek(17), 17);
        assert_eq!(stepper.view(), views[17], "{id}");
    }
}

#[test]
fn the_view_marks_the_cell_of_the_step_and_its_line_of_code() {
    let mut stepper = Stepper::create("backtrack-array", 4).expect("n = 4 is walked");
    assert!(stepper.walk.forward_to(StepKind::Reject));
    let view = stepper.view();
    assert_eq!(view.cell, Some((1, 0)));
    assert_eq!(view.cells[1][0], "column");
    // The line the model maps the step to (`code::line`, tested where it is defined), counted
    // in the file as the page numbers it.
    let info = nqueens_approaches::find("backtrack-array").expect("a registered approach").info();
    let mapped = nqueens_walk::code::line(
        &nqueens_walk::code::listing(&info),
        stepper.walk.bookkeeping(),
        stepper.walk.current(),
    );
    assert_eq!(view.line, mapped);
    let catalog = Catalog::new();
    let entry = catalog.approaches.iter().find(|entry| entry.id == view.approach);
    let listing = &entry.expect("the approach is in the catalog").listing;
    assert_eq!(
        listing.first_line + view.line.unwrap_or(0),
        line_in_file(listing.path, view.current_line())
    );
}

#[test]
fn a_link_s_notice_speaks_the_page_s_language() {
    let address = Address::read("#approach=foo&n=99&step=-1&mode=quiz", "backtrack-array", 6);
    let mut stepper = Stepper::open(&address);
    assert_eq!(stepper.notice(), address.notice);
    stepper.set_lang("zh");
    assert_eq!(
        stepper.notice(),
        "演示器演示 backtrack-board、backtrack-set、backtrack-array、backtrack-bitmask、\
         backtrack-dlx，没有 \"foo\"：显示 backtrack-array；演示器的 n 从 1 到 12，不是 \"99\"：\
         显示 n = 12；第 \"-1\"\u{a0}步在开始之前：显示第 0 步；演示器的模式是 watch（观看）和 \
         predict（预测），没有 \"quiz\"：观看"
    );
    let mut past = Stepper::open(&Address::read("n=4&step=999", "backtrack-array", 6));
    past.set_lang("zh");
    assert_eq!(past.notice(), "搜索共有 82\u{a0}步，没有第 999\u{a0}步：显示结尾");
    // Every notice has a Chinese line with no English word but identifiers.
    let notices = [
        Notice::Approach { asked: "\"x\"".into(), showing: DEFAULT_ID },
        Notice::SizeOutOfRange { asked: "\"0\"".into(), showing: 1 },
        Notice::SizeNotANumber { asked: "\"x\"".into(), showing: 6 },
        Notice::StepBeforeStart { asked: "\"-1\"".into() },
        Notice::StepNotANumber { asked: "\"x\"".into() },
        Notice::Mode { asked: "\"x\"".into() },
        Notice::PastTheEnd { steps: 10, asked: 20 },
    ];
    for notice in notices {
        let mut said = notice.said(Lang::Zh);
        for known in ids().into_iter().chain(["watch", "predict", "step"]) {
            said = said.replace(known, "");
        }
        let english = said.split(|c: char| !c.is_ascii_alphabetic()).any(|word| word.len() > 1);
        assert!(!english, "{notice:?}: {said}");
    }
}

#[test]
fn the_exact_cover_search_comes_with_its_matrix_up_to_n_8() {
    let mut stepper = Stepper::create("backtrack-dlx", 4).expect("n = 4 is walked");
    let matrix = stepper.view().matrix.expect("the matrix of n = 4");
    assert_eq!((matrix.items.len(), matrix.options.len()), (8 + 14, 16));
    assert!(matrix.options.iter().all(|option| !option.hidden && !option.queen));
    // The first step chooses row 0, the first row, with its 4 options.
    assert!(stepper.forward());
    let matrix = stepper.view().matrix.expect("the matrix of n = 4");
    assert_eq!(matrix.why, cover::why(4, Lang::En));
    assert!(matrix.items[0].current && matrix.items[0].name == "r0");
    // Then covers it: its options are hidden, and moved by the step.
    assert!(stepper.forward());
    let matrix = stepper.view().matrix.expect("the matrix of n = 4");
    assert!(matrix.items[0].covered && matrix.items[0].branch);
    let moved: Vec<(usize, usize)> =
        matrix.options.iter().filter(|option| option.moved).map(|option| option.cell).collect();
    assert_eq!(moved, [(0, 0), (0, 1), (0, 2), (0, 3)]);
    assert!(Stepper::create("backtrack-dlx", 8).expect("walked").view().matrix.is_some());
    assert!(Stepper::create("backtrack-dlx", 9).expect("walked").view().matrix.is_none());
    assert!(Stepper::create("backtrack-array", 4).expect("walked").view().matrix.is_none());
}

#[test]
fn the_catalog_names_every_approach_once_with_its_own_code() {
    let catalog = Catalog::new();
    let names: Vec<&str> = catalog.approaches.iter().map(|entry| entry.name.as_str()).collect();
    assert_eq!(
        names,
        ["board of marks", "hash sets", "arrays of flags", "bitmasks", "dancing links"]
    );
    for entry in &catalog.approaches {
        assert_eq!(entry.listing.path, format!("crates/{}/src/lib.rs", entry.id));
        let start = format!("fn {}(", entry.search_fn);
        assert!(entry.listing.lines.iter().any(|line| line.starts_with(&start)));
    }
    let functions: Vec<&str> = catalog.approaches.iter().map(|entry| entry.search_fn).collect();
    assert_eq!(functions, ["place_row", "place_row", "place_row", "place_row", "search_from"]);
    let kinds: Vec<&str> = catalog.cell_kinds.iter().map(|(kind, _)| *kind).collect();
    assert_eq!(kinds, ["queen", "free", "column", "diagonal", "anti-diagonal"]);
    assert_eq!(catalog.default_approach, DEFAULT_ID);
    assert!(Stepper::catalog_json().contains(r#""default_approach":"backtrack-array""#));
}

#[test]
fn a_link_opens_on_its_step_or_the_nearest_valid_view_with_a_notice() {
    let read = |fragment| Address::read(fragment, "backtrack-array", 6);
    let address = read("#approach=backtrack-set&n=5&step=37");
    assert_eq!((address.approach, address.n, address.step), ("backtrack-set", 5, 37));
    assert_eq!(address.notice, "");
    assert_eq!(Stepper::open(&address).walk.position(), 37);
    // The page's own view when the link names none.
    let address = read("");
    assert_eq!(
        (address.approach, address.n, address.step, address.notice.as_str()),
        ("backtrack-array", 6, 0, "")
    );
    // An id in another case is the same id.
    assert_eq!(read("approach=Backtrack-Bitmask").approach, "backtrack-bitmask");
    let address = read("#approach=foo&n=99999&step=-5");
    assert_eq!((address.approach, address.n, address.step), ("backtrack-array", 12, 0));
    assert_eq!(
        address.notice,
        "the stepper walks backtrack-board, backtrack-set, backtrack-array, backtrack-bitmask, \
         backtrack-dlx, not \"foo\": showing backtrack-array; the stepper takes n from 1 to 12, not \"99999\": \
         showing n = 12; step \"-5\" is before the start: showing step 0"
    );
    assert_eq!(read("n=0").n, 1);
    assert_eq!(read("n=six").notice, "n = \"six\" is not a number: showing n = 6");
    // A step past the end opens on the end, and says how long the search is.
    let mut stepper = Stepper::open(&read("approach=backtrack-array&n=4&step=4000000000"));
    assert!(stepper.walk.at_end());
    assert_eq!(
        stepper.notice(),
        format!(
            "the search has {} steps, not 4,000,000,000: showing the end",
            stepper.walk.position()
        )
    );
}

/// Answers every question of a whole search as told by `choose`, stepping after each
/// step's questions; returns the score at the end.
fn answer_all(
    id: &str,
    n: usize,
    mut choose: impl FnMut(&QuestionView, &Judgement) -> bool,
) -> Score {
    let mut stepper = Stepper::create(id, n).expect("a walkable search");
    loop {
        for question in stepper.questions() {
            // What the right answer is, asked of the model through "show me" on a copy.
            let mut probe = Stepper::create(id, n).expect("a walkable search");
            probe.walk.seek(stepper.walk.position());
            let shown = probe.judge(question.kind, None).expect("a question asked");
            let answer = if choose(&question, &shown) {
                shown.expected.first().cloned().unwrap_or_default()
            } else {
                "99,99".to_string()
            };
            let judgement = stepper.judge(question.kind, Some(&answer)).expect("an answer");
            assert_eq!(judgement.right, answer != "99,99", "{id}: {question:?}");
            assert_eq!(judgement.expected, shown.expected);
        }
        if !stepper.forward() {
            break;
        }
    }
    stepper.quiz.score().into()
}

#[test]
fn a_whole_search_answered_right_scores_everything() {
    for id in ids() {
        let score = answer_all(id, 4, |_, _| true);
        assert!(score.asked > 0 && score.right == score.asked, "{id}: {score:?}");
        assert_eq!(score.streak, score.asked);
    }
    // A wrong answer breaks the streak and is not right.
    let mut first = true;
    let score = answer_all("backtrack-array", 4, |_, _| !std::mem::take(&mut first));
    assert_eq!(score.right + 1, score.asked);
}

#[test]
fn a_question_counts_once_however_the_learner_steps() {
    let mut stepper = Stepper::create("backtrack-set", 4).expect("n = 4 is walked");
    let question = stepper.questions().first().cloned().expect("a first question");
    assert_eq!(question.kind, "next");
    let judgement = stepper.judge("next", Some("0,0")).expect("an answer");
    assert!(judgement.right && judgement.score.asked == 1);
    assert!(stepper.questions().iter().all(|question| question.kind != "next"));
    stepper.forward();
    stepper.back();
    // Asked again after stepping back and forth: shown, not scored twice.
    assert!(stepper.questions().iter().all(|question| question.kind != "next"));
    assert_eq!(stepper.judge("next", Some("0,0")).map(|judgement| judgement.score.asked), Ok(1));
    assert!(stepper.judge("next", Some("nonsense")).is_err());
    assert!(stepper.judge("back", Some("0,0")).is_err());
    let verdict = stepper.questions().into_iter().find(|question| question.kind == "verdict");
    let verdict = verdict.expect("a verdict follows");
    assert_eq!(verdict.cell, Some((0, 0)));
    assert_eq!(verdict.choices.len(), 4);
    let shown = stepper.judge("verdict", None).expect("shown");
    assert_eq!(
        (shown.right, shown.expected.as_slice(), shown.score.asked),
        (false, &["free".to_string()][..], 1)
    );
}

#[test]
fn the_tree_and_the_timeline_are_sent_to_the_page() {
    let mut stepper = Stepper::create("backtrack-array", 4).expect("n = 4 is walked");
    let timeline = stepper.timeline();
    assert_eq!(timeline.solutions.len(), 2);
    stepper.seek(timeline.solutions[0] as u32);
    assert_eq!(stepper.view().glyphs(), ["·Q··", "···Q", "Q···", "··Q·"]);
    let tree = stepper.tree();
    assert!(!tree.folded && tree.levels == 5);
    let current: Vec<&TreeNodeJson> =
        tree.nodes.iter().filter(|node| node.state == "current").collect();
    assert_eq!(current.len(), 1);
    assert_eq!(current[0].end, "solution");
    assert!(stepper.tree_json().contains(r#""state":"current""#));
    assert!(Address::read("mode=predict", "backtrack-array", 4).predict);
    assert_eq!(
        Address::read("mode=quiz", "backtrack-array", 4).notice,
        "the stepper has the modes watch and predict, not \"quiz\": watching"
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2_000))]

    /// Any text at all, as bytes a link could carry, opens a valid view without a panic.
    #[test]
    fn any_address_opens_a_valid_view(fragment in ".{0,80}", page_n in 0usize..40) {
        let address = Address::read(&fragment, "backtrack-array", page_n);
        proptest::prop_assert!(ids().contains(&address.approach));
        proptest::prop_assert!((1..=LARGEST_WALKED_N).contains(&address.n));
        proptest::prop_assert!(!address.notice.contains('\n'));
    }

    /// Addresses made of the right keys with any values: the view is the one asked for
    /// wherever that is valid, and the nearest valid one elsewhere.
    #[test]
    fn addresses_of_the_right_keys_open_the_nearest_view(
        approach in "(backtrack-(board|set|array|bitmask)|subset|BACKTRACK-SET|)",
        n in "(-?[0-9]{1,6}|x|)",
        step in "(-?[0-9]{1,4}|9{12}|y|)",
    ) {
        let fragment = format!("#approach={approach}&n={n}&step={step}");
        let address = Address::read(&fragment, "backtrack-array", 4);
        let stepper = Stepper::open(&Address { n: address.n.min(6), ..address.clone() });
        proptest::prop_assert!(stepper.walk.position() <= address.step);
        if let Ok(asked) = n.parse::<i128>() {
            proptest::prop_assert_eq!(address.n as i128, asked.clamp(1, 12));
        }
        if let Ok(asked) = step.parse::<usize>() {
            proptest::prop_assert_eq!(address.step, asked);
        }
        let known = ids().iter().any(|id| id.eq_ignore_ascii_case(&approach));
        let n_fits = n.parse::<i128>().is_ok_and(|n| (1..=12).contains(&n));
        let step_fits = step.parse::<i128>().is_ok_and(|step| step >= 0);
        proptest::prop_assert_eq!(address.notice.is_empty(), known && n_fits && step_fits);
    }
}

/// The number (from 1) of the line of the file at `path` that is exactly `line`.
fn line_in_file(path: &str, line: &str) -> usize {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../");
    let text = std::fs::read_to_string(format!("{root}{path}")).expect("a source file");
    text.lines().position(|candidate| candidate == line).map_or(0, |index| index + 1)
}
