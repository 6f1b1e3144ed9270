//! A link to a step of the stepper in a real browser: the page opens on the step a link
//! names, its address follows the steps, the keys for a larger board and the next approach
//! work after it, → with nothing focused goes to the stepper and does not turn the book's page,
//! a link the stepper cannot show opens the nearest valid view and says what it changed, and
//! the page opened from disk (`file://`, at a phone's width) shows the step of its link; each
//! view held to the native model's.
//!
//! It needs the built book (`.ci/book`) and `chromium` with `chromedriver`, so it sits behind
//! the crate's `browser` feature, which `cargo test --workspace` leaves off; `.ci/stepper-test`
//! runs it. Its browser, chromedriver and the book's server on 127.0.0.1 come from the crate's
//! `stepper` module (`Setup`), which stops them when the test ends, pass or fail.

use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::key::Key;
use nqueens_browser_test::browser::open;
use nqueens_browser_test::stepper::{Setup, check, native, open_from_disk, press, wait_ready};

#[tokio::test(flavor = "current_thread")]
async fn a_link_opens_the_stepper_on_its_step() {
    let setup = Setup::start("stepper-links");
    let client = setup.browser(1280, 1000).await;
    let mut cases = 0;

    // A link opens on its step, and the address follows the steps.
    let url = setup.url("stepper.html#approach=backtrack-set&n=5&step=37");
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
        open(&client, &setup.url(&format!("stepper.html#{fragment}"))).await;
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

    client.close().await.expect("the session ends");

    // The page opened from disk, where a module script or a fetched .wasm would be refused, at a
    // phone's width.
    let client = setup.browser(390, 1400).await;
    open_from_disk(&client, "approach=backtrack-bitmask&n=8&step=12").await;
    let mut model = native("backtrack-bitmask", 8);
    model.seek(12);
    check(&client, &model.view(), "opened from disk").await;
    client.close().await.expect("the session ends");
    assert_eq!(cases, 4);
}
