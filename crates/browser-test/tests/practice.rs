//! The practice panel in a real browser, as a learner meets it: the built book (`.ci/book`) in
//! headless Chromium, the panel of the practice page of both books driven through WebDriver.
//!
//! The learner picks an exercise, shows its answer and checks it (every exercise of the panel,
//! all seven of the tool, passes, in both books, and from disk); makes mistakes of the catalogue
//! (a missing undo, a diagonal with the wrong sign in `place_row` and in the attack test, the
//! bitmask shifted the wrong way, uncover in the order of cover, the middle column counted
//! twice, columns only), each of which gives the first difference the tool gives for the same
//! mistake in Rust (`crates/practice/tests/catalogue.rs`), with its board drawn and the
//! learner's search tree beside the textbook's, the node where they part ringed; and writes an
//! endless loop, which the page stops after its time while staying usable. The words are the
//! phrase book's, in the page's language. Screenshots (light and a phone's width, English and Chinese) land in
//! `target/stepper-screenshots/practice-*.png` for a person to look at.

use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use nqueens_browser_test::browser::{Driver, Server, book, browser, open, root};
use nqueens_web::Stepper;
use serde_json::{Value, json};

/// The phrase `key` of the phrase book in `lang`, its holes from `values`, as the page asks the
/// module for it.
fn say(lang: &str, key: &str, values: &Value) -> String {
    Stepper::say_in(lang, key, &values.to_string())
}

/// The panel's exercises in `lang`, as the module gives them to the page.
fn exercises(lang: &str) -> Vec<Value> {
    let practice: Value =
        serde_json::from_str(&Stepper::practice_json(lang)).expect("the exercises as JSON");
    practice["exercises"].as_array().cloned().unwrap_or_default()
}

/// Waits until the page's practice panels are built, and fails if they could not be.
async fn wait_ready(client: &Client) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let state = client
            .execute("return document.documentElement.getAttribute('data-practice');", vec![])
            .await
            .expect("a script runs");
        match state.as_str() {
            Some("ready") => return,
            Some("failed") => panic!("the practice panel failed to start"),
            _ => {}
        }
        assert!(Instant::now() < deadline, "the practice panel did not start within 20 s");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Picks exercise `id` in the panel's list, as a learner does.
async fn pick(client: &Client, id: &str) {
    let select =
        client.find(Locator::Css(".nqueens-practice select.exercise")).await.expect("the list");
    select.select_by_value(id).await.expect("the exercise is offered");
}

/// Clicks the panel's button of `action`, scrolled to the middle of the window first (as a
/// learner sees it, not under the book's header).
async fn click(client: &Client, action: &str) {
    let css = format!(".nqueens-practice button[data-action={action}]");
    let scroll =
        "document.querySelector(arguments[0]).scrollIntoView({ block: 'center' }); return true;";
    client.execute(scroll, vec![json!(css)]).await.expect("the page scrolls");
    client.find(Locator::Css(&css)).await.expect("the button").click().await.expect("a click");
}

/// Scrolls the page so that `css` (in the panel) stands just under the book's header.
const SCROLL_UNDER_HEADER: &str = "const shown = document.querySelector(arguments[0]); \
    window.scrollTo(0, shown.getBoundingClientRect().top + window.scrollY - 70); return true;";

/// The code in the panel's editor.
async fn code(client: &Client) -> String {
    let read = "return document.querySelector('.nqueens-practice textarea.code').value;";
    let value = client.execute(read, vec![]).await.expect("the editor is read");
    value.as_str().unwrap_or_default().to_string()
}

/// Writes `text` in the editor, in place of what it holds.
async fn write(client: &Client, text: &str) {
    let editor =
        client.find(Locator::Css(".nqueens-practice textarea.code")).await.expect("the editor");
    editor.clear().await.expect("the editor is emptied");
    // Typed as a learner would type it would take minutes for a whole function: the text is set
    // and the editor told, as a paste does.
    let set = "const editor = document.querySelector('.nqueens-practice textarea.code'); \
               editor.value = arguments[0]; editor.dispatchEvent(new Event('input')); return true;";
    client.execute(set, vec![json!(text)]).await.expect("the code is written");
}

