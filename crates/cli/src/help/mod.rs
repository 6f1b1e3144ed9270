//! The help of the command line in the language of the run.
//!
//! The English help has one home, the doc comments of `args` that `clap` derives it from (and
//! the manual pages and completions with it). The Chinese help lives beside it, in `zh.rs`, as
//! a table keyed by where each text sits in `clap`'s tree of commands: `solve` for a command's
//! one line, `solve after` for the text after its options, `solve <N>` and `solve --format` for
//! an argument, `solve --format=board` for one of its values. A key without a command
//! (`--color`, `<N>`) serves every command whose own key is missing, and a test holds that each
//! such key stands for one English text. The same test holds the table to the tree: every
//! text of the tree has its Chinese, in Chinese, and every key is used.
//!
//! This part stays in the command-line crate, not in the walk's phrase book: its English is
//! `clap`'s, so its keys can only be checked against the `clap::Command` that this crate
//! builds, and the stepper compiled from the walk has no use for it. The tool's own error lines
//! are in the phrase book (`tool.*`).

use clap::{Arg, Command};
use nqueens_walk::phrases::Lang;

mod zh;

#[cfg(test)]
mod tests;

/// The widest help `clap` writes (`max_term_width` in `args`).
const MAX_WIDTH: usize = 100;

thread_local! {
    /// The width the help is written to, for [`wrap`].
    static WIDTH: std::cell::Cell<usize> = const { std::cell::Cell::new(MAX_WIDTH) };
}

/// `text` wrapped to `indent` columns less than the help's width. `clap` wraps only at
/// spaces, and a Chinese sentence has none: it is broken by [`crate::format::wrap_wide`].
fn wrap(text: &str, indent: usize) -> String {
    let width = WIDTH.with(std::cell::Cell::get).saturating_sub(indent).max(20);
    crate::format::wrap_wide(text, width)
}

/// The layout of `clap`'s help, with its `Usage:` heading in Chinese.
const TEMPLATE: &str = "{before-help}{about-with-newline}\n用法：{usage}\n\n{all-args}{after-help}";

/// The command line as `command` is for English; in Chinese, every text of it from the table
/// in `zh.rs`, with `clap`'s own headings, defaults and lists of values in Chinese too.
pub(crate) fn in_lang(command: Command, lang: Lang, width: usize) -> Command {
    match lang {
        Lang::En => command,
        Lang::Zh => {
            let mut command = command;
            // Built first, so that the help flags, the `help` command and the global options
            // exist in every command, to be given their Chinese.
            command.build();
            WIDTH.with(|cell| cell.set(width.min(MAX_WIDTH)));
            in_chinese(command, "")
        }
    }
}

/// The usage line `clap` renders (`Usage: nqueens …`, perhaps in colour) with its heading in
/// `lang`, as the help writes it.
pub(crate) fn usage_in(usage: &str, lang: Lang) -> String {
    match lang {
        Lang::En => usage.to_string(),
        Lang::Zh => {
            let usage = usage.replacen("Usage:", "用法：", 1);
            // The space after the heading goes, in colour (after its reset) or not.
            usage.replacen("：\u{1b}[0m ", "：\u{1b}[0m", 1).replacen("： ", "：", 1)
        }
    }
}

/// The Chinese of the text at `key` in the command at `path` (the words after `nqueens`), as
/// [`lookup`] finds it, its holes filled. `None` where the table has none, which the tests
/// forbid.
fn chinese(path: &str, key: &str) -> Option<String> {
    let (_, text) = lookup(path, key)?;
    // The approaches some texts name, from the registry, as the English names them.
    let task_counters = nqueens_approaches::task_counter_ids().join("、");
    let listing = crate::args::unique_by_listing();
    let listing = if listing.is_empty() {
        String::new()
    } else {
        template("count --unique (listing)")
            .unwrap_or_default()
            .replace("{ids}", &listing.join("、"))
    };
    Some(text.replace("{task_counters}", &task_counters).replace("{listing}", &listing))
}

/// The key that serves `key` in the command at `path`, and its Chinese: the command's own key
/// (`practice start --dir`), else its parent's (`practice --dir`, the options a command gives
/// the commands under it), and so on up to the key alone (`--dir`).
pub(super) fn lookup(path: &str, key: &str) -> Option<(String, &'static str)> {
    let words: Vec<&str> = path.split_whitespace().collect();
    (0..=words.len()).rev().find_map(|kept| {
        let own = format!("{} {key}", words[..kept].join(" "));
        let own = own.trim().to_string();
        template(&own).map(|text| (own, text))
    })
}

/// The Chinese text at exactly `key`, its holes unfilled.
pub(super) fn template(key: &str) -> Option<&'static str> {
    zh::HELP.iter().find(|(name, _)| *name == key).map(|(_, text)| *text)
}

/// The key of an argument: `<N>` for a positional one, `--format` for an option.
pub(super) fn arg_key(arg: &Arg) -> String {
    match arg.get_long() {
        Some(long) => format!("--{long}"),
        None => format!("<{}>", arg.get_id()),
    }
}

/// The keys of the help flag's texts: `--help` alone, or, where some option says more with
/// `--help` than with `-h`, `--help (more)` for `-h` and `--help (summary)` for `--help`.
pub(super) const HELP_MORE: &str = "--help (more)";
/// See [`HELP_MORE`].
pub(super) const HELP_SUMMARY: &str = "--help (summary)";

