//! The stepper in a real browser: the built book (`.ci/book`) in headless Chromium, driven
//! through WebDriver (chromedriver), held step for step to the native model.
//!
//! For every approach and several n, the test presses → k times and ← some times on the page,
//! as a reader does, and compares what the page shows (the board, the state, the stack, the
//! counters, the sentence and the highlighted line of code) with the [`View`] of the native
//! model after the same steps, back at the start included. It also opens a page on a link to a
//! step, the next solution and dead end keys, the page opened from disk (`file://`), and each
//! backtracking page of both books. It saves screenshots (light, dark, phone width) in
//! `target/stepper-screenshots/` for a person to look at.
//!
//! It needs the built book and `chromium` with `chromedriver`, so it sits behind the `browser`
//! feature, which `cargo test --workspace` leaves off, and `.ci/stepper-test` runs it, after
//! installing what is missing. The book is served by a small static server on 127.0.0.1, and
//! chromedriver listens on 127.0.0.1 (both from the crate's `browser` module, which
//! `tests/practice.rs` shares); the test stops both before it ends, pass or fail.

use std::time::{Duration, Instant};

use fantoccini::actions::{
    InputSource, KeyAction, KeyActions, MOUSE_BUTTON_LEFT, MouseActions, PointerAction,
};
use fantoccini::key::Key;
use fantoccini::{Client, Locator};
use nqueens_browser_test::browser::{Driver, Server, book, browser, open, root};
use nqueens_web::{Catalog, Stepper, View};
use serde_json::{Value, json};

/// What the page's first stepper shows, read from the page as text.
const READ: &str = r#"
const root = document.querySelector('.nqueens-stepper');
const all = (selector) => Array.from(root.querySelectorAll(selector));
const line = root.querySelector('.code .line.current .text');
return {
  status: root.querySelector('.status').textContent,
  cells: all('.board .row').map((row) => Array.from(row.querySelectorAll('[data-cell]')).map((cell) => cell.getAttribute('data-cell'))),
  places: all('.board [data-cell]').every((cell) => cell.parentElement.children[Number(cell.getAttribute('data-col'))] === cell
    && all('.board .row')[Number(cell.getAttribute('data-row'))] === cell.parentElement),
  cell: (() => {
    const rows = all('.board .row');
    for (let row = 0; row < rows.length; row++) {
      const cells = Array.from(rows[row].children);
      const col = cells.findIndex((cell) => cell.classList.contains('current'));
      if (col >= 0) return [row, col];
    }
    return null;
  })(),
  stack: all('.stack li').map((item) => item.textContent),
  state_title: root.querySelector('.state-title').textContent,
  state: all('.state-line').map((state) => ({
    name: state.querySelector('.name').textContent,
    values: Array.from(state.querySelectorAll('.value')).map((value) => value.textContent),
    read: Array.from(state.querySelectorAll('.value')).findIndex((value) => value.classList.contains('read')),
    note: state.querySelector('.note').textContent,
  })),
  counters: root.querySelector('.counters').textContent,
  sentence: root.querySelector('.sentence').textContent,
  matrix: root.querySelector('.matrix-pane').hidden ? null : {
    why: root.querySelector('.matrix-why').textContent,
    items: all('.matrix thead th.item').map((item) => [item.textContent,
      ['covered', 'current', 'branch'].filter((name) => item.classList.contains(name)).join(' ')]),
    options: all('.matrix tbody tr').map((option) => [option.getAttribute('data-cell'),
      [['out', 'hidden'], ['queen', 'queen'], ['current', 'current'], ['moved', 'moved']]
        .filter(([name]) => option.classList.contains(name)).map(([, said]) => said).join(' '),
      Array.from(option.querySelectorAll('td')).map((cell, index) => cell.classList.contains('on') ? index : -1).filter((index) => index >= 0)]),
    len: all('.matrix tfoot td').map((count) => count.textContent),
  },
  path: root.querySelector('.code-path').textContent,
  line: line ? line.textContent : null,
  number: line ? Number(line.previousSibling.textContent) : null,
  in_view: (() => {
    if (!line) return false;
    const box = root.querySelector('pre.code').getBoundingClientRect();
    const shown = line.parentElement.getBoundingClientRect();
    return shown.top >= box.top - 1 && shown.bottom <= box.bottom + 1;
  })(),
};
"#;

