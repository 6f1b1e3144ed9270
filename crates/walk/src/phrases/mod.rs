//! Everything the walk says to a learner, in English and in Chinese: one table of phrases per
//! language, with the same keys.
//!
//! A phrase is a template whose `{name}` holes [`say`] fills. Identifiers of the code (`cols`,
//! `diags1`, `avail`, `place_row`, `lock`) stay as they are in both languages, and the Chinese
//! phrases use the glossary's terms (回溯, 剪枝, 主对角线, 次对角线, 栈). Tests hold the two
//! tables to the same keys and the same holes, so that no kind of step has a sentence in one
//! language only.

/// The language of what the walk says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Chinese (simplified).
    Zh,
}

impl Lang {
    /// Both languages.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// Reads a language code: `en`, `zh`, or a locale such as `zh_CN.UTF-8` or `zh-Hans`.
    pub fn parse(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        if code == "en" || code.starts_with("en_") || code.starts_with("en-") {
            Some(Lang::En)
        } else if code == "zh" || code.starts_with("zh_") || code.starts_with("zh-") {
            Some(Lang::Zh)
        } else {
            None
        }
    }

    /// The language the environment asks for, read as gettext reads it: the locale is the first
    /// set of `LC_ALL`, `LC_MESSAGES` and `LANG` (`locale`); when it is `C` or `POSIX`, or its
    /// character set is not UTF-8 (such as `zh_CN.GBK`, where Chinese written in UTF-8 would be
    /// mojibake), the answer is English; otherwise the first language of `LANGUAGE` (a list such
    /// as `zh_CN:en`) that has a table, or else the locale's own language, or else English.
    pub fn from_environment(language: Option<&str>, locale: [Option<&str>; 3]) -> Lang {
        let Some(locale) = locale.into_iter().flatten().find(|value| !value.is_empty()) else {
            return Lang::En;
        };
        let (name, rest) = locale.split_once('.').unwrap_or((locale, ""));
        let codeset = rest.split('@').next().unwrap_or("").to_ascii_lowercase();
        if name == "C"
            || name == "POSIX"
            || !(codeset.is_empty() || codeset == "utf-8" || codeset == "utf8")
        {
            return Lang::En;
        }
        language
            .into_iter()
            .flat_map(|list| list.split(':'))
            .find_map(|entry| Lang::parse(entry.split('.').next().unwrap_or(entry)))
            .or_else(|| Lang::parse(name))
            .unwrap_or(Lang::En)
    }

    /// The language asked for (`en` or `zh`), or else the environment's
    /// ([`Lang::from_environment`]): Chinese for `LANG=zh_CN.UTF-8` or for `LANGUAGE=zh_CN:en`
    /// under a UTF-8 locale.
    pub fn asked_or_environment(asked: Option<&str>) -> Lang {
        if let Some(lang) = asked.and_then(Lang::parse) {
            return lang;
        }
        let variables = ["LC_ALL", "LC_MESSAGES", "LANG"].map(|name| std::env::var(name).ok());
        let [all, messages, lang] = &variables;
        let language = std::env::var("LANGUAGE").ok();
        Lang::from_environment(
            language.as_deref(),
            [all.as_deref(), messages.as_deref(), lang.as_deref()],
        )
    }

    /// Its code: `en` or `zh`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// Every phrase of the language, part after part.
    fn table(self) -> impl Iterator<Item = &'static (&'static str, &'static str)> {
        let parts = match self {
            Lang::En => EN,
            Lang::Zh => ZH,
        };
        parts.iter().flat_map(|part| part.iter())
    }
}

/// The phrase `key` in `lang`, its `{name}` holes filled from `values` in one pass (a value
/// is never read as a template). A key missing from the table is a bug the tests catch; it is
/// said as the key itself rather than as a panic.
pub fn say(lang: Lang, key: &str, values: &[(&str, &dyn std::fmt::Display)]) -> String {
    fill(phrase(lang, key), values)
}

/// Whether the table has the phrase `key` (every language has the same keys): for a phrase
/// that only some things have, such as a hint's JavaScript wording.
pub fn knows(key: &str) -> bool {
    Lang::En.table().any(|(name, _)| *name == key)
}