/// The path of a command's texts: `solve`, `practice start`; the commands under a `help`
/// command (`nqueens help count`) are the commands it names.
pub(super) fn path_of(parent: &str, name: &str) -> String {
    let parent = if parent == "help" { "" } else { parent.strip_suffix(" help").unwrap_or(parent) };
    match parent {
        "" if name == "nqueens" => String::new(),
        "" => name.to_string(),
        _ => format!("{parent} {name}"),
    }
}

/// Whether the commands under `parent` are those a `help` command names, there for their one
/// lines only.
pub(super) fn listed(parent: &str) -> bool {
    parent == "help" || parent.ends_with(" help")
}

/// The key of a command's one line: every `help` command has the same.
pub(super) fn about_key(path: &str) -> &str {
    if path == "help" || path.ends_with(" help") { "help" } else { path }
}

/// `command`, whose parent is at `parent`, and every command under it, in Chinese.
fn in_chinese(command: Command, parent: &str) -> Command {
    let path = path_of(parent, command.get_name());
    let listed = listed(parent);
    let mut command = command.help_template(TEMPLATE).subcommand_help_heading("命令");
    if !listed {
        command = command.mut_args(|arg| arg_in_chinese(arg, &path));
    }
    // A command's texts are its own: no other command's stand in for them.
    if let Some(about) = template(about_key(&path)).filter(|_| command.get_about().is_some()) {
        command = command.about(wrap(about, 16)).long_about(None);
    }
    if command.get_after_help().is_some() {
        let after = template(format!("{path} after").trim()).unwrap_or_default();
        command = command.after_help(wrap(after, 1));
    }
    let names: Vec<String> =
        command.get_subcommands().map(|sub| sub.get_name().to_string()).collect();
    for name in names {
        command = command.mut_subcommand(&name, |sub| in_chinese(sub, &path));
    }
    command
}

/// A value of `arg` as the Chinese help lists it: its id, with its Chinese name beside it where
/// the argument takes that name too (`--only`'s `place（放置）`, as its error lists it).
fn label(arg: &Arg, value: &str) -> String {
    use clap::ValueEnum;
    let filter = (arg.get_id() == "only")
        .then(|| crate::args::TraceFilter::from_str(value, false).ok())
        .flatten();
    filter.map_or_else(
        || value.to_string(),
        |filter| crate::commands::trace::only_choice(filter, Lang::Zh),
    )
}

/// An argument in Chinese: its help, the values it takes and its default, under the heading
/// 参数 or 选项.
fn arg_in_chinese(arg: Arg, path: &str) -> Arg {
    let heading = if arg.is_positional() { "参数" } else { "选项" };
    let arg = arg.help_heading(heading);
    if arg.get_id() == "help" && arg.get_long_help().is_some() {
        let more = chinese(path, HELP_MORE).unwrap_or_default();
        return arg.help(more).long_help(chinese(path, HELP_SUMMARY).unwrap_or_default());
    }
    let key = arg_key(&arg);
    let Some(text) = chinese(path, &key) else {
        return arg;
    };
    let text = wrap(&text, 24);
    let text = text.as_str();
    let takes_values = arg.get_action().takes_values();
    let values = if takes_values && !arg.is_hide_possible_values_set() {
        arg.get_possible_values()
    } else {
        Vec::new()
    };
    let defaults: Vec<String> = if takes_values && !arg.is_hide_default_value_set() {
        arg.get_default_values().iter().map(|value| value.to_string_lossy().into_owned()).collect()
    } else {
        Vec::new()
    };
    let default = (!defaults.is_empty()).then(|| format!("[默认：{}]", defaults.join(", ")));
    let names: Vec<String> = values.iter().map(|value| label(&arg, value.get_name())).collect();
    let list = (!names.is_empty()).then(|| format!("[可选值：{}]", names.join(", ")));
    let short: Vec<&str> =
        [Some(text), default.as_deref(), list.as_deref()].into_iter().flatten().collect();
    let described = values.iter().any(|value| value.get_help().is_some());
    let long = if described {
        // Each value on a line of its own with what it means, as `clap` lists them.
        let mut long = format!("{text}\n\n可选值：");
        let arg_key = key.clone();
        for value in &values {
            let meaning =
                chinese(path, &format!("{arg_key}={}", value.get_name())).unwrap_or_default();
            let line = wrap(&format!("- {}：{meaning}", label(&arg, value.get_name())), 14);
            long.push_str(&format!("\n{line}"));
        }
        if let Some(default) = &default {
            long.push_str(&format!("\n\n{default}"));
        }
        Some(long)
    } else if arg.get_long_help().is_some() {
        let notes: Vec<&str> =
            [default.as_deref(), list.as_deref()].into_iter().flatten().collect();
        Some(if notes.is_empty() {
            text.to_string()
        } else {
            format!("{text}\n\n{}", notes.join("\n"))
        })
    } else {
        None
    };
    let arg =
        arg.help(wrap(&short.join(" "), 24)).hide_default_value(true).hide_possible_values(true);
    match long {
        Some(long) => arg.long_help(long),
        None => arg,
    }
}
