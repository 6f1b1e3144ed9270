//! One set of Chinese terms: the Chinese pages and the Chinese phrase table say each thing with
//! the glossary's word (hello-algo's where it has one), never with a synonym a reader would take
//! for a second idea, and count dead ends with their measure word.

use std::fs;

use crate::{markdown_files, relative, workspace_root};

/// A word not to use, the glossary's word to use instead, and why.
const SYNONYMS: &[(&str, &str)] = &[
    ("拒绝", "剪枝 (reject: an attacked cell passed over)"),
    ("移除", "回退 (remove: the queen taken back), or 删除 / 摘下 for a key or a link"),
    ("拿回", "回退 (undo)"),
    ("拿走", "回退 (undo), or 取下 for the queen itself"),
    ("撤销", "回退 (undo)"),
    ("跟踪", "追踪 (trace, the tool's word)"),
    ("安全的格子", "空闲的格子 (a free cell)"),
    ("个死路", "条死路 (the measure word of 死路 is 条)"),
    ("进入了", "访问了 (a node the search visits)"),
    ("置位位", "最低位的 1 (lowbit)"),
    ("大一或小一", "n 加一或减一"),
];

/// The Chinese pages and the Chinese phrase table.
fn chinese_texts() -> Vec<(String, String)> {
    let root = workspace_root();
    let mut texts: Vec<(String, String)> = markdown_files()
        .into_iter()
        .filter(|path| {
            relative(path).starts_with("docs/zh/") || relative(path) == "README.zh-CN.md"
        })
        .map(|path| (relative(&path), fs::read_to_string(&path).expect("a readable page")))
        .collect();
    let table = "crates/walk/src/phrases/zh.rs";
    texts
        .push((table.to_string(), fs::read_to_string(root.join(table)).expect("the phrase table")));
    texts
}

#[test]
fn the_chinese_side_uses_the_glossarys_words() {
    let texts = chinese_texts();
    assert!(texts.len() > 20, "the Chinese pages and the phrase table are found");
    let mut found = Vec::new();
    for (path, text) in &texts {
        for (number, line) in text.lines().enumerate() {
            for (word, instead) in SYNONYMS {
                if line.contains(word) {
                    found.push(format!("{path}:{}: {word}, say {instead}", number + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "synonyms of the glossary's words:\n{}", found.join("\n"));
}

#[test]
fn the_synonym_check_finds_a_synonym() {
    let line = "剪枝之前的拒绝和 4 个死路";
    let hits: Vec<&str> =
        SYNONYMS.iter().map(|(word, _)| *word).filter(|word| line.contains(word)).collect();
    assert_eq!(hits, ["拒绝", "个死路"]);
}

/// The Chinese stepper page names the buttons it writes about as the Chinese stepper shows them,
/// from the phrase book, never by their English titles.
#[test]
fn the_chinese_stepper_page_names_the_buttons_it_shows() {
    use nqueens_walk::phrases::{Lang, say};
    let page = fs::read_to_string(workspace_root().join("docs/zh/stepper.md")).expect("the page");
    for key in ["page.predict", "page.show_me"] {
        let name = say(Lang::Zh, key, &[]);
        let english = say(Lang::En, key, &[]);
        assert!(page.contains(&format!("**{name}**")), "docs/zh/stepper.md names **{name}**");
        assert!(
            !page.contains(&format!("**{english}**")),
            "docs/zh/stepper.md says **{english}**, the English button, not **{name}**"
        );
    }
}
