//! A command line `clap` cannot read, said in the tool's language: where `clap` names the parts
//! of its error (the unknown option or command, the value and its choices, the missing
//! arguments), the tool's phrase book says it; any other error keeps `clap`'s English words.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use nqueens_walk::phrases::{Lang, say};

/// The one-line message for `error` in `lang`, without the prefix: `None` in English, and for
/// an error whose parts `clap` does not name (the tool's own value errors are said already).
pub(crate) fn said(error: &clap::Error, lang: Lang) -> Option<String> {
    if lang == Lang::En {
        return None;
    }
    let part = |kind| error.get(kind).map(|value: &ContextValue| value.to_string());
    let quoted = |text: String| format!("'{text}'");
    let suggestion = |kind| {
        part(kind).filter(|text| !text.is_empty()).map_or(String::new(), |text| {
            say(lang, "parse.clap.did_you_mean", &[("suggestion", &quoted(text))])
        })
    };
    let help = say(lang, "parse.clap.see_help", &[]);
    let message = match error.kind() {
        ErrorKind::UnknownArgument => {
            let arg = quoted(part(ContextKind::InvalidArg)?);
            let hint = suggestion(ContextKind::SuggestedArg);
            say(lang, "parse.clap.unknown_option", &[("arg", &arg), ("hint", &hint)]) + &help
        }
        ErrorKind::InvalidSubcommand => {
            let command = quoted(part(ContextKind::InvalidSubcommand)?);
            let hint = suggestion(ContextKind::SuggestedSubcommand);
            say(lang, "parse.clap.unknown_command", &[("command", &command), ("hint", &hint)])
                + &help
        }
        ErrorKind::InvalidValue => {
            let (arg, value) = (part(ContextKind::InvalidArg)?, part(ContextKind::InvalidValue)?);
            // The option without clap's name of its value: `--format`, not `--format <FORMAT>`.
            let arg = arg.split(' ').next().unwrap_or_default().to_string();
            let choices = match error.get(ContextKind::ValidValue)? {
                ContextValue::Strings(choices) => choices.join("、"),
                other => other.to_string(),
            };
            // An option given with no value at all (`--format` last) names an empty one.
            let key =
                if value.is_empty() { "parse.clap.no_value" } else { "parse.clap.invalid_value" };
            let values: [(&str, &dyn std::fmt::Display); 3] =
                [("arg", &arg), ("value", &quoted(value)), ("choices", &choices)];
            say(lang, key, &values)
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = match error.get(ContextKind::InvalidArg)? {
                ContextValue::Strings(missing) => missing.join("、"),
                other => other.to_string(),
            };
            say(lang, "parse.clap.missing", &[("missing", &missing)]) + &help
        }
        _ => return None,
    };
    Some(message)
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
            (vec!["nqueens", "count", "8", "--fast"], "无法识别的参数 '--fast'（见 --help）"),
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
        ];
        for (args, expected) in cases {
            let said = said(&error_of(&args), Lang::Zh);
            assert_eq!(said.as_deref(), Some(expected), "{args:?}");
            assert_eq!(super::said(&error_of(&args), Lang::En), None, "{args:?}");
        }
    }
}
