//! One set of Chinese terms: the Chinese pages and the Chinese phrase table say each thing with
//! the glossary's word (hello-algo's where it has one), never with a synonym a reader would take
//! for a second idea, and count dead ends with their measure word. The words not to use are the
//! Chinese glossary's (`docs/zh/glossary.md`, its column `不用的说法`), read from the page.

use std::fs;

use crate::{markdown_files, relative, workspace_root};

/// The Chinese glossary, the home of the terms: each of its tables has a column of terms
/// (`术语`) and a column of the words not to use for them (`不用的说法`, separated by `、`).
const GLOSSARY: &str = "docs/zh/glossary.md";

/// The cells of a Markdown table row, trimmed.
fn cells(row: &str) -> Vec<&str> {
    row.trim().trim_start_matches('|').trim_end_matches('|').split('|').map(str::trim).collect()
}

/// A table of the glossary: where its column of words not to use is, and its rows.
struct Table<'a> {
    avoid: Option<usize>,
    rows: Vec<(usize, Vec<&'a str>)>,
}

/// The tables of a Markdown text (outside code blocks), each with the index of its
/// `不用的说法` column, if it has one, and its body rows with their line indexes.
fn glossary_tables(text: &str) -> Vec<Table<'_>> {
    let mut tables: Vec<Table> = Vec::new();
    let mut in_code = false;
    let mut in_table = false;
    for (index, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        }
        let row = !in_code && line.starts_with('|');
        if row && !in_table {
            let header = cells(line);
            let avoid = header.iter().position(|cell| *cell == "不用的说法");
            tables.push(Table { avoid, rows: Vec::new() });
        } else if row && !line.starts_with("|---") {
            tables.last_mut().expect("a table begun").rows.push((index, cells(line)));
        }
        in_table = row;
    }
    tables
}

/// The words not to use, each with the glossary's term to use instead, from the glossary's
/// `不用的说法` column.
fn synonyms() -> Vec<(String, String)> {
    let text = fs::read_to_string(workspace_root().join(GLOSSARY)).expect("the Chinese glossary");
    let mut synonyms = Vec::new();
    for table in glossary_tables(&text) {
        let Some(avoid) = table.avoid else { continue };
        for (_, row) in table.rows {
            let words = row.get(avoid).copied().unwrap_or_default();
            for word in words.split('、').map(str::trim).filter(|word| !word.is_empty()) {
                synonyms.push((word.to_string(), row[0].to_string()));
            }
        }
    }
    synonyms
}

/// The glossary's text with its `不用的说法` cells emptied: the one place the words not to
/// use are written.
fn without_the_words_not_to_use(text: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for table in glossary_tables(text) {
        let Some(avoid) = table.avoid else { continue };
        for (index, mut row) in table.rows {
            if let Some(cell) = row.get_mut(avoid) {
                *cell = "";
            }
            lines[index] = format!("| {} |", row.join(" | "));
        }
    }
    lines.join("\n")
}

/// The Chinese pages, the Chinese phrase table, the Chinese words of the figures and tables
/// (`crates/xtask/src/words/`) and the Chinese chart's words (`charts.rs`).
fn chinese_texts() -> Vec<(String, String)> {
    let root = workspace_root();
    let mut texts: Vec<(String, String)> = markdown_files()
        .into_iter()
        .filter(|path| {
            relative(path).starts_with("docs/zh/") || relative(path) == "README.zh-CN.md"
        })
        .map(|path| {
            let text = fs::read_to_string(&path).expect("a readable page");
            let path = relative(&path);
            let text = if path == GLOSSARY { without_the_words_not_to_use(&text) } else { text };
            (path, text)
        })
        .collect();
    let table = "crates/walk/src/phrases/zh";
    let mut parts: Vec<_> = fs::read_dir(root.join(table))
        .expect("the Chinese phrase table")
        .map(|entry| entry.expect("a part of the phrase table").path())
        .collect();
    parts.sort();
    assert!(parts.len() > 1, "the Chinese phrase table is in parts: {parts:?}");
    for part in parts {
        let text = fs::read_to_string(&part).expect("a readable part of the phrase table");
        texts.push((relative(&part), text));
    }
    for words in ["crates/xtask/src/words/zh.rs", "crates/xtask/tests/docs/charts.rs"] {
        let text = fs::read_to_string(root.join(words)).expect("a readable table of words");
        texts.push((words.to_string(), text));
    }
    texts
}

