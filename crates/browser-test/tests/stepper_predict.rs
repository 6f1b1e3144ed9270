//! The stepper's predict mode in a real browser: for every approach, the search of n = 4
//! answered right all through by clicks on the page, each answer the native model's, the score
//! ending at 100% and the page at the model's last view; and a wrong answer refused, with the
//! right cell marked and the next question following.
//!
//! It needs the built book (`.ci/book`) and `chromium` with `chromedriver`, so it sits behind
//! the crate's `browser` feature, which `cargo test --workspace` leaves off; `.ci/stepper-test`
//! runs it. Its browser, chromedriver and the book's server on 127.0.0.1 come from the crate's
//! `stepper` module (`Setup`), which stops them when the test ends, pass or fail.

use fantoccini::Client;
use fantoccini::key::Key;
use nqueens_browser_test::browser::open;
use nqueens_browser_test::stepper::{Setup, check, click, native, press, wait_ready};
use serde_json::json;

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

#[tokio::test(flavor = "current_thread")]
async fn the_predict_mode_asks_and_judges_as_the_native_model_does() {
    let setup = Setup::start("stepper-predict");
    let client = setup.browser(1280, 1000).await;
    let mut cases = 0;

    // The predict mode, answered right all through the search of n = 4, for every approach:
    // each answer is the native model's, given by a click on the page, and the score ends at
    // 100%.
    for id in nqueens_web::ids() {
        open(&client, &setup.url(&format!("stepper.html#approach={id}&n=4&mode=predict"))).await;
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
    open(&client, &setup.url("stepper.html#approach=backtrack-array&n=5&step=0&mode=predict"))
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

    client.close().await.expect("the session ends");
    assert_eq!(cases, 6);
}
