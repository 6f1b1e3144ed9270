//! What the stepper's browser tests share: a built book served to chromedriver's Chromium
//! (`Setup`), and the reading of the page's first stepper, held to the native model of
//! `nqueens-web` after the same moves (`check`), with the keys and clicks that move it.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use nqueens_web::{Catalog, Stepper, View};
use serde_json::{Value, json};

use crate::browser::{Driver, Server, book, browser};

/// The built book served on 127.0.0.1 and chromedriver, for one test, with a folder for the
/// profiles of its browsers. Dropped, it stops chromedriver with its browsers, then the server,
/// then removes the folder, pass or fail.
pub struct Setup {
    driver: Driver,
    server: Server,
    profile: Profile,
}

/// A browser's profile folder, removed when dropped.
struct Profile(PathBuf);

impl Drop for Profile {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

impl Setup {
    /// Serves the built book (`.ci/book`) and starts chromedriver; `name` names the profile's
    /// folder.
    pub fn start(name: &str) -> Setup {
        let book = book();
        assert!(book.join("stepper.html").exists(), "build the book first (.ci/book)");
        let server = Server::start(book);
        let driver = Driver::start();
        let profile = std::env::temp_dir().join(format!("nqueens-{name}-{}", std::process::id()));
        Setup { driver, server, profile: Profile(profile) }
    }

    /// A headless Chromium of `width` × `height` pixels.
    pub async fn browser(&self, width: u32, height: u32) -> Client {
        browser(&self.driver, &self.profile.0, width, height).await
    }

    /// The address of `page` of the served book.
    pub fn url(&self, page: &str) -> String {
        self.server.url(page)
    }
}

/// What the page's first stepper shows, read from the page as text.
pub const READ: &str = r#"
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
pub fn expected(view: &View) -> Value {
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
pub const SCROLL_TO_STEPPER: &str =
    "document.querySelector('.nqueens-stepper .board-pane').scrollIntoView(); return true;";

/// The line over the matrix for the model's reason `why`, in the language of `why`.
fn shown_why(why: &str) -> String {
    if why.is_ascii() { format!("chosen: {why}") } else { format!("选择的理由：{why}") }
}

/// Waits until the page's steppers started, and fails if they could not.
pub async fn wait_ready(client: &Client) {
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

/// Opens the book's stepper page from disk (`file://`), where a module script or a fetched
/// .wasm would be refused, on the step of `fragment`, and waits until its stepper started.
pub async fn open_from_disk(client: &Client, fragment: &str) {
    let page = book().canonicalize().expect("the book's folder").join("stepper.html");
    let url = format!("file://{}#{fragment}", page.display());
    client.goto(&url).await.expect("the page opens from disk");
    wait_ready(client).await;
}

/// Checks that the page shows `view`, and says where it differs.
pub async fn check(client: &Client, view: &View, context: &str) {
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
pub async fn press(client: &Client, key: &str, times: usize) {
    let panel = client.find(Locator::Css(".nqueens-stepper .stepper")).await.expect("the stepper");
    let keys: String = std::iter::repeat_n(key, times).collect();
    panel.send_keys(&keys).await.expect("the keys reach the stepper");
}

/// The native model after the same moves.
pub fn native(id: &str, n: usize) -> Stepper {
    Stepper::create(id, n).expect("an approach and n the stepper takes")
}

/// Clicks the element `css` of the page's first stepper.
pub async fn click(client: &Client, css: &str) {
    let found =
        client.find(Locator::Css(css)).await.unwrap_or_else(|_| panic!("{css} is on the page"));
    found.click().await.unwrap_or_else(|_| panic!("{css} takes a click"));
}

/// Waits until the page's first stepper has surveyed its search (the tree and the timeline).
pub async fn wait_surveyed(client: &Client) -> u64 {
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
