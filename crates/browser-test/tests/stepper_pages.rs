//! Every backtracking page of both books in a real browser runs its stepper at its own
//! approach and speaks the page's language: on a Chinese page, the model's Chinese, and no
//! English word among the controls; each held to the native model's view at its start and
//! five steps on.
//!
//! It needs the built book (`.ci/book`) and `chromium` with `chromedriver`, so it sits behind
//! the crate's `browser` feature, which `cargo test --workspace` leaves off; `.ci/stepper-test`
//! runs it. Its browser, chromedriver and the book's server on 127.0.0.1 come from the crate's
//! `stepper` module (`Setup`), which stops them when the test ends, pass or fail.

use fantoccini::key::Key;
use nqueens_browser_test::browser::open;
use nqueens_browser_test::stepper::{Setup, check, native, press, wait_ready};

#[tokio::test(flavor = "current_thread")]
async fn every_backtracking_page_runs_its_own_stepper_in_its_language() {
    let setup = Setup::start("stepper-pages");
    let client = setup.browser(1280, 1000).await;

    // Every backtracking page, in both languages, runs its stepper at its own approach, and
    // speaks the page's language: on a Chinese page, the model's Chinese, and the page's own
    // words Chinese too.
    for id in nqueens_web::ids() {
        for page in [format!("{id}.html"), format!("zh/{id}.html")] {
            open(&client, &setup.url(&page)).await;
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

    client.close().await.expect("the session ends");
}