/// `template` with its `{name}` holes filled from `values` in one pass (a value is never read as
/// a template); a hole with no value stays as it is. Other tables of words in the style of this
/// one (the book's figures and tables) fill their templates with it.
pub fn fill(template: &str, values: &[(&str, &dyn std::fmt::Display)]) -> String {
    let mut said = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        said.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let filled = after.find('}').and_then(|close| {
            let name = &after[..close];
            let value = values.iter().find(|(hole, _)| *hole == name)?;
            Some((value.1.to_string(), close))
        });
        match filled {
            Some((value, close)) => {
                said.push_str(&value);
                rest = &after[close + 1..];
            }
            None => {
                said.push('{');
                rest = after;
            }
        }
    }
    said.push_str(rest);
    said
}

/// The phrase `key` in `lang` as the table holds it, holes unfilled (the key itself if the
/// table lacks it): for a reader of what the tool wrote, with [`unfill`].
pub fn phrase(lang: Lang, key: &str) -> &str {
    lang.table().find(|(name, _)| *name == key).map_or(key, |(_, text)| *text)
}

/// The values of the holes of `template` in `text`, if `text` is `template` filled: the
/// converse of [`fill`], by which the tool reads back what it wrote (`nqueens check` reads the
/// headers and sentences of `solve` and `place` in every language).
///
/// The template's stretches of text between holes must stand in `text` in their order; a hole
/// takes the text up to the first place where the stretch after it stands, and the last hole
/// takes the rest. Of two holes side by side, the first takes the text and the second none:
/// the reader then cuts that text itself.
pub fn unfill<'t, 'x>(template: &'t str, text: &'x str) -> Option<Vec<(&'t str, &'x str)>> {
    let mut values = Vec::new();
    // The holes read since the last stretch of text, waiting for their value.
    let mut waiting: Vec<&str> = Vec::new();
    let mut at = 0;
    let give = |waiting: &mut Vec<&'t str>, values: &mut Vec<(&'t str, &'x str)>, value| {
        for (index, name) in waiting.drain(..).enumerate() {
            values.push((name, if index == 0 { value } else { "" }));
        }
    };
    let mut rest = template;
    loop {
        // The stretch of text up to the next hole, and the hole's name.
        let (stretch, hole) = match rest.find('{') {
            Some(open) => match rest[open + 1..].find('}') {
                Some(close) => (&rest[..open], Some(&rest[open + 1..open + 1 + close])),
                None => (rest, None),
            },
            None => (rest, None),
        };
        if !stretch.is_empty() {
            if waiting.is_empty() {
                at += text[at..].starts_with(stretch).then_some(stretch.len())?;
            } else {
                let found = text[at..].find(stretch)?;
                give(&mut waiting, &mut values, &text[at..at + found]);
                at += found + stretch.len();
            }
        }
        match hole {
            Some(name) => {
                waiting.push(name);
                rest = &rest[stretch.len() + name.len() + 2..];
            }
            None => break,
        }
    }
    if waiting.is_empty() {
        (at == text.len()).then_some(values)
    } else {
        give(&mut waiting, &mut values, &text[at..]);
        Some(values)
    }
}

/// `count` things in `lang`, with digits grouped: the phrase `{noun}.one` for 1 (`1 node`),
/// `{noun}.many` otherwise (`1,234 nodes`).
pub fn count_in(lang: Lang, noun: &str, count: u64) -> String {
    if count == 1 {
        say(lang, &format!("{noun}.one"), &[])
    } else {
        say(lang, &format!("{noun}.many"), &[("count", &nqueens_core::thousands(count))])
    }
}

mod en;
mod zh;

pub use en::EN;
pub use zh::ZH;
/// What each approach and placer states of itself, in Chinese, by id.
pub use zh::info as info_zh;

#[cfg(test)]
mod tests {
    #[test]
    fn unfill_reads_back_what_fill_wrote() {
        use super::{Lang, fill, phrase, unfill};
        for lang in Lang::ALL {
            let template = phrase(lang, "place.header");
            let text = fill(template, &[("id", &"construction"), ("n", &10), ("columns", &"1 3")]);
            let values = unfill(template, &text).expect("the header it wrote");
            assert_eq!(values, [("id", "construction"), ("n", "10"), ("columns", "1 3")]);
        }
        // Holes side by side: the first takes the text.
        assert_eq!(
            unfill("Solution {index}: columns {columns}{class}", "Solution 2: columns 1 3, x"),
            Some(vec![("index", "2"), ("columns", "1 3, x"), ("class", "")])
        );
        // A text that is not the template filled.
        assert_eq!(unfill("Solution {index}: columns", "Solution 2: rows"), None);
        assert_eq!(unfill("{a} for n = {n}.", "92 for n = 8"), None);
        assert_eq!(unfill("no holes", "no holes"), Some(vec![]));
        assert_eq!(unfill("no holes", "no holes!"), None);
    }