/// What the page should show for `view`, in the shape [`READ`] reads it.
fn expected(view: &View) -> Value {
    let catalog = Catalog::new();
    let entry = catalog.approaches.iter().find(|entry| entry.id == view.approach);
    let listing = &entry.expect("the view's approach is in the catalog").listing;
    json!({
        "cells": view.cells,
        "cell": view.cell.map(|(row, col)| [row, col]),
        "stack": view.stack,
        "state_title": view.state_title,
        "state": view.state.iter().map(|line| json!({
            "name": line.name,
            "values": line.values,
            "read": line.read.map_or(-1, |read| read as i64),
            "note": line.note,
        })).collect::<Vec<_>>(),
        "counters": view.counters,
        "sentence": view.sentence,
        "matrix": view.matrix.as_ref().map(|matrix| {
            let flags = |pairs: &[(&str, bool)]| {
                pairs.iter().filter(|(_, on)| *on).map(|(name, _)| *name).collect::<Vec<_>>().join(" ")
            };
            json!({
                "why": if matrix.why.is_empty() { String::new() } else {
                    // The page puts the model's reason after its own word for "chosen".
                    shown_why(&matrix.why)
                },
                "items": matrix.items.iter().map(|item| json!([
                    item.name,
                    flags(&[("covered", item.covered), ("current", item.current), ("branch", item.branch)]),
                ])).collect::<Vec<_>>(),
                "options": matrix.options.iter().map(|option| json!([
                    format!("{},{}", option.cell.0, option.cell.1),
                    flags(&[("hidden", option.hidden), ("queen", option.queen), ("current", option.current), ("moved", option.moved)]),
                    option.items,
                ])).collect::<Vec<_>>(),
                "len": matrix.items.iter().map(|item| {
                    if item.covered { "·".to_string() } else { item.options.to_string() }
                }).collect::<Vec<_>>(),
            })
        }),
        "path": listing.path,
        "line": view.line.map(|_| view.current_line()),
        "number": view.line.map(|line| listing.first_line + line),
    })
}

/// Scrolls the page so that its first stepper's board is at the top of the window.
const SCROLL_TO_STEPPER: &str =
    "document.querySelector('.nqueens-stepper .board-pane').scrollIntoView(); return true;";

/// The line over the matrix for the model's reason `why`, in the language of `why`.
fn shown_why(why: &str) -> String {
    if why.is_ascii() { format!("chosen: {why}") } else { format!("选择的理由：{why}") }
}

/// Waits until the page's steppers started, and fails if they could not.
async fn wait_ready(client: &Client) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let state = client
            .execute("return document.documentElement.getAttribute('data-stepper');", vec![])
            .await
            .expect("a script runs");
        match state.as_str() {
            Some("ready") => {
                let drawn = "return document.documentElement.getAttribute('data-stepper-ms');";
                let ms = client.execute(drawn, vec![]).await.expect("a script runs");
                let url = client.current_url().await.map(|url| url.to_string()).unwrap_or_default();
                println!(
                    "first boards drawn {} ms after the start of the load: {url}",
                    ms.as_str().unwrap_or("?")
                );
                return;
            }
            Some("failed") => panic!("the stepper failed to start"),
            _ => {}
        }
        assert!(Instant::now() < deadline, "the stepper did not start within 20 s");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Checks that the page shows `view`, and says where it differs.
