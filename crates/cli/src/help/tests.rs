//! The Chinese help held to `clap`'s tree of commands.

use std::collections::{BTreeMap, BTreeSet};

use super::*;

/// Every text of the built command tree under `command` (at `path`), as its key and English:
/// each command's one line and text after its options, each shown argument's help and the
/// help of each of its values.
fn texts(command: &Command, parent: &str, found: &mut Vec<(String, String, String)>) {
    let path = path_of(parent, command.get_name());
    let listed = listed(parent);
    let mut push = |key: String, english: String| found.push((path.clone(), key, english));
    if let Some(about) = command.get_about() {
        push(String::new(), about.to_string());
    }
    if let Some(after) = command.get_after_help() {
        push("after".to_string(), after.to_string());
    }
    if !listed {
        for arg in command.get_arguments().filter(|arg| !arg.is_hide_set()) {
            if arg.get_id() == "help" && arg.get_long_help().is_some() {
                push(
                    HELP_MORE.to_string(),
                    arg.get_help().map(ToString::to_string).unwrap_or_default(),
                );
                push(
                    HELP_SUMMARY.to_string(),
                    arg.get_long_help().map(ToString::to_string).unwrap_or_default(),
                );
                continue;
            }
            let key = arg_key(arg);
            let help = arg.get_long_help().or(arg.get_help()).map(ToString::to_string);
            push(key.clone(), help.unwrap_or_default());
            if arg.get_action().takes_values() {
                for value in arg.get_possible_values() {
                    if let Some(help) = value.get_help() {
                        push(format!("{key}={}", value.get_name()), help.to_string());
                    }
                }
            }
        }
    }
    for sub in command.get_subcommands() {
        texts(sub, &path, found);
    }
}

/// Whether `text` is Chinese: it has CJK characters.
fn is_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[test]
fn every_text_of_the_help_has_its_chinese_and_every_chinese_text_is_used() {
    let mut command = crate::args::command();
    command.build();
    let mut found = Vec::new();
    texts(&command, "", &mut found);
    let mut used = BTreeSet::new();
    // A key without a command stands for one English text wherever it serves.
    let mut shared: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut listing = Vec::new();
    for (path, key, english) in &found {
        let own = format!("{path} {key}");
        let own = own.trim().to_string();
        let own = if key.is_empty() { about_key(&own).to_string() } else { own };
        let (used_key, text) = if key.is_empty() || key == "after" {
            // A command's own texts: no other command's stand in for them.
            (own.clone(), template(&own).unwrap_or_else(|| panic!("no Chinese for {own:?}")))
        } else {
            lookup(path, key).unwrap_or_else(|| panic!("no Chinese for {own:?} ({english:?})"))
        };
        if used_key != own {
            shared.entry(used_key.clone()).or_default().insert(english.clone());
        }
        assert!(
            is_chinese(text),
            "{used_key}: the Chinese of {english:?} is not Chinese: {text:?}"
        );
        assert_ne!(text, english, "{used_key}");
        listing.push(format!("{used_key:<28} {text}"));
        used.insert(used_key);
    }
    for (key, englishes) in shared {
        assert_eq!(englishes.len(), 1, "{key} stands for different English texts: {englishes:?}");
    }
    used.insert("count --unique (listing)".to_string());
    for (key, _) in zh::HELP {
        assert!(used.contains(*key), "{key:?} is in the Chinese table but in no help");
    }
    // The list of every key with its Chinese, for whoever reads the test's output.
    println!("{}", listing.join("\n"));
}

#[test]
fn chinese_help_is_wrapped_by_display_width() {
    WIDTH.with(|cell| cell.set(40));
    let text =
        "每个时间是多次运行的中位数：先运行一次预热，再一直运行到累计 10 ms（3 到 1,000 次）";
    let wrapped = wrap(text, 0);
    for line in wrapped.lines() {
        assert!(textwrap::core::display_width(line) <= 40, "{line:?}");
        assert!(!line.starts_with(['，', '。', '：', '）']), "{line:?}");
    }
    // Nothing is lost but the spaces where a line breaks.
    let squeezed = |text: &str| text.replace(['\n', ' '], "");
    assert_eq!(squeezed(&wrapped), squeezed(text));
    assert!(wrapped.lines().count() > 1);
}