    use super::*;

    /// The holes of a template, in order.
    fn holes(template: &str) -> Vec<&str> {
        template
            .split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .filter(|name| {
                name.chars().all(|c| c.is_ascii_lowercase() || c == '_' || c.is_ascii_digit())
            })
            .collect()
    }

    #[test]
    fn the_two_tables_have_the_same_keys_and_the_same_holes() {
        fn keys(lang: Lang) -> Vec<&'static str> {
            lang.table().map(|(key, _)| *key).collect()
        }
        for (english, chinese) in EN.iter().zip(ZH) {
            let part =
                |part: &[(&'static str, _)]| part.iter().map(|(key, _)| *key).collect::<Vec<_>>();
            assert_eq!(part(english), part(chinese), "the same keys, in the same part and order");
        }
        assert_eq!(keys(Lang::En), keys(Lang::Zh), "the same keys, in the same order");
        for ((key, english), (_, chinese)) in Lang::En.table().zip(Lang::Zh.table()) {
            let mut english_holes = holes(english);
            let mut chinese_holes = holes(chinese);
            english_holes.sort_unstable();
            chinese_holes.sort_unstable();
            assert_eq!(english_holes, chinese_holes, "{key}: the same holes in both languages");
        }
        let mut sorted = keys(Lang::En);
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), keys(Lang::En).len(), "no key twice");
    }

    /// Whether `text` has a hole left unfilled, or a key said for want of its phrase.
    fn unfinished(text: &str) -> bool {
        let hole = text.split('{').skip(1).any(|rest| {
            rest.split_once('}').is_some_and(|(name, _)| {
                !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            })
        });
        hole || Lang::En.table().any(|(key, _)| text == *key)
    }

    #[test]
    fn every_kind_of_step_is_said_in_both_languages() {
        use crate::explain;
        use crate::predict;
        let mut kinds = std::collections::HashSet::new();
        for id in [
            "backtrack-board",
            "backtrack-set",
            "backtrack-array",
            "backtrack-bitmask",
            "backtrack-dlx",
        ] {
            let solver = nqueens_approaches::find(id).expect("a registered approach");
            for n in [1, 4, 5] {
                let mut walk = crate::Walk::new(solver, n).expect("a walkable search");
                loop {
                    let mut said = Vec::new();
                    for lang in Lang::ALL {
                        let mut texts = vec![
                            explain::sentence_in(&mut walk, lang),
                            explain::counter_line_in(&walk, lang),
                            explain::state_title_in(walk.bookkeeping(), lang),
                            explain::bookkeeping_name_in(walk.bookkeeping(), lang),
                        ];
                        texts.extend(explain::stack_in(&walk, lang));
                        texts.extend(
                            explain::state_in(&walk, lang).into_iter().map(|line| line.note),
                        );
                        for question in predict::questions(&mut walk) {
                            texts.push(predict::prompt_in(&walk, question, lang));
                            for answer in predict::answers(&mut walk, question) {
                                texts.push(predict::answer_label_in(answer, lang));
                            }
                        }
                        for text in &texts {
                            assert!(!unfinished(text), "{id} n = {n} {lang:?}: {text:?}");
                        }
                        said.push(texts);
                    }
                    // The Chinese sentence is Chinese: it has characters beyond ASCII.
                    assert!(said[1][0].chars().any(|c| c > '\u{2e80}'), "{id}: {:?}", said[1][0]);
                    assert_ne!(said[0][0], said[1][0]);
                    if let Some(step) = walk.current() {
                        kinds.insert(step.kind());
                    }
                    if walk.forward().is_none() {
                        break;
                    }
                }
            }
        }
        assert_eq!(kinds.len(), 8, "every kind of step was said: {kinds:?}");
        for content in explain::Content::ALL {
            for lang in Lang::ALL {
                assert!(!unfinished(&explain::cell_meaning(content, lang)));
            }
        }
        for lang in Lang::ALL {
            for options in 0..3 {
                assert!(!unfinished(&crate::cover::why(options, lang)));
            }
            for item in nqueens_core::Item::all(4) {
                assert!(!unfinished(&crate::cover::item_name(item, lang)));
            }
        }
    }

    #[test]
    fn a_phrase_is_filled_and_languages_are_read() {
        let said = say(Lang::Zh, "reject", &[("row", &1), ("col", &0), ("reason", &"x")]);
        assert_eq!(said, "剪枝 (1, 0)：x。");
        assert_eq!(Lang::parse("zh_CN"), Some(Lang::Zh));
        assert_eq!(Lang::parse("EN"), Some(Lang::En));
        assert_eq!(Lang::parse("fr"), None);
        let utf8 = Some("en_US.UTF-8");
        assert_eq!(Lang::from_environment(None, [None, Some(""), Some("zh_CN.UTF-8")]), Lang::Zh);
        assert_eq!(
            Lang::from_environment(None, [Some("C.UTF-8"), None, Some("zh_CN.UTF-8")]),
            Lang::En
        );
        assert_eq!(Lang::from_environment(None, [None, None, None]), Lang::En);
        assert_eq!(Lang::from_environment(Some("zh_CN:en"), [None, None, utf8]), Lang::Zh);
        assert_eq!(Lang::from_environment(Some("fr:zh_TW:en"), [None, None, utf8]), Lang::Zh);
        assert_eq!(
            Lang::from_environment(Some("en:zh_CN"), [None, None, Some("zh_CN.UTF-8")]),
            Lang::En
        );
        assert_eq!(Lang::from_environment(Some("fr"), [None, None, Some("zh_CN.utf8")]), Lang::Zh);
        assert_eq!(Lang::from_environment(Some("zh_CN:en"), [None, None, Some("C")]), Lang::En);
        assert_eq!(Lang::from_environment(None, [None, None, Some("zh_CN.GBK")]), Lang::En);
        assert_eq!(
            Lang::from_environment(Some("zh_CN"), [None, None, Some("zh_CN.GB18030")]),
            Lang::En
        );
    }

    /// The labels of `trace`'s steps, in both languages: each line starts with one, so they line
    /// up by display width (a CJK character takes two columns) when each is as wide as the rest.
    #[test]
    fn the_trace_labels_are_equally_wide_in_each_language() {
        use textwrap::core::display_width;
        let keys = [
            "trace.reject",
            "trace.place",
            "trace.remove",
            "trace.choose",
            "trace.cover",
            "trace.uncover",
            "trace.try",
            "trace.untry",
        ];
        for lang in Lang::ALL {
            let widths: Vec<(&str, usize)> = keys
                .iter()
                .map(|key| {
                    let text = lang.table().find(|(k, _)| k == key).map(|(_, t)| *t);
                    let text = text.unwrap_or_else(|| panic!("{key} is in the table"));
                    let label = text.split(['(', '{']).next().unwrap_or(text);
                    (*key, display_width(label))
                })
                .collect();
            assert!(widths.iter().all(|(_, width)| *width == 8), "{lang:?}: {widths:?}");
        }
    }

    /// The stack of `explore` is 16 columns wide: every short line of the row-by-row searches
    /// fits it at the largest n walked, two-digit rows and columns, in both languages.
    #[test]
    fn the_short_stack_lines_fit_explores_stack() {
        use textwrap::core::display_width;
        let largest = crate::LARGEST_WALKED_N - 1;
        for lang in Lang::ALL {
            for (key, _) in lang.table().filter(|(key, _)| {
                key.starts_with("stack.short.") && !key.starts_with("stack.short.links")
            }) {
                let line = say(lang, key, &[("row", &largest), ("col", &largest)]);
                assert!(display_width(&line) <= 16, "{lang:?} {key}: {line}");
            }
        }
    }

    /// A number and the noun it counts never wrap apart: in the Chinese table a hole followed by
    /// a measure word is joined to it by a no-break space, which terminals and pages keep whole.
    #[test]
    fn a_count_stays_on_the_line_of_its_measure_word() {
        for (key, text) in Lang::Zh.table() {
            for word in ["个", "次", "条", "步"] {
                assert!(!text.contains(&format!("}} {word}")), "{key}: {text}");
            }
        }
        assert_eq!(count_in(Lang::Zh, "options", 2), "2\u{a0}个选项");
    }
}