/// The lines of `texts` that hold one of `synonyms`, each with the term to say instead.
fn synonyms_in(texts: &[(String, String)], synonyms: &[(String, String)]) -> Vec<String> {
    let mut found = Vec::new();
    for (path, text) in texts {
        for (number, line) in text.lines().enumerate() {
            for (word, term) in synonyms {
                if line.contains(word.as_str()) {
                    found.push(format!("{path}:{}: {word}, say {term} ({GLOSSARY})", number + 1));
                }
            }
        }
    }
    found
}

#[test]
fn the_chinese_side_uses_the_glossarys_words() {
    let texts = chinese_texts();
    assert!(texts.len() > 20, "the Chinese pages and the phrase table are found");
    let synonyms = synonyms();
    assert!(synonyms.len() >= 10, "{GLOSSARY} lists the words not to use: {synonyms:?}");
    let found = synonyms_in(&texts, &synonyms);
    assert!(found.is_empty(), "synonyms of the glossary's words:\n{}", found.join("\n"));
}

#[test]
fn the_synonym_check_finds_a_synonym() {
    let glossary = "| 术语 | 本项目中 | 不用的说法 |\n|---|---|---|\n| 剪枝 | reject | 拒绝 |\n\
                    | 死路 | dead end | 个死路、死胡同 |\n| 解 | solution | |\n";
    let tables = glossary_tables(glossary);
    assert_eq!(tables.len(), 1);
    assert_eq!(tables[0].avoid, Some(2));
    assert_eq!(tables[0].rows.len(), 3);
    let page = ("page.md".to_string(), "剪枝之前的拒绝和 4 个死路\n4 条死路".to_string());
    let synonyms = [("拒绝", "剪枝"), ("个死路", "死路"), ("死胡同", "死路")]
        .map(|(word, term)| (word.to_string(), term.to_string()));
    assert_eq!(
        synonyms_in(&[page], &synonyms),
        [
            format!("page.md:1: 拒绝, say 剪枝 ({GLOSSARY})"),
            format!("page.md:1: 个死路, say 死路 ({GLOSSARY})")
        ]
    );
    // The glossary itself names the words not to use in that column only.
    let emptied = without_the_words_not_to_use(glossary);
    assert!(!emptied.contains("拒绝") && emptied.contains("| 剪枝 | reject |  |"), "{emptied}");
}

/// The English glossary pairs the same Chinese terms with the project's names, in the same
/// order: its `中文` column is the Chinese glossary's `术语` column.
#[test]
fn the_two_glossaries_list_the_same_terms() {
    let terms = |path: &str| -> Vec<Vec<String>> {
        let text = fs::read_to_string(workspace_root().join(path)).expect("a glossary");
        glossary_tables(&text)
            .into_iter()
            .map(|table| table.rows.iter().map(|(_, row)| row[0].to_string()).collect())
            .collect()
    };
    let chinese = terms(GLOSSARY);
    assert!(chinese.iter().flatten().any(|term| term == "剪枝"), "{chinese:?}");
    assert_eq!(terms("docs/glossary.md"), chinese, "docs/glossary.md and {GLOSSARY}");
}

/// The Chinese stepper page names the buttons it writes about as the Chinese stepper shows them,
/// from the phrase book, and no Chinese page names them by their English titles.
#[test]
fn the_chinese_pages_name_the_buttons_as_the_chinese_stepper_shows_them() {
    use nqueens_walk::phrases::{Lang, say};
    let page = fs::read_to_string(workspace_root().join("docs/zh/stepper.md")).expect("the page");
    let texts = chinese_texts();
    for key in ["page.predict", "page.show_me"] {
        let name = say(Lang::Zh, key, &[]);
        let english = say(Lang::En, key, &[]);
        assert!(page.contains(&format!("**{name}**")), "docs/zh/stepper.md names **{name}**");
        for (path, text) in &texts {
            assert!(
                !text.contains(&format!("**{english}**")),
                "{path} says **{english}**, the English button, not **{name}**"
            );
        }
    }
}
