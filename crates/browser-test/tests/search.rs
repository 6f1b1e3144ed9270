//! The search boxes of the two books in a real browser: the built book (`.ci/book`) in headless
//! Chromium, driven through WebDriver (chromedriver), as a reader types into them.
//!
//! It types `剪枝`, `位运算` and `次对角线` into the Chinese book's box, which finds the pages that
//! explain them and, searching its whole index, every section that holds each word, also from a
//! link to a search; and `pruning` and `bitmask` into the English book's, which finds its own
//! pages and no Chinese word. The words of mdBook's page (button titles, the help of the keys)
//! are Chinese in the Chinese book only. It saves `zh-search.png`, the Chinese book with the
//! results of `剪枝`, in `target/stepper-screenshots/`.
//!
//! Like the stepper's tests, it sits behind the `browser` feature and `.ci/stepper-test` runs it;
//! the book's server and chromedriver listen on 127.0.0.1 and stop before it ends.

use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use nqueens_browser_test::browser::{Driver, Server, book, browser, open, root};
use serde_json::{Value, json};

/// What the search box found: the line over the results, the pages of the results (their
/// paths in the site, without the highlight and the fragment), the words its teasers mark, and
/// the box's placeholder.
const RESULTS: &str = r#"
const header = document.getElementById('mdbook-searchresults-header').textContent;
const pages = Array.from(document.querySelectorAll('#mdbook-searchresults li > a'))
  .map((link) => new URL(link.href).pathname.replace(/^\//, ''));
const marked = Array.from(document.querySelectorAll('#mdbook-searchresults .teaser em')).map((word) => word.textContent);
return { header, pages, marked, placeholder: document.getElementById('mdbook-searchbar').getAttribute('placeholder') };
"#;

/// The sections of the loaded index that a search for `arguments[0]` finds, and those whose
/// text holds it, as document numbers.
const SECTIONS: &str = r#"
const [word] = arguments;
const index = elasticlunr.Index.load(window.search.index);
const found = index.search(word, window.search.search_options).map((result) => result.ref);
const docs = window.search.index.documentStore.docs;
const holding = Object.keys(docs)
  .filter((ref) => ['title', 'body', 'breadcrumbs'].some((field) => (docs[ref][field] || '').includes(word)));
return { found: found.sort(), holding: holding.sort() };
"#;

/// Types `query` into the search box of `page` as a reader does (the search button, then the
/// keys), and returns what it found once the results are shown.
async fn search(client: &Client, url: &str, query: &str) -> Value {
    open(client, url).await;
    client
        .find(Locator::Id("mdbook-search-toggle"))
        .await
        .expect("the search button")
        .click()
        .await
        .expect("the search button opens the box");
    let bar = client.find(Locator::Id("mdbook-searchbar")).await.expect("the search box");
    bar.send_keys(query).await.expect("the query is typed");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let shown = client.execute(RESULTS, vec![]).await.expect("the results are read");
        if !shown["header"].as_str().unwrap_or_default().is_empty() {
            return shown;
        }
        assert!(Instant::now() < deadline, "{url}: no results shown for {query:?} within 20 s");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The search box of each book: the Chinese book finds Chinese words (its index has the
/// characters and character pairs of its text, `cargo xtask zh-search`), and the English book
/// finds English words as mdBook's own search does.
#[tokio::test(flavor = "current_thread")]
async fn the_search_box_of_each_book_finds_its_words() {
    let book = book();
    assert!(book.join("zh/index.html").exists(), "build the book first (.ci/book)");
    let server = Server::start(book.clone());
    let driver = Driver::start();
    let profile = std::env::temp_dir().join(format!("nqueens-search-{}", std::process::id()));
    let client = browser(&driver, &profile, 1280, 1000).await;

    // Each query, the book it is typed into, and pages it must find (the first one first).
    let cases: [(&str, &str, &[&str]); 5] = [
        (
            "zh/README.html",
            "剪枝",
            &["zh/README.html", "zh/backtrack-set.html", "zh/backtrack-array.html"],
        ),
        ("zh/README.html", "位运算", &["zh/backtrack-bitmask.html", "zh/parallel.html"]),
        (
            "zh/backtrack-set.html",
            "次对角线",
            &["zh/backtrack-array.html", "zh/backtrack-bitmask.html", "zh/backtrack-set.html"],
        ),
        ("README.html", "pruning", &["README.html", "backtrack-set.html"]),
        ("README.html", "bitmask", &["backtrack-bitmask.html"]),
    ];
    for (page, query, wanted) in cases {
        let shown = search(&client, &server.url(page), query).await;
        let pages: Vec<&str> = shown["pages"]
            .as_array()
            .map(|pages| pages.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        println!("{page}, search {query:?}: {} · {pages:?}", shown["header"]);
        let chinese = page.starts_with("zh/");
        // Each book finds its own pages only.
        assert!(
            pages.iter().all(|found| found.starts_with("zh/") == chinese),
            "{page}, {query:?}: a page of the other book among {pages:?}"
        );
        for page_wanted in wanted {
            assert!(
                pages.contains(page_wanted),
                "{page}, {query:?}: {page_wanted} not among {pages:?}"
            );
        }
        let header = shown["header"].as_str().unwrap_or_default();
        if chinese {
            assert!(
                header.contains(&format!("“{query}”的搜索结果")),
                "{page}: the header {header:?}"
            );
            assert_eq!(shown["placeholder"], "搜索本书……");
            // The teasers are cut around the word, and mark it.
            let marked = shown["marked"].as_array().cloned().unwrap_or_default();
            assert!(
                !marked.is_empty() && marked.iter().all(|word| word == query),
                "{page}, {query:?}: the teasers mark {marked:?}"
            );
        } else {
            assert!(header.contains(&format!("search results for '{query}'")), "{header:?}");
        }
    }

    // A link to a search (`?search=…`, as the box writes the address) opens on its results,
    // however early the index arrived.
    open(&client, &server.url("zh/README.html?search=次对角线")).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    let shown = loop {
        let shown = client.execute(RESULTS, vec![]).await.expect("the results are read");
        if shown["header"].as_str().is_some_and(|header| header.contains("条")) {
            break shown;
        }
        assert!(Instant::now() < deadline, "a link to a search shows no results: {shown}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    println!("a link to the search 次对角线: {}", shown["header"]);
    assert!(
        shown["header"].as_str().is_some_and(|header| header.starts_with("“次对角线”的搜索结果："))
    );
    assert!(
        shown["marked"]
            .as_array()
            .is_some_and(|marked| marked.iter().all(|word| word == "次对角线"))
    );

    // The words of mdBook's page are Chinese in the Chinese book, and stay English in the other.
    let words = r#"
        const help = document.querySelector('#mdbook-help-popup p');
        return [document.getElementById('mdbook-sidebar-toggle').getAttribute('title'),
                document.getElementById('mdbook-theme-default_theme').textContent,
                document.querySelector('.mdbook-help-title').textContent,
                help.textContent];
    "#;
    for (page, wanted) in [
        ("zh/README.html", ["显示或隐藏目录", "自动", "快捷键", "按 ← 或 → 翻到上一章或下一章"]),
        (
            "README.html",
            [
                "Toggle Table of Contents",
                "Auto",
                "Keyboard shortcuts",
                "Press ← or → to navigate between chapters",
            ],
        ),
    ] {
        open(&client, &server.url(page)).await;
        let shown = client.execute(words, vec![]).await.expect("the page's words are read");
        assert_eq!(shown, json!(wanted), "{page}: the words of mdBook's page");
    }

    // Beyond the 30 results the box shows: the Chinese book's index, searched as the box
    // searches it, finds every section that holds the word, and (its grams all required) next
    // to none that does not.
    for word in ["剪枝", "位运算", "次对角线", "主对角线", "栈"] {
        search(&client, &server.url("zh/README.html"), word).await;
        let sections =
            client.execute(SECTIONS, vec![json!(word)]).await.expect("the index is searched");
        let refs = |key: &str| -> Vec<String> {
            sections[key]
                .as_array()
                .map(|refs| refs.iter().filter_map(|r| r.as_str().map(str::to_string)).collect())
                .unwrap_or_default()
        };
        let (found, holding) = (refs("found"), refs("holding"));
        let missed: Vec<&String> =
            holding.iter().filter(|section| !found.contains(section)).collect();
        let extra: Vec<&String> =
            found.iter().filter(|section| !holding.contains(section)).collect();
        println!(
            "{word}: {} sections hold it, the search finds {} (others: {extra:?})",
            holding.len(),
            found.len()
        );
        assert!(!holding.is_empty() && missed.is_empty(), "{word}: sections not found: {missed:?}");
    }

    // The English book's search is mdBook's own: it has no Chinese word.
    let shown = search(&client, &server.url("README.html"), "剪枝").await;
    assert_eq!(shown["pages"], json!([]), "the English book finds a Chinese word: {shown}");

    // A screenshot for a person to look at: the Chinese book with the results of 剪枝.
    let shots = root().join("target/stepper-screenshots");
    std::fs::create_dir_all(&shots).expect("a folder for the screenshots");
    search(&client, &server.url("zh/backtrack-set.html"), "剪枝").await;
    let png = client.screenshot().await.expect("a screenshot");
    std::fs::write(shots.join("zh-search.png"), png).expect("the screenshot is saved");
    client.close().await.expect("the session ends");

    drop(driver);
    drop(server);
    let _ = std::fs::remove_dir_all(&profile);
}