async fn check(client: &Client, view: &View, context: &str) {
    let mut shown = client.execute(READ, vec![]).await.expect("the page is read");
    assert_eq!(shown["places"], true, "{context}: a cell's data-row and data-col are its place");
    if let Some(object) = shown.as_object_mut() {
        object.remove("places");
    }
    let status = shown["status"].as_str().unwrap_or_default().to_string();
    if let Some(object) = shown.as_object_mut() {
        object.remove("status");
    }
    assert_eq!(shown["in_view"], true, "{context}: the marked line is scrolled out of view");
    if let Some(object) = shown.as_object_mut() {
        object.remove("in_view");
    }
    let wanted = expected(view);
    // The status is in the page's language, as the view is.
    let step = |lang| Stepper::say_in(lang, "page.step", &format!("{{\"k\":{}}}", view.position));
    let english = format!("n = {} · {} ·", view.n, step("en"));
    let chinese = format!("n = {} · {} ·", view.n, step("zh"));
    assert!(
        status.contains(&english) || status.contains(&chinese),
        "{context}: the status says {status:?}"
    );
    let keys: Vec<String> =
        wanted.as_object().map(|object| object.keys().cloned().collect()).unwrap_or_default();
    for key in keys {
        assert_eq!(shown[&key], wanted[&key], "{context}: {key} differs from the native model");
    }
}

/// Presses `key` `times` times on the stepper.
async fn press(client: &Client, key: &str, times: usize) {
    let panel = client.find(Locator::Css(".nqueens-stepper .stepper")).await.expect("the stepper");
    let keys: String = std::iter::repeat_n(key, times).collect();
    panel.send_keys(&keys).await.expect("the keys reach the stepper");
}

/// The native model after the same moves.
fn native(id: &str, n: usize) -> Stepper {
    Stepper::create(id, n).expect("an approach and n the stepper takes")
}

/// Where the page's first stepper stands in the predict mode: its position, whether the
/// search is over, the question it asks (if any), the score and the last answer's verdict.
const PREDICT: &str = r#"
const root = document.querySelector('.nqueens-stepper');
const status = root.querySelector('.status').textContent;
const step = /step (\d+)/.exec(status);
return {
  position: step ? Number(step[1]) : -1,
  end: status.includes('the end'),
  question: root.getAttribute('data-question') || '',
  score: root.getAttribute('data-score') || '',
  last: root.getAttribute('data-last-answer') || '',
  feedback: root.querySelector('.feedback').textContent,
  expected: Array.from(root.querySelectorAll('.board .cell.expected')).map((cell) => [Number(cell.getAttribute('data-row')), Number(cell.getAttribute('data-col'))]),
};
"#;

/// Clicks the element `css` of the page's first stepper.
async fn click(client: &Client, css: &str) {
    let found =
        client.find(Locator::Css(css)).await.unwrap_or_else(|_| panic!("{css} is on the page"));
    found.click().await.unwrap_or_else(|_| panic!("{css} takes a click"));
}

/// Gives the page's question the answer named `answer`: a click on the cell, or on the button.
async fn give(client: &Client, answer: &str) {
    match answer.split_once(',') {
        Some((row, col)) => {
            click(
                client,
                &format!(".nqueens-stepper .board .cell[data-row='{row}'][data-col='{col}']"),
            )
            .await;
        }
        None => {
            click(client, &format!(".nqueens-stepper .ask button[data-answer='{answer}']")).await
        }
    }
}

/// The right answer to the question of kind `kind` before step `position`, from the native
/// model.
fn right_answer(id: &str, n: usize, position: usize, kind: &str) -> String {
    let mut model = native(id, n);
    model.seek(u32::try_from(position).expect("a small position"));
    let shown = model.judge(kind, None).expect("the model asks the page's question");
    shown.expected.first().cloned().expect("a question has an answer")
}

/// Waits until the page's first stepper has surveyed its search (the tree and the timeline).
async fn wait_surveyed(client: &Client) -> u64 {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let read =
            "return document.querySelector('.nqueens-stepper').getAttribute('data-survey-ms');";
        let ms = client.execute(read, vec![]).await.expect("a script runs");
        if let Some(ms) = ms.as_str().and_then(|ms| ms.parse().ok()) {
            return ms;
        }
        assert!(Instant::now() < deadline, "the search was not surveyed within 30 s");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "current_thread")]