/// What the panel shows after a check.
const READ: &str = r#"
const root = document.querySelector('.nqueens-practice');
const board = root.querySelector('.board');
const cells = Array.from(board.querySelectorAll('.row')).map((row) =>
  Array.from(row.querySelectorAll('[data-cell]')).map((cell) => cell.getAttribute('data-cell')));
// A tree drawn: its nodes, the queen of the node ringed where the searches part, and the
// counts of rejected cells written beside nodes.
const tree = (box) => {
  const ringed = box.querySelectorAll('.node.parts');
  return {
    nodes: box.querySelectorAll('.node').length,
    parts: ringed.length === 1 ? ringed[0].getAttribute('data-queen') : null,
    rejected: Array.from(box.querySelectorAll('text.rejected')).map((text) => text.textContent),
  };
};
const find = (name) => {
  const cell = board.querySelector('.cell.' + name);
  return cell ? [Number(cell.getAttribute('data-row')), Number(cell.getAttribute('data-col'))] : null;
};
return {
  verdict: root.getAttribute('data-verdict'),
  n: Number(root.getAttribute('data-n')) || null,
  step: Number(root.getAttribute('data-step')) || null,
  status: root.querySelector('.status').textContent,
  text: root.querySelector('pre.verdict').textContent,
  board_shown: !board.hidden,
  drawn: ['.board', '.board-caption', '.stepper-link'].map((css) =>
    getComputedStyle(root.querySelector(css)).display !== 'none'),
  caption: root.querySelector('.board-caption').textContent,
  cells: cells,
  current: find('current'),
  yours: find('yours'),
  link: board.hidden ? null : root.querySelector('.stepper-link').getAttribute('href'),
  trees: root.querySelector('.trees').hidden ? null : {
    caption: root.querySelector('.trees-caption').textContent,
    headings: Array.from(root.querySelectorAll('.tree-pane h4')).map((h) => h.textContent),
    yours: tree(root.querySelectorAll('.tree')[0]),
    textbook: tree(root.querySelectorAll('.tree')[1]),
  },
};
"#;

