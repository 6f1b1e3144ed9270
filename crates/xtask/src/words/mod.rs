//! The words of the book's figures and generated tables, in English and in Chinese: one table
//! per language, with the same keys, in the style of the walk's phrase book (and filled by its
//! [`fill`]).
//!
//! Words that are the tool's own (the counters, the names of the steps, the notes of the state
//! panel, the sentences of a step) are not here: the figures take them from the walk's phrase
//! book, so that a figure says what `nqueens trace` and `nqueens explore` say. What an approach
//! states of itself in Chinese (its idea, time and space) is the walk's
//! [`nqueens_walk::phrases::info_zh`], keyed by its id, which the tool says too. Code
//! (`row`, `col`, `cols`, `diags1`, `avail`, formulas) stays as it is in both languages; the
//! Chinese uses the glossary's terms (`docs/zh/glossary.md`).

use std::fmt::Display;

use nqueens_walk::phrases::{Lang, fill};

mod en;
mod zh;

/// The words `key` in `lang`, their `{name}` holes filled from `values`. A key missing from the
/// table is a bug the tests catch; it is said as the key itself rather than as a panic.
pub fn say(lang: Lang, key: &str, values: &[(&str, &dyn Display)]) -> String {
    let table = match lang {
        Lang::En => en::WORDS,
        Lang::Zh => zh::WORDS,
    };
    let template = table.iter().find(|(name, _)| *name == key).map_or(key, |(_, text)| *text);
    fill(template, values)
}

/// [`say`] without holes.
pub fn word(lang: Lang, key: &str) -> String {
    say(lang, key, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key of the tables, in order.
    fn keys() -> impl Iterator<Item = &'static str> {
        en::WORDS.iter().map(|(key, _)| *key)
    }

    /// The holes of a template, sorted.
    fn holes(template: &str) -> Vec<&str> {
        let mut holes: Vec<&str> = template
            .split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .filter(|name| {
                !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            })
            .collect();
        holes.sort_unstable();
        holes
    }

    #[test]
    fn both_tables_have_the_same_keys_and_holes() {
        let chinese: Vec<&str> = zh::WORDS.iter().map(|(key, _)| *key).collect();
        assert_eq!(keys().collect::<Vec<_>>(), chinese, "the same keys, in the same order");
        for ((key, english), (_, chinese)) in en::WORDS.iter().zip(zh::WORDS) {
            assert_eq!(holes(english), holes(chinese), "{key}: the same holes in both languages");
        }
        let mut sorted: Vec<&str> = keys().collect();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), en::WORDS.len(), "no key twice");
    }

    #[test]
    fn every_key_is_used() {
        // The code that says the words: the figures and the docs test's generators.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut code = String::new();
        for folder in ["src/figures", "tests/docs"] {
            for entry in std::fs::read_dir(root.join(folder)).expect("a folder of the crate") {
                let path = entry.expect("a file").path();
                code.push_str(&std::fs::read_to_string(path).expect("a readable file"));
            }
        }
        for key in keys() {
            // Said by its whole key, or by a key made of a prefix and a hole (`"space.{key}"`).
            let prefixes = key.match_indices('.').map(|(end, _)| format!("\"{}.{{", &key[..end]));
            let used = code.contains(&format!("\"{key}\""))
                || prefixes.into_iter().any(|prefix| code.contains(&prefix));
            assert!(used, "{key} is said nowhere: remove it from both tables");
        }
    }

    #[test]
    fn the_chinese_table_is_chinese() {
        for (key, text) in zh::WORDS {
            // A text with letters besides its holes, code and formulas has Chinese in it too.
            let mut rest = (*text).to_string();
            for hole in holes(text) {
                rest = rest.replace(&format!("{{{hole}}}"), "");
            }
            let letters = rest.chars().any(|c| c.is_ascii_alphabetic());
            let chinese = rest.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
            assert!(chinese || !letters, "{key}: {text:?} is not Chinese");
        }
    }

    #[test]
    fn a_missing_key_is_said_as_itself_and_holes_are_filled() {
        assert_eq!(word(Lang::Zh, "no.such.key"), "no.such.key");
        assert_eq!(say(Lang::En, "table.amount.nodes", &[("amount", &"2,057")]), "2,057 nodes");
        assert_eq!(say(Lang::Zh, "table.amount.nodes", &[("amount", &"2,057")]), "2,057 个节点");
    }
}
