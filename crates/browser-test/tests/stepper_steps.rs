//! The stepper in a real browser takes the native model's steps: for every approach and
//! several n, the test presses → k times and ← some times on the page, as a reader does, then
//! restart, the next solution and the next dead end, and compares what the page shows (the
//! board, the state, the stack, the counters, the sentence, the matrix and the highlighted line
//! of code) with the `View` of the native model after the same steps; then a click on a node of
//! the tree, and a drag along the timeline and PageDown on its slider, each held to the model
//! too.
//!
//! It needs the built book (`.ci/book`) and `chromium` with `chromedriver`, so it sits behind
//! the crate's `browser` feature, which `cargo test --workspace` leaves off; `.ci/stepper-test`
//! runs it. Its browser, chromedriver and the book's server on 127.0.0.1 come from the crate's
//! `stepper` module (`Setup`), which stops them when the test ends, pass or fail.

use std::time::Duration;

use fantoccini::Locator;
use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
use fantoccini::key::Key;
use nqueens_browser_test::browser::open;
use nqueens_browser_test::stepper::{
    Setup, check, click, native, press, wait_ready, wait_surveyed,
};
use serde_json::json;

#[tokio::test(flavor = "current_thread")]
async fn the_stepper_takes_the_native_models_steps() {
    let setup = Setup::start("stepper-steps");
    let client = setup.browser(1280, 1000).await;
    let mut cases = 0;

    // Every approach, several n, k steps forwards and some back, then back to the start.
    for id in nqueens_web::ids() {
        for (n, forwards, backwards) in [(1, 3, 3), (4, 25, 9), (6, 61, 30), (12, 140, 70)] {
            let url = setup.url(&format!("stepper.html#approach={id}&n={n}&step=0"));
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

    // A click on a node of the tree goes to the step that entered it.
    open(&client, &setup.url("stepper.html#approach=backtrack-set&n=5&step=60")).await;
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
    open(&client, &setup.url("stepper.html#approach=backtrack-array&n=6&step=0")).await;
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

    client.close().await.expect("the session ends");
    assert_eq!(cases, 22);
}