/// Clicks check and waits for the verdict (at most `wait`); returns what the panel shows and
/// how long the verdict took.
async fn check(client: &Client, wait: Duration) -> (Value, Duration) {
    let start = Instant::now();
    click(client, "check").await;
    loop {
        let shown = client.execute(READ, vec![]).await.expect("the panel is read");
        if shown["verdict"] != "running" {
            return (shown, start.elapsed());
        }
        assert!(start.elapsed() < wait, "no verdict within {wait:?}");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// The answer of `id` in `lang`, with `from` replaced by `to` (which must occur): a mistake.
fn mistake(lang: &str, id: &str, from: &str, to: &str) -> String {
    let exercise = exercises(lang).into_iter().find(|exercise| exercise["id"] == id);
    let answer = exercise.expect("an exercise of the panel")["answer"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(answer.contains(from), "{id}: {from:?} is in the answer");
    answer.replacen(from, to, 1)
}

/// Holds the panel's first difference to the tool's for the same mistake: n, the step, the
/// heading, the part that differs, and the board with the textbook's cell and the learner's.
fn assert_differs(shown: &Value, lang: &str, id: &str, (n, step): (usize, usize), part: &str) {
    assert_eq!(shown["verdict"], "differs", "{id}: {shown}");
    assert_eq!((shown["n"].as_u64(), shown["step"].as_u64()), (Some(n as u64), Some(step as u64)));
    let heading = say(lang, "practice.differs", &json!({ "id": id, "n": n, "step": step }));
    assert_eq!(shown["status"], heading, "{id}");
    let state = say(lang, "practice.differs.state", &json!({ "name": part }));
    assert!(shown["text"].as_str().unwrap_or_default().contains(&state), "{id}: {shown}");
    assert_eq!(shown["board_shown"], true);
    assert_eq!(shown["drawn"], json!([true, true, true]), "the board, its caption and link");
    assert_eq!(shown["cells"].as_array().map(Vec::len), Some(n), "{id}: an n × n board");
    let caption = say(lang, "practice.page.board", &json!({ "step": step, "n": n }));
    assert_eq!(shown["caption"], caption);
    // The board is drawn once: the words beside it hold the states alone, their heading on a
    // line of its own, with no board of text left of it.
    let heading = say(lang, "practice.state.textbook", &json!({}));
    let text = shown["text"].as_str().unwrap_or_default();
    assert!(text.lines().any(|line| line.trim() == heading), "{id}: no board in the words: {text}");
}

/// Holds the panel's first difference of steps to the tool's for the same mistake: n, the step,
/// the heading, the board drawn, and both trees with the node where they part ringed.
fn assert_parts(shown: &Value, lang: &str, id: &str, (n, step): (usize, usize)) {
    assert_eq!(shown["verdict"], "differs", "{id}: {shown}");
    assert_eq!(
        (shown["n"].as_u64(), shown["step"].as_u64()),
        (Some(n as u64), Some(step as u64)),
        "{id}"
    );
    let heading = say(lang, "practice.differs", &json!({ "id": id, "n": n, "step": step }));
    assert_eq!(shown["status"], heading, "{id}");
    assert_eq!(shown["drawn"], json!([true, true, true]), "the board, its caption and link");
    let trees = &shown["trees"];
    assert!(trees["yours"]["nodes"].as_u64() >= Some(1), "{id}: {trees}");
    assert!(trees["yours"]["parts"].is_string() || trees["yours"]["nodes"] == 1, "{id}: {trees}");
    assert!(
        trees["textbook"]["parts"].is_string() || trees["textbook"]["nodes"] == 1,
        "{id}: {trees}"
    );
}

/// The hints the panel shows, and whether its button offers another.
const HINTS: &str = "const root = document.querySelector('.nqueens-practice'); \
    return { hints: Array.from(root.querySelectorAll('ol.hints li')).map((li) => li.textContent), \
    more: !root.querySelector('button[data-action=hint]').disabled };";

#[tokio::test(flavor = "current_thread")]
async fn the_practice_panel_checks_a_learners_javascript_step_by_step() {
    let book = book();
    assert!(book.join("practice.html").exists(), "build the book first (.ci/book)");
    let server = Server::start(book.clone());
    let driver = Driver::start();
    let profile = std::env::temp_dir().join(format!("nqueens-practice-{}", std::process::id()));
    let client = browser(&driver, &profile, 1280, 1000).await;
    let shots = root().join("target/stepper-screenshots");
    std::fs::create_dir_all(&shots).expect("a folder for the screenshots");
    let screenshot = |name: String| {
        let client = client.clone();
        let path = shots.join(format!("practice-{name}.png"));
        async move {
            let css = json!(".nqueens-practice .controls");
            client.execute(SCROLL_UNDER_HEADER, vec![css]).await.expect("the page scrolls");
            let png = client.screenshot().await.expect("a screenshot");
            std::fs::write(path, png).expect("the screenshot is saved");
        }
    };
    // The verdict from its first line, the board and the trees under it.
    let verdict_screenshot = |name: String| {
        let client = client.clone();
        let path = shots.join(format!("practice-{name}.png"));
        async move {
            let css = json!(".nqueens-practice .result");
            client.execute(SCROLL_UNDER_HEADER, vec![css]).await.expect("the page scrolls");
            let png = client.screenshot().await.expect("a screenshot");
            std::fs::write(path, png).expect("the screenshot is saved");
        }
    };
    let minute = Duration::from_secs(60);

    for (lang, page) in [("en", "practice.html"), ("zh", "zh/practice.html")] {
        open(&client, &server.url(page)).await;
        client
            .execute("localStorage.setItem('mdbook-theme', 'light'); return true;", vec![])
            .await
            .expect("the theme is set");
        open(&client, &server.url(page)).await;
        wait_ready(&client).await;

        // Every exercise's skeleton comes first, and its answer passes for n = 1 to 8.
        let offered = exercises(lang);
        assert_eq!(offered.len(), 7, "every exercise of nqueens practice");
        for exercise in &offered {
            let id = exercise["id"].as_str().unwrap_or_default();
            pick(&client, id).await;
            assert_eq!(code(&client).await, exercise["skeleton"], "{lang} {id}: the skeleton");
            let (shown, _) = check(&client, minute).await;
            assert_eq!(shown["verdict"], "differs", "{lang} {id}: a skeleton parts at once");
            click(&client, "answer").await;
            assert_eq!(code(&client).await, exercise["answer"]);
            let (shown, took) = check(&client, minute).await;
            println!("{lang} {id}: the answer's verdict in {took:?}");
            let agrees = say(lang, "practice.agrees", &json!({ "id": id, "largest": 8 }));
            assert_eq!(shown["verdict"], "agrees", "{lang} {id}: {shown}");
            assert_eq!(shown["status"], agrees);
            // The mirror count does about half the textbook's work, and says so.
            let key =
                if id == "mirror-count" { "practice.agrees.fewer" } else { "practice.agrees.same" };
            let same = say(lang, key, &json!({}));
            assert!(shown["text"].as_str().unwrap_or_default().contains(&same), "{shown}");
            assert_eq!(shown["board_shown"], false);
            assert_eq!(shown["drawn"], json!([false, false, false]), "no board when all agree");
        }
        screenshot(format!("{lang}-agrees")).await;

        // The ladder of hints, one more at each press, as `nqueens practice hint` climbs it.
        pick(&client, "place-row-array").await;
        let ladder = offered.iter().find(|exercise| exercise["id"] == "place-row-array");
        let ladder = ladder.expect("the exercise")["hints"].as_array().cloned().unwrap_or_default();
        assert_eq!(ladder.len(), 3);
        for count in 1..=ladder.len() {
            click(&client, "hint").await;
            let shown = client.execute(HINTS, vec![]).await.expect("the hints are read");
            assert_eq!(shown["hints"], json!(ladder[..count]), "{lang}: {count} hints");
            assert_eq!(shown["more"], count < ladder.len());
        }
        screenshot(format!("{lang}-hints")).await;

        // A missing undo: for n = 1 the queen on (0, 0) is removed with cols[0] still set.
        write(&client, &mistake(lang, "place-row-array", "    cols[col] = false;\n", "")).await;
        let (shown, _) = check(&client, minute).await;
        assert_differs(&shown, lang, "place-row-array", (1, 3), "cols");
        assert_eq!(
            (shown["current"].clone(), shown["yours"].clone()),
            (json!([0, 0]), json!([0, 0]))
        );
        assert_eq!(shown["link"], "stepper.html#approach=backtrack-array&n=1&step=3");
        screenshot(format!("{lang}-missing-undo")).await;
        verdict_screenshot(format!("{lang}-missing-undo-verdict")).await;

        // A diagonal with the wrong sign: the same steps, the flags set in other places.
        write(
            &client,
            &mistake(
                lang,
                "place-row-array",
                "const diag1 = row + n - 1 - col;",
                "const diag1 = col + n - 1 - row;",
            ),
        )
        .await;
        let (shown, _) = check(&client, minute).await;
        assert_differs(&shown, lang, "place-row-array", (2, 6), "diags1");
        assert_eq!(
            (shown["current"].clone(), shown["yours"].clone()),
            (json!([0, 1]), json!([0, 1]))
        );

        // The bitmask shifted the wrong way: the diagonal moves left in the next row.
        pick(&client, "place-row-bitmask").await;
        let shifted = mistake(
            lang,
            "place-row-bitmask",
            "(diags1 | bit) << 1, (diags2 | bit) >> 1",
            "(diags1 | bit) >> 1, (diags2 | bit) << 1",
        );
        write(&client, &shifted).await;
        let (shown, _) = check(&client, minute).await;
        assert_differs(&shown, lang, "place-row-bitmask", (3, 2), "diags1");
        screenshot(format!("{lang}-shift")).await;

        // The three exercises that report no state of their own, or exact cover's counts, part
        // where the tool parts for the same mistakes (crates/practice/tests/catalogue.rs).
        pick(&client, "attack-array").await;
        let sign = mistake(
            lang,
            "attack-array",
            "const diag1 = row + n - 1 - col;",
            "const diag1 = col + n - 1 - row;",
        );
        write(&client, &sign).await;
        let (shown, _) = check(&client, minute).await;
        assert_parts(&shown, lang, "attack-array", (3, 14));
        verdict_screenshot(format!("{lang}-attack-sign")).await;
        assert_eq!(
            (shown["current"].clone(), shown["yours"].clone()),
            (json!([1, 2]), json!([1, 2]))
        );
        pick(&client, "cover-uncover").await;
        let in_order = mistake(
            lang,
            "cover-uncover",
            "for (const other of links.others(node).reverse()) {\n      uncover(",
            "for (const other of links.others(node)) {\n      uncover(",
        );
        write(&client, &in_order).await;
        let (shown, _) = check(&client, minute).await;
        assert_parts(&shown, lang, "cover-uncover", (1, 8));
        verdict_screenshot(format!("{lang}-uncover-in-order")).await;
        pick(&client, "mirror-count").await;
        let twice = mistake(
            lang,
            "mirror-count",
            "total += count_from(n, Math.floor(n / 2), report);",
            "total += 2 * count_from(n, Math.floor(n / 2), report);",
        );
        write(&client, &twice).await;
        let (shown, _) = check(&client, minute).await;
        assert_eq!((shown["verdict"].as_str(), shown["n"].as_u64()), (Some("differs"), Some(1)));
        let total =
            say(lang, "practice.differs.total", &json!({ "n": 1, "yours": 2, "textbook": 1 }));
        assert!(shown["text"].as_str().unwrap_or_default().contains(&total), "{shown}");
        assert_eq!(shown["trees"], Value::Null, "the searches agree: no trees");

        // Checking columns only: for n = 2 the learner places (1, 1), which the textbook
        // rejects. Their tree ends at that node, ringed; the textbook's at (0, 0), ringed, with
        // the two cells rejected below it.
        pick(&client, "attack-array").await;
        let columns = mistake(
            lang,
            "attack-array",
            "cols[col] || diags1[diag1] || diags2[diag2]",
            "cols[col]",
        );
        write(&client, &columns).await;
        let (shown, _) = check(&client, minute).await;
        assert_parts(&shown, lang, "attack-array", (2, 3));
        let trees = &shown["trees"];
        assert_eq!(
            trees["caption"],
            say(lang, "practice.page.trees", &json!({ "n": 2, "step": 3 }))
        );
        assert_eq!(
            trees["yours"],
            json!({ "nodes": 3, "parts": "1,1", "rejected": ["×1"] }),
            "{lang}"
        );
        assert_eq!(
            trees["textbook"],
            json!({ "nodes": 2, "parts": "0,0", "rejected": ["×2"] }),
            "{lang}"
        );
        assert_eq!(
            trees["headings"],
            json!([
                say(lang, "practice.page.tree.yours", &json!({})),
                say(lang, "practice.page.tree.textbook", &json!({}))
            ])
        );
        let css = json!(".nqueens-practice .trees");
        client.execute(SCROLL_UNDER_HEADER, vec![css]).await.expect("the page scrolls");
        let png = client.screenshot().await.expect("a screenshot");
        std::fs::write(shots.join(format!("practice-{lang}-trees.png")), png).expect("saved");

        // An endless loop: the worker is terminated when its time is up, and the page goes on.
        pick(&client, "place-row-array").await;
        let endless = mistake(
            lang,
            "place-row-array",
            "  if (row === n) {",
            "  while (true) {}\n  if (row === n) {",
        );
        write(&client, &endless).await;
        let (shown, took) = check(&client, minute).await;
        println!("{lang}: the endless loop stopped after {took:?}");
        assert_eq!(shown["verdict"], "stopped", "{shown}");
        let stopped = say(
            lang,
            "practice.stopped.timeout",
            &json!({ "id": "place-row-array", "seconds": 5, "n": 1, "step": 0 }),
        );
        assert_eq!(shown["status"], stopped.lines().next().unwrap_or_default());
        assert!(took >= Duration::from_secs(5), "stopped after its time, not before: {took:?}");
        let alive = client.execute("return 1 + 1;", vec![]).await.expect("the page answers");
        assert_eq!(alive, json!(2));
        // An exception is said with its line in the learner's code.
        let thrown = mistake(lang, "place-row-array", "report.solution();", "report.solutions();");
        write(&client, &thrown).await;
        let (shown, _) = check(&client, minute).await;
        assert_eq!(shown["verdict"], "stopped", "{shown}");
        let said = say(
            lang,
            "practice.page.line",
            &json!({ "line": thrown.lines().position(|line| line.contains("solutions")).unwrap_or(0) + 1 }),
        );
        assert!(shown["text"].as_str().unwrap_or_default().contains(&said), "{shown}: {said}");
        assert!(shown["text"].as_str().unwrap_or_default().contains("TypeError"), "{shown}");
        // Back to the answer: it passes, the page is as it was.
        click(&client, "answer").await;
        let (shown, _) = check(&client, minute).await;
        assert_eq!(shown["verdict"], "agrees");
    }
    client.close().await.expect("the session ends");

    // A phone's width, opened from disk (the worker's script is a Blob, not a file).
    let client = browser(&driver, &profile, 390, 1400).await;
    for (lang, page) in [("en", "practice.html"), ("zh", "zh/practice.html")] {
        let path = book.canonicalize().expect("the book's folder").join(page);
        client.goto(&format!("file://{}", path.display())).await.expect("the page opens from disk");
        wait_ready(&client).await;
        pick(&client, "place-row-set").await;
        click(&client, "answer").await;
        // The learner's own helpers may take any name the harness uses inside.
        let answer = code(&client).await;
        write(
            &client,
            &format!("{answer}\nfunction values() {{ return 0; }}\nfunction run() {{}}\n"),
        )
        .await;
        let (shown, _) = check(&client, minute).await;
        assert_eq!(shown["verdict"], "agrees", "{lang}, from disk: {shown}");
        pick(&client, "place-row-array").await;
        write(&client, &mistake(lang, "place-row-array", "    cols[col] = false;\n", "")).await;
        let (shown, _) = check(&client, minute).await;
        assert_differs(&shown, lang, "place-row-array", (1, 3), "cols");
        let css = json!(".nqueens-practice .result");
        client.execute(SCROLL_UNDER_HEADER, vec![css]).await.expect("the page scrolls");
        let png = client.screenshot().await.expect("a screenshot");
        std::fs::write(shots.join(format!("practice-{lang}-phone.png")), png).expect("saved");
    }
    client.close().await.expect("the session ends");
    drop(driver);
    drop(server);
    let _ = std::fs::remove_dir_all(&profile);
    // The module's own words: the page asked for them, not this test.
    assert!(!Stepper::say_in("zh", "practice.page.check", "{}").is_ascii());
}
