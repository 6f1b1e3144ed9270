//! The stepper in a real browser, for a person to look at: screenshots in
//! `target/stepper-screenshots/` (light, dark, the Chinese book, the exact-cover matrix, a
//! phone's width from disk and on the Chinese exact-cover page), and, measured, not asserted,
//! at n = 12: the survey of the whole search, the drawing of one step, the step that leaves the
//! model's window and the memory of the module.
//!
//! It needs the built book (`.ci/book`) and `chromium` with `chromedriver`, so it sits behind
//! the crate's `browser` feature, which `cargo test --workspace` leaves off; `.ci/stepper-test`
//! runs it. Its browser, chromedriver and the book's server on 127.0.0.1 come from the crate's
//! `stepper` module (`Setup`), which stops them when the test ends, pass or fail.

use fantoccini::key::Key;
use nqueens_browser_test::browser::{open, root};
use nqueens_browser_test::stepper::{
    SCROLL_TO_STEPPER, Setup, open_from_disk, press, wait_ready, wait_surveyed,
};
use serde_json::json;

#[tokio::test(flavor = "current_thread")]
async fn the_stepper_draws_for_a_person_to_look_at() {
    let setup = Setup::start("stepper-screenshots");
    let client = setup.browser(1280, 1000).await;

    // Measured, not asserted: at n = 12, the survey of the whole search, and the drawing of
    // one step (board, tree, timeline, state and code, as the page times it in `draw`), deep in
    // the search, over 100 steps forwards and 50 back: median, 95th percentile and slowest.
    for id in nqueens_web::ids() {
        open(&client, &setup.url(&format!("stepper.html#approach={id}&n=12&step=1000000"))).await;
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
        client.goto(&setup.url("stepper.html")).await.expect("the page loads");
        let set = format!("localStorage.setItem('mdbook-theme', '{theme}'); return true;");
        client.execute(&set, vec![]).await.expect("the theme is set");
        client
            .goto(&setup.url("stepper.html#approach=backtrack-array&n=6&step=40&mode=predict"))
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
    client.goto(&setup.url("stepper.html")).await.expect("the page loads");
    client
        .execute("localStorage.setItem('mdbook-theme', 'light'); return true;", vec![])
        .await
        .expect("the theme is set");
    for (page, name) in [
        ("zh/stepper.html#approach=backtrack-array&n=6&step=40&mode=predict", "zh-light"),
        ("backtrack-dlx.html#approach=backtrack-dlx&n=5&step=14", "dlx"),
    ] {
        open(&client, &setup.url(page)).await;
        wait_ready(&client).await;
        wait_surveyed(&client).await;
        press(&client, &Key::Right.to_string(), 2).await;
        client.execute(SCROLL_TO_STEPPER, vec![]).await.expect("the page scrolls");
        let png = client.screenshot().await.expect("a screenshot");
        std::fs::write(shots.join(format!("{name}.png")), png).expect("the screenshot is saved");
    }
    client.close().await.expect("the session ends");

    // A phone's width, on the page opened from disk, with the tree drawn and a question of the
    // predict mode asked.
    let client = setup.browser(390, 1400).await;
    open_from_disk(&client, "approach=backtrack-bitmask&n=8&step=12").await;
    wait_surveyed(&client).await;
    press(&client, "p", 1).await;
    press(&client, &Key::Right.to_string(), 1).await;
    let png = client.screenshot().await.expect("a screenshot");
    std::fs::write(shots.join("phone.png"), png).expect("the screenshot is saved");
    // A phone on the Chinese page of exact cover, its matrix under the board.
    open(&client, &setup.url("zh/backtrack-dlx.html#approach=backtrack-dlx&n=4&step=9")).await;
    wait_ready(&client).await;
    client.execute(SCROLL_TO_STEPPER, vec![]).await.expect("the page scrolls");
    let png = client.screenshot().await.expect("a screenshot");
    std::fs::write(shots.join("zh-phone.png"), png).expect("the screenshot is saved");
    client.close().await.expect("the session ends");
}
