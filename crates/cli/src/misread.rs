//! A command line `clap` cannot read, said in the tool's language from the phrase book, from the
//! parts `clap` names in its error (`ContextKind`): the argument, the value, the choices, the
//! counts, its suggestions. The English keeps `clap`'s own words.
//!
//! Every kind of error `clap` has, and what becomes of it under `--lang zh`:
//!
//! - said here, from its parts: `UnknownArgument`, `InvalidSubcommand`, `InvalidValue` (a value
//!   not among the choices, or none at all), `MissingRequiredArgument`, `ArgumentConflict` (two
//!   arguments that exclude each other, or one given twice), `TooManyValues` (a flag given a
//!   value, `--force=yes`);
//! - said here although the tool's command line cannot produce them, so that an argument added
//!   later is said too (the unit tests below build one that does): `TooFewValues` and
//!   `WrongNumberOfValues` (no argument takes more than one value at a time), `NoEquals` (no
//!   argument requires `=`);
//! - said here from the kind alone, since `clap` names nothing in it either: `InvalidUtf8` (a
//!   word that is not UTF-8, where the argument is text: `practice hint ID`);
//! - said before this: `DisplayHelp` and `DisplayVersion` (the output asked for), and
//!   `DisplayHelpOnMissingArgumentOrSubcommand` and `MissingSubcommand` (`nqueens` alone, or with
//!   options only: the usage line and where to go next, both in the run's language, `lib.rs`);
//! - never raised while parsing: `ValueValidation` (the tool's own parsers refuse a value with
//!   an `InvalidValue` already said in the run's language, and no argument uses a parser of
//!   `clap`'s that validates, whose reason would be English), `Io` and `Format` (errors of
//!   writing help, not of reading a command line).

use clap::error::{ContextKind, ContextValue, ErrorKind};
use nqueens_walk::phrases::{Lang, say};

/// The one-line message for `error` in `lang`, without the prefix: `None` in English, and for
/// an error whose parts `clap` does not name (the tool's own value errors are said already).
pub(crate) fn said(error: &clap::Error, lang: Lang) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let part = |kind| error.get(kind).map(|value: &ContextValue| value.to_string());
    let number = |kind| match error.get(kind) {
        Some(ContextValue::Number(number)) => Some(*number),
        _ => None,
    };
    let help = say(lang, "parse.clap.see_help", &[]);
    // The separator of a list: `、` in Chinese.
    let list = say(lang, "ui.list", &[]);
    let message = match error.kind() {
        ErrorKind::UnknownArgument => {
            let arg = part(ContextKind::InvalidArg)?;
            let hint =
                suggestion(error, ContextKind::SuggestedArg, lang) + &tips(error, &arg, lang);
            let values: [(&str, &dyn std::fmt::Display); 2] =
                [("arg", &quoted(&arg)), ("hint", &hint)];
            say(lang, "parse.clap.unknown_option", &values) + &help
        }
        ErrorKind::InvalidSubcommand => {
            let command = part(ContextKind::InvalidSubcommand)?;
            let hint = suggestion(error, ContextKind::SuggestedSubcommand, lang)
                + &tips(error, &command, lang);
            let values: [(&str, &dyn std::fmt::Display); 2] =
                [("command", &quoted(&command)), ("hint", &hint)];
            say(lang, "parse.clap.unknown_command", &values) + &help
        }
        ErrorKind::InvalidValue => {
            let (arg, value) = (part(ContextKind::InvalidArg)?, part(ContextKind::InvalidValue)?);
            let arg = bare(&arg);
            let choices = match error.get(ContextKind::ValidValue) {
                Some(ContextValue::Strings(choices)) => choices.join(&list),
                _ => String::new(),
            };
            // An option given with no value at all (`--format` last) names an empty one; a path
            // has no choices to list.
            let key = match (value.is_empty(), choices.is_empty()) {
                (true, true) => "parse.clap.no_value.free",
                (true, false) => "parse.clap.no_value",
                (false, _) => "parse.clap.invalid_value",
            };
            let values: [(&str, &dyn std::fmt::Display); 3] =
                [("arg", &arg), ("value", &quoted(&value)), ("choices", &choices)];
            say(lang, key, &values) + &suggestion(error, ContextKind::SuggestedValue, lang)
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = match error.get(ContextKind::InvalidArg)? {
                ContextValue::Strings(missing) => missing.join(&list),
                other => other.to_string(),
            };
            say(lang, "parse.clap.missing", &[("missing", &missing)]) + &help
        }
        ErrorKind::ArgumentConflict => {
            let arg = bare(&part(ContextKind::InvalidArg)?);
            let others = match error.get(ContextKind::PriorArg) {
                Some(ContextValue::Strings(others)) => {
                    others.iter().map(|other| bare(other)).collect()
                }
                Some(ContextValue::String(other)) => vec![bare(other)],
                _ => Vec::new(),
            };
            // clap names the argument itself as the one before it when it is given twice.
            let message = if others.is_empty() || others == [arg.clone()] {
                say(lang, "parse.clap.repeated", &[("arg", &arg)])
            } else {
                let other = others.join(&list);
                say(lang, "parse.clap.conflict", &[("arg", &arg), ("other", &other)])
            };
            message + &help
        }
        ErrorKind::TooManyValues => {
            let (arg, value) = (part(ContextKind::InvalidArg)?, part(ContextKind::InvalidValue)?);
            let values: [(&str, &dyn std::fmt::Display); 2] =
                [("arg", &bare(&arg)), ("value", &quoted(&value))];
            say(lang, "parse.clap.unexpected_value", &values) + &help
        }
        ErrorKind::TooFewValues => {
            let arg = bare(&part(ContextKind::InvalidArg)?);
            let (min, actual) =
                (number(ContextKind::MinValues)?, number(ContextKind::ActualNumValues)?);
            let values: [(&str, &dyn std::fmt::Display); 3] =
                [("arg", &arg), ("min", &min), ("actual", &actual)];
            say(lang, "parse.clap.too_few", &values) + &help
        }
        ErrorKind::WrongNumberOfValues => {
            let arg = bare(&part(ContextKind::InvalidArg)?);
            let (expected, actual) =
                (number(ContextKind::ExpectedNumValues)?, number(ContextKind::ActualNumValues)?);
            let values: [(&str, &dyn std::fmt::Display); 3] =
                [("arg", &arg), ("expected", &expected), ("actual", &actual)];
            say(lang, "parse.clap.wrong_number", &values) + &help
        }
        ErrorKind::NoEquals => {
            let arg = bare(&part(ContextKind::InvalidArg)?);
            say(lang, "parse.clap.no_equals", &[("arg", &arg)]) + &help
        }
        ErrorKind::InvalidUtf8 => say(lang, "parse.clap.invalid_utf8", &[]) + &help,
        // Said before this, or never raised while parsing (above).
        ErrorKind::ValueValidation
        | ErrorKind::MissingSubcommand
        | ErrorKind::DisplayHelp
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        | ErrorKind::DisplayVersion
        | ErrorKind::Io
        | ErrorKind::Format => return None,
        _ => return None,
    };
    Some(message)
}