async fn the_stepper_in_the_browser_shows_what_the_native_model_shows() {
    let book = book();
    assert!(book.join("stepper.html").exists(), "build the book first (.ci/book)");
    let server = Server::start(book.clone());
    let driver = Driver::start();
    let profile = std::env::temp_dir().join(format!("nqueens-stepper-{}", std::process::id()));
    let client = browser(&driver, &profile, 1280, 1000).await;
    let mut cases = 0;

    // Every approach, several n, k steps forwards and some back, then back to the start.
    for id in nqueens_web::ids() {
        for (n, forwards, backwards) in [(1, 3, 3), (4, 25, 9), (6, 61, 30), (12, 140, 70)] {
            let url = server.url(&format!("stepper.html#approach={id}&n={n}&step=0"));
            open(&client, &url).await;
            wait_ready(&client).await;
            let mut model = native(id, n);
            check(&client, &model.view(), &format!("{id}, n = {n}, the start")).await;
            press(&client, &Key::Right.to_string(), forwards).await;
            for _ in 0..forwards {
                model.forward();
            }
            check(&client, &model.view(), &format!("{id}, n = {n}, {forwards} steps")).await;
            press(&client, &Key::Left.to_string(), backwards).await;
            for _ in 0..backwards {
                model.back();
            }
            let context = format!("{id}, n = {n}, {forwards} steps and {backwards} back");
            check(&client, &model.view(), &context).await;
            press(&client, "r", 1).await;
            model.restart();
            check(&client, &model.view(), &format!("{id}, n = {n}, restarted")).await;
            // The next solution and the next dead end, by their keys.
            press(&client, "n", 1).await;
            model.next_solution();
            check(&client, &model.view(), &format!("{id}, n = {n}, next solution")).await;
            press(&client, "d", 1).await;
            model.next_dead_end();
            check(&client, &model.view(), &format!("{id}, n = {n}, next dead end")).await;
            cases += 1;
        }
    }

    // A link opens on its step, and the address follows the steps.
    let url = server.url("stepper.html#approach=backtrack-set&n=5&step=37");
    open(&client, &url).await;
    wait_ready(&client).await;
    let mut model = native("backtrack-set", 5);
    model.seek(37);
    check(&client, &model.view(), "a link to step 37").await;
    press(&client, &Key::Right.to_string(), 2).await;
    let address = client.current_url().await.expect("an address");
    assert_eq!(address.fragment(), Some("approach=backtrack-set&n=5&step=39"));

    // The larger board (↑) and the next approach (a) by their keys.
    press(&client, &Key::Up.to_string(), 1).await;
    check(&client, &native("backtrack-set", 6).view(), "↑ after a link").await;
    press(&client, "a", 1).await;
    check(&client, &native("backtrack-array", 6).view(), "a after ↑").await;

    // A learner who reads "press step (→)" and presses → before clicking into the stepper: with
    // nothing focused, the keys go to the stepper on screen, and the book does not turn its
    // page (mdBook's own keys for the next and the previous page are ← and →).
    client
        .execute(
            "document.activeElement.blur(); \
             document.querySelector('.nqueens-stepper').scrollIntoView();",
            vec![],
        )
        .await
        .expect("the focus leaves the stepper");
    let mut arrows = KeyActions::new("keyboard".into());
    for _ in 0..3 {
        let right = Key::Right.to_string().chars().next().expect("a key");
        arrows = arrows.then(KeyAction::Down { value: right }).then(KeyAction::Up { value: right });
    }
    client.perform_actions(arrows).await.expect("the keys are pressed on the page");
    let address = client.current_url().await.expect("an address");
    assert!(address.path().ends_with("/stepper.html"), "→ turned the page: {address}");
    let mut model = native("backtrack-array", 6);
    for _ in 0..3 {
        model.forward();
    }
    check(&client, &model.view(), "→ three times with nothing focused").await;

    // A link is outside input: one the stepper cannot show opens the nearest valid view, says
    // what it changed in the status line, and the controls show that view.
    for (fragment, approach, n, step, said) in [
        ("approach=foo&n=99999&step=-5", "backtrack-array", 12, 0, r#"not "foo": showing"#),
        ("approach=BACKTRACK-SET&n=0&step=7", "backtrack-set", 1, 7, r#"not "0": showing n = 1"#),
        (
            "approach=backtrack-bitmask&n=4&step=999999",
            "backtrack-bitmask",
            4,
            999_999,
            "showing the end",
        ),
        ("n=%E2%80%AE&step=1e3&&=&approach", "backtrack-array", 6, 0, "is not a number"),
    ] {
        open(&client, &server.url(&format!("stepper.html#{fragment}"))).await;
        wait_ready(&client).await;
        let mut model = native(approach, n);
        model.seek(step);
        check(&client, &model.view(), &format!("the link #{fragment}")).await;
        let controls = r#"
            const root = document.querySelector('.nqueens-stepper');
            return [root.querySelector('select.approach').value, root.querySelector('select.size').value,
                    root.querySelector('.status').textContent];
        "#;
        let shown = client.execute(controls, vec![]).await.expect("the controls are read");
        assert_eq!(shown[0], approach, "#{fragment}: the approach control");
        assert_eq!(shown[1], n.to_string(), "#{fragment}: the size control");
        let status = shown[2].as_str().unwrap_or_default();
        assert!(status.contains(said), "#{fragment}: the status says what changed: {status:?}");
        println!(
            "the link #{fragment} opens {approach}, n = {n}, step {}: {status}",
            model.position()
        );
        cases += 1;
    }

    // Every backtracking page, in both languages, runs its stepper at its own approach, and
    // speaks the page's language: on a Chinese page, the model's Chinese, and the page's own
    // words Chinese too.
    for id in nqueens_web::ids() {
        for page in [format!("{id}.html"), format!("zh/{id}.html")] {
            open(&client, &server.url(&page)).await;
            wait_ready(&client).await;
            // Each page opens its stepper at n = 6, the exact-cover page at n = 4, where its
            // matrix (16 options) is the one the page's figure draws.
            let n = if id == "backtrack-dlx" { 4 } else { 6 };
            let mut model = native(id, n);
            if page.starts_with("zh/") {
                model.set_lang("zh");
                let words = r#"
                    const root = document.querySelector('.nqueens-stepper');
                    return Array.from(root.querySelectorAll('button, label, h4, .keys, .status, .timeline-text'))
                      .map((node) => node.textContent).join(' | ');
                "#;
                let shown = client.execute(words, vec![]).await.expect("the page is read");
                let mut shown = shown.as_str().unwrap_or_default().to_string();
                // Nothing English but identifiers, numbers and keys: once the approaches' ids
                // and the source's path are taken out, no English word of the page's controls
                // is left.
                shown = shown.replace(&format!("crates/{id}/src/lib.rs"), "");
                for known in nqueens_web::ids() {
                    shown = shown.replace(known, "");
                }
                let words: Vec<&str> = shown
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .filter(|word| !word.is_empty())
                    .collect();
                for english in [
                    "restart", "back", "play", "next", "solution", "dead", "end", "predict",
                    "show", "board", "paused", "step", "Keys", "speed", "approach", "code",
                    "stack",
                ] {
                    assert!(!words.contains(&english), "{page}: {english:?} in {shown:?}");
                }
                println!("{page}: {}", shown.chars().take(120).collect::<String>());
            }
            check(&client, &model.view(), &page).await;
            press(&client, &Key::Right.to_string(), 5).await;
            model.seek(5);
            check(&client, &model.view(), &format!("{page}, 5 steps")).await;
        }
    }

    // The predict mode, answered right all through the search of n = 4, for every approach:
    // each answer is the native model's, given by a click on the page, and the score ends at
    // 100%.
    for id in nqueens_web::ids() {
        open(&client, &server.url(&format!("stepper.html#approach={id}&n=4&mode=predict"))).await;
        wait_ready(&client).await;
        let mut answered = 0;
        loop {
            let state = client.execute(PREDICT, vec![]).await.expect("the page is read");
            let question = state["question"].as_str().unwrap_or_default().to_string();
            if question.is_empty() {
                if state["end"] == true {
                    break;
                }
                press(&client, &Key::Right.to_string(), 1).await;
                continue;
            }
            let position = state["position"].as_u64().expect("a position") as usize;
            let answer = right_answer(id, 4, position, &question);
            give(&client, &answer).await;
            let after = client.execute(PREDICT, vec![]).await.expect("the page is read");
            assert_eq!(after["last"], "right", "{id}: {question} before step {position}: {answer}");
            answered += 1;
        }
        let state = client.execute(PREDICT, vec![]).await.expect("the page is read");
        assert_eq!(state["score"], format!("{answered}/{answered}"), "{id}");
        let mut model = native(id, 4);
        model.seek(u32::MAX);
        check(&client, &model.view(), &format!("{id}, n = 4, predicted to the end")).await;
        println!("predict mode, {id}, n = 4: {answered} questions answered right, 100%");
        cases += 1;
    }

    // A wrong answer is refused, and the page marks the right one.
    open(&client, &server.url("stepper.html#approach=backtrack-array&n=5&step=0&mode=predict"))
        .await;
    wait_ready(&client).await;
    press(&client, &Key::Right.to_string(), 1).await;
    let state = client.execute(PREDICT, vec![]).await.expect("the page is read");
    assert_eq!(state["question"], "next");
    give(&client, "3,3").await;
    let state = client.execute(PREDICT, vec![]).await.expect("the page is read");
    assert_eq!((&state["last"], &state["score"]), (&json!("wrong"), &json!("0/1")));
    assert!(
        state["feedback"]
            .as_str()
            .unwrap_or_default()
            .starts_with("Not quite: the answer is (0, 0)")
    );
    assert_eq!(state["expected"], json!([[0, 0]]), "the right cell is marked");
    assert_eq!(state["question"], "verdict", "the next question follows");
    cases += 1;

    // A click on a node of the tree goes to the step that entered it.
    open(&client, &server.url("stepper.html#approach=backtrack-set&n=5&step=60")).await;
    wait_ready(&client).await;
    wait_surveyed(&client).await;
    let nodes = r#"return Array.from(document.querySelectorAll('.nqueens-stepper .tree [data-step]')).map((node) => Number(node.getAttribute('data-step')));"#;
    let steps: Vec<u64> =
        serde_json::from_value(client.execute(nodes, vec![]).await.expect("read"))
            .expect("the steps of the nodes");
    let mut model = native("backtrack-set", 5);
    model.seek(60);
    let tree_nodes = nqueens_web::Stepper::tree(&mut model).nodes.len();
    assert_eq!(steps.len(), tree_nodes, "the page draws every node of the model's tree");
    // Going back in the tree shrinks it: the nodes are clicked from the last entered back, so
    // that each is still drawn when its turn comes.
    let mut later_first: Vec<u64> = steps.iter().copied().filter(|&step| step > 0).collect();
    later_first.sort_unstable_by(|a, b| b.cmp(a));
    for &step in later_first.iter().take(6) {
        let node = format!(".nqueens-stepper .tree [data-step='{step}'] > :is(circle, rect)");
        click(&client, &node).await;
        let mut model = native("backtrack-set", 5);
        model.seek(u32::try_from(step).expect("a small step"));
        check(&client, &model.view(), &format!("the tree's node of step {step}")).await;
        // The clicked node is now the current one.
        let current = "return document.querySelector('.nqueens-stepper .tree .node.current').getAttribute('data-step');";
        let shown = client.execute(current, vec![]).await.expect("read");
        assert_eq!(shown, json!(step.to_string()));
    }
    cases += 1;

    // A drag along the timeline that ends on the first solution's mark shows that solution.
    open(&client, &server.url("stepper.html#approach=backtrack-array&n=6&step=0")).await;
    wait_ready(&client).await;
    wait_surveyed(&client).await;
    let bar = r#"
        const timeline = document.querySelector('.nqueens-stepper .timeline');
        const box = timeline.querySelector('.timeline-bar').getBoundingClientRect();
        return [Number(timeline.getAttribute('data-total')), Number(timeline.getAttribute('data-first-solution')), box.width];
    "#;
    let read = client.execute(bar, vec![]).await.expect("the timeline is read");
    let (total, first, width) = (
        read[0].as_f64().unwrap_or(1.0),
        read[1].as_f64().unwrap_or(0.0),
        read[2].as_f64().unwrap_or(1.0),
    );
    let element = client
        .find(Locator::Css(".nqueens-stepper .timeline-bar"))
        .await
        .expect("the timeline's bar");
    let x = first / total * (width - 1.0) - width / 2.0;
    let drag = MouseActions::new("mouse".to_string())
        .then(PointerAction::MoveToElement {
            element: element.clone(),
            duration: None,
            x: -width / 2.0 + 2.0,
            y: 0.0,
        })
        .then(PointerAction::Down { button: MOUSE_BUTTON_LEFT })
        .then(PointerAction::MoveToElement {
            element: element.clone(),
            duration: Some(Duration::from_millis(200)),
            x: x - 30.0,
            y: 0.0,
        })
        .then(PointerAction::MoveToElement { element, duration: None, x, y: 0.0 })
        .then(PointerAction::Up { button: MOUSE_BUTTON_LEFT });
    client.perform_actions(drag).await.expect("the drag is performed");
    let mut model = native("backtrack-array", 6);
    model.seek(u32::try_from(first as u64).expect("a small step"));
    let view = model.view();
    assert!(view.sentence.starts_with("Solution 1"), "{}", view.sentence);
    check(&client, &view, "dragged to the first solution's mark").await;
    // The slider takes the keys: PageDown goes back a tenth.
    let slider =
        client.find(Locator::Css(".nqueens-stepper .timeline-slider")).await.expect("the slider");
    slider.send_keys(&Key::PageDown.to_string()).await.expect("keys reach the slider");
    let tenth = (total / 10.0).round() as u32;
    let mut model = native("backtrack-array", 6);
    model.seek(u32::try_from(first as u64).expect("a small step").saturating_sub(tenth));
    check(&client, &model.view(), "PageDown on the timeline").await;
    cases += 1;

    // Measured, not asserted: at n = 12, the survey of the whole search, and the drawing of
    // one step (board, tree, timeline, state and code, as the page times it in `draw`), deep in
    // the search, over 100 steps forwards and 50 back: median, 95th percentile and slowest.
    for id in nqueens_web::ids() {
        open(&client, &server.url(&format!("stepper.html#approach={id}&n=12&step=1000000"))).await;
        wait_ready(&client).await;
        let survey = wait_surveyed(&client).await;
        let read =
            "return document.querySelector('.nqueens-stepper').getAttribute('data-draw-ms');";
        let mut times = Vec::new();
        for key in std::iter::repeat_n(Key::Right, 100).chain(std::iter::repeat_n(Key::Left, 50)) {
            press(&client, &key.to_string(), 1).await;
            let ms = client.execute(read, vec![]).await.expect("a script runs");
            times.push(ms.as_str().and_then(|ms| ms.parse::<f64>().ok()).unwrap_or(f64::NAN));
        }
        times.sort_by(f64::total_cmp);
        let at = |fraction: f64| times[((times.len() - 1) as f64 * fraction).round() as usize];
        println!(
            "in the browser, n = 12, {id}: the whole search surveyed in {survey} ms; drawing one \
             step: median {:.1} ms, 95th percentile {:.1} ms, slowest {:.1} ms (150 steps)",
            at(0.5),
            at(0.95),
            at(1.0)
        );
    }

    // Measured, not asserted: deep in the search of n = 12, the step that leaves the window,
    // with and without the page's idle preparation, and the memory of the module.
    let measure = r#"
        const [id] = arguments;
        const stepper = new wasm_bindgen.Stepper(id, 12);
        let start = performance.now();
        const deep = stepper.seek(11000000);
        const seek = performance.now() - start;
        let slowest = 0, steps = 0;
        while (true) {
          stepper.prepare();
          start = performance.now();
          const moved = stepper.forward();
          slowest = Math.max(slowest, performance.now() - start);
          if (!moved) break;
          steps++;
        }
        const bytes = wasm_bindgen.Stepper.memoryBytes();
        stepper.free();
        return { deep, seek, steps, slowest, bytes };
    "#;
    for id in nqueens_web::ids() {
        let measured = client.execute(measure, vec![json!(id)]).await.expect("the model runs");
        println!("in the browser, n = 12, {id}: {measured}");
    }

    // Screenshots for a person to look at: light, dark and a phone's width.
    let shots = root().join("target/stepper-screenshots");
    std::fs::create_dir_all(&shots).expect("a folder for the screenshots");
    for (theme, name) in [("light", "light"), ("coal", "dark")] {
        client.goto(&server.url("stepper.html")).await.expect("the page loads");
        let set = format!("localStorage.setItem('mdbook-theme', '{theme}'); return true;");
        client.execute(&set, vec![]).await.expect("the theme is set");
        client
            .goto(&server.url("stepper.html#approach=backtrack-array&n=6&step=40&mode=predict"))
            .await
            .expect("loads");
        client.refresh().await.expect("the page reloads");
        wait_ready(&client).await;
        wait_surveyed(&client).await;
        // Step 41 is a dead end, and the predict mode asks where the search goes back to.
        press(&client, &Key::Right.to_string(), 2).await;
        let png = client.screenshot().await.expect("a screenshot");
        std::fs::write(shots.join(format!("{name}.png")), png).expect("the screenshot is saved");
    }
    // The Chinese book's stepper, light; and the exact-cover search with its matrix, deep
    // enough that items are covered and options hidden.
    client.goto(&server.url("stepper.html")).await.expect("the page loads");
    client
        .execute("localStorage.setItem('mdbook-theme', 'light'); return true;", vec![])
        .await
        .expect("the theme is set");
    for (page, name) in [
        ("zh/stepper.html#approach=backtrack-array&n=6&step=40&mode=predict", "zh-light"),
        ("backtrack-dlx.html#approach=backtrack-dlx&n=5&step=14", "dlx"),
    ] {
        open(&client, &server.url(page)).await;
        wait_ready(&client).await;
        wait_surveyed(&client).await;
        press(&client, &Key::Right.to_string(), 2).await;
        client.execute(SCROLL_TO_STEPPER, vec![]).await.expect("the page scrolls");
        let png = client.screenshot().await.expect("a screenshot");
        std::fs::write(shots.join(format!("{name}.png")), png).expect("the screenshot is saved");
    }
    client.close().await.expect("the session ends");

    // The page opened from disk, where a module script or a fetched .wasm would be refused; and
    // a phone's width.
    let client = browser(&driver, &profile, 390, 1400).await;
    let page = book.canonicalize().expect("the book's folder").join("stepper.html");
    let url = format!("file://{}#approach=backtrack-bitmask&n=8&step=12", page.display());
    client.goto(&url).await.expect("the page opens from disk");
    wait_ready(&client).await;
    let mut model = native("backtrack-bitmask", 8);
    model.seek(12);
    check(&client, &model.view(), "opened from disk").await;
    // On a phone, with the tree drawn and a question of the predict mode asked.
    wait_surveyed(&client).await;
    press(&client, "p", 1).await;
    press(&client, &Key::Right.to_string(), 1).await;
    let png = client.screenshot().await.expect("a screenshot");
    std::fs::write(shots.join("phone.png"), png).expect("the screenshot is saved");
    // A phone on the Chinese page of exact cover, its matrix under the board.
    open(&client, &server.url("zh/backtrack-dlx.html#approach=backtrack-dlx&n=4&step=9")).await;
    wait_ready(&client).await;
    client.execute(SCROLL_TO_STEPPER, vec![]).await.expect("the page scrolls");
    let png = client.screenshot().await.expect("a screenshot");
    std::fs::write(shots.join("zh-phone.png"), png).expect("the screenshot is saved");
    client.close().await.expect("the session ends");

    drop(driver);
    drop(server);
    let _ = std::fs::remove_dir_all(&profile);
    assert_eq!(cases, 32);
}