/// `text` in quotes, as the tool quotes what was typed.
fn quoted(text: &str) -> String {
    format!("'{text}'")
}

/// An argument as `clap` names it, without the name of its value: `--format`, not
/// `--format <FORMAT>` nor `--format=<FORMAT>`; `<FILE>`, not `<FILE>...`.
fn bare(arg: &str) -> String {
    let name = arg.split([' ', '=']).next().unwrap_or_default();
    name.strip_suffix("...").unwrap_or(name).to_string()
}

/// `clap`'s suggestion of the `kind`, as "did you mean": empty when it has none.
fn suggestion(error: &clap::Error, kind: ContextKind, lang: Lang) -> String {
    let suggested = match error.get(kind) {
        Some(ContextValue::String(text)) => Some(text.clone()),
        Some(ContextValue::Strings(texts)) => texts.first().cloned(),
        _ => None,
    };
    suggested.filter(|text| !text.is_empty()).map_or(String::new(), |text| {
        say(lang, "parse.clap.did_you_mean", &[("suggestion", &quoted(&text))])
    })
}

/// `clap`'s tips for a word it could not place, `word`: each recognised by the command lines
/// it quotes (not by its English words), and said in `lang`; a tip not recognised is left out.
fn tips(error: &clap::Error, word: &str, lang: Lang) -> String {
    let Some(ContextValue::StyledStrs(tips)) = error.get(ContextKind::Suggested) else {
        return String::new();
    };
    let mut said = String::new();
    for tip in tips {
        let tip = tip.to_string();
        // The quoted parts: every other piece between single quotes.
        let quotes: Vec<&str> = tip.split('\'').skip(1).step_by(2).collect();
        said += &match quotes.as_slice() {
            // `to pass '-x' as a value, use '-- -x'` (or `'nqueens -- x'`).
            [typed, escaped] if *typed == word && escaped.ends_with(&format!("-- {word}")) => {
                let values: [(&str, &dyn std::fmt::Display); 2] =
                    [("arg", &quoted(word)), ("escaped", &quoted(escaped))];
                say(lang, "parse.clap.as_value", &values)
            }
            // `subcommand 'solve' exists; to use it, remove the '--' before it`.
            [command, "--"] if *command == word => {
                say(lang, "parse.clap.after_dashes", &[("command", &quoted(word))])
            }
            // `'practice --dir' exists`.
            [usage] if usage.ends_with(word) => {
                say(lang, "parse.clap.did_you_mean", &[("suggestion", &quoted(usage))])
            }
            _ => String::new(),
        };
    }
    said
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The error `clap` gives for `args`, with the tool's command line.
    fn error_of(args: &[&str]) -> clap::Error {
        let parsed = crate::args::command().try_get_matches_from(args);
        parsed.expect_err("a command line clap cannot read")
    }

    #[test]
    fn the_parts_clap_names_are_said_in_chinese() {
        let cases = [
            (
                vec!["nqueens", "count", "8", "--fast"],
                "无法识别的参数 '--fast'；如果 '--fast' 是要传入的值，请写成 '-- --fast'（见 --help）",
            ),
            (
                vec!["nqueens", "slove", "8"],
                "未知的命令 'slove'；是不是想用 'solve'？（见 --help）",
            ),
            (
                vec!["nqueens", "solve", "8", "--format", "xml"],
                "--format 的值 'xml' 无效；可选的值有 board、leetcode、hello-algo、json、columns",
            ),
            (
                vec!["nqueens", "solve", "8", "--format"],
                "--format 缺少值；可选的值有 board、leetcode、hello-algo、json、columns",
            ),
            (vec!["nqueens", "count"], "缺少参数 <N>（见 --help）"),
            (
                vec!["nqueens", "trace", "--boards", "--no-boards", "4"],
                "--boards 不能和 --no-boards 一起用（见 --help）",
            ),
            (vec!["nqueens", "count", "8", "-u", "--unique"], "--unique 只能用一次（见 --help）"),
            (
                vec!["nqueens", "count", "8", "--force=yes"],
                "--force 不接受值，这里却给了 'yes'（见 --help）",
            ),
            (vec!["nqueens", "sum", ""], "<FILE> 缺少值"),
            (
                vec!["nqueens", "completions", "tcsh"],
                "<SHELL> 的值 'tcsh' 无效；可选的值有 bash、elvish、fish、powershell、zsh；是不是想用 'zsh'？",
            ),
            (
                vec!["nqueens", "sum", "-x"],
                "无法识别的参数 '-x'；如果 '-x' 是要传入的值，请写成 '-- -x'（见 --help）",
            ),
            (
                vec!["nqueens", "--", "solve"],
                "无法识别的参数 'solve'；'solve' 是命令，要运行它请去掉前面的 --（见 --help）",
            ),
        ];
        for (args, expected) in cases {
            let said = said(&error_of(&args), Lang::Zh);
            assert_eq!(said.as_deref(), Some(expected), "{args:?}");
            assert_eq!(super::said(&error_of(&args), Lang::En), None, "{args:?}");
        }
    }

    /// The kinds the tool's command line cannot produce, on a command line that does.
    #[test]
    fn the_kinds_the_tool_cannot_produce_are_said_too() {
        use clap::{Arg, Command};
        let command = Command::new("toy")
            .arg(Arg::new("pair").long("pair").num_args(2))
            .arg(Arg::new("some").long("some").num_args(2..=3))
            .arg(Arg::new("eq").long("eq").require_equals(true));
        let cases: [(&[&str], ErrorKind, &str); 3] = [
            (
                &["toy", "--pair", "1"],
                ErrorKind::WrongNumberOfValues,
                "--pair 需要 2\u{a0}个值，这里给了 1\u{a0}个（见 --help）",
            ),
            (
                &["toy", "--some", "1"],
                ErrorKind::TooFewValues,
                "--some 至少需要 2\u{a0}个值，这里只给了 1\u{a0}个（见 --help）",
            ),
            (
                &["toy", "--eq", "1"],
                ErrorKind::NoEquals,
                "--eq 的值要写在等号后面：--eq=…（见 --help）",
            ),
        ];
        for (args, kind, expected) in cases {
            let error = command.clone().try_get_matches_from(args).expect_err("an error");
            assert_eq!(error.kind(), kind, "{args:?}");
            assert_eq!(said(&error, Lang::Zh).as_deref(), Some(expected), "{args:?}");
        }
    }

    /// A word that is not UTF-8 where the argument is text.
    #[cfg(unix)]
    #[test]
    fn a_word_that_is_not_utf8_is_said_too() {
        use std::os::unix::ffi::OsStringExt;
        let word = std::ffi::OsString::from_vec(vec![0xff]);
        let args =
            ["nqueens".into(), "practice".into(), "hint".into(), "place-row-array".into(), word];
        let error = crate::args::command().try_get_matches_from(args).expect_err("an error");
        assert_eq!(error.kind(), ErrorKind::InvalidUtf8);
        let said = said(&error, Lang::Zh);
        assert_eq!(said.as_deref(), Some("命令行里有一个参数不是有效的 UTF-8（见 --help）"));
    }
}
