//! The tool in the language chosen once for the run: `--lang` before any command, or else the
//! environment's as gettext reads it. Its help and its own one-line errors are in Chinese under
//! Chinese; English output is pinned by the other tests.

use std::process::Output;

/// Runs `nqueens args` with exactly the language variables `env` (the others removed).
fn run_in(env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut command = assert_cmd::cargo::cargo_bin_cmd!("nqueens");
    for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    command.envs(env.iter().copied()).args(args).output().expect("the binary runs")
}

/// The standard output of a run that succeeds.
fn stdout_in(env: &[(&str, &str)], args: &[&str]) -> String {
    let output = run_in(env, args);
    assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).expect("the output is UTF-8")
}

/// Whether `text` has Chinese characters.
fn has_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[test]
fn the_top_level_help_is_chinese_under_lang_zh() {
    let help = stdout_in(&[("LANG", "C.UTF-8")], &["--lang", "zh", "--help"]);
    assert!(help.contains("用法：nqueens [OPTIONS] <COMMAND>"), "{help}");
    assert!(help.contains("命令:") && help.contains("选项:"), "{help}");
    assert!(help.contains("  solve        打印 N × N 棋盘的所有解"), "{help}");
    assert!(help.contains("被 Ctrl-C 中断"), "{help}");
    assert!(!help.contains("Usage:") && !help.contains("Print help"), "{help}");
    // The note says what stays English.
    assert!(help.contains("仍是英文的只有操作系统给出的读写失败原因"), "{help}");
    // The global option is taken after the command too.
    let after = stdout_in(&[("LANG", "C.UTF-8")], &["solve", "--lang", "zh", "--help"]);
    assert!(after.contains("用法："), "{after}");
}

#[test]
fn a_commands_help_is_chinese_with_its_defaults_and_values() {
    let help = stdout_in(&[("LANG", "C.UTF-8")], &["--lang", "zh", "trace", "--help"]);
    assert!(help.contains("参数:") && help.contains("棋盘的大小，0 到 8"), "{help}");
    assert!(help.contains("[默认：backtrack-array]"), "{help}");
    assert!(help.contains("- dead-end（死路）："), "{help}");
    assert!(!help.contains("[default:") && !help.contains("Possible values"), "{help}");
    for line in help.lines() {
        assert!(textwrap::core::display_width(line) <= 80, "wider than 80 columns: {line}");
    }
    // Every command's help, and -h, is Chinese.
    let mut command = nqueens_cli::command();
    command.build();
    for sub in command.get_subcommands().filter(|sub| sub.get_name() != "help") {
        for flag in ["-h", "--help"] {
            let help = stdout_in(&[("LANG", "zh_CN.UTF-8")], &[sub.get_name(), flag]);
            assert!(help.starts_with(|c: char| has_chinese(&c.to_string())), "{help}");
            assert!(!help.contains("Usage:"), "{}: {help}", sub.get_name());
        }
    }
}

#[test]
fn the_tools_own_error_line_is_chinese() {
    let output = run_in(&[("LANG", "zh_CN.UTF-8")], &["practice", "hint", "place-row-array", "9"]);
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert_eq!(
        stderr,
        "错误：place-row-array 没有提示 \"9\"：请给出 1 到 3 之间的数字，或者 answer\n"
    );
    // nqueens alone: the usage line in Chinese and where to go next.
    let output = run_in(&[], &["--lang", "zh"]);
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert_eq!(
        stderr,
        "用法：nqueens [OPTIONS] <COMMAND>\n\
         需要一个命令：试试 `nqueens compare 8`，或者用 `nqueens --help` 查看所有命令。\n"
    );
}

#[test]
fn language_is_read_first_as_gettext_reads_it_under_a_locale_that_is_not_c() {
    let utf8 = ("LANG", "en_US.UTF-8");
    let help = |env: &[(&str, &str)]| stdout_in(env, &["--help"]);
    assert!(help(&[("LANGUAGE", "zh_CN:en"), utf8]).contains("用法："));
    assert!(help(&[("LANGUAGE", "fr:zh_TW"), utf8]).contains("用法："));
    assert!(help(&[("LANGUAGE", "en:zh_CN"), ("LANG", "zh_CN.UTF-8")]).contains("Usage:"));
    // Under the C locale gettext ignores LANGUAGE, and so does the tool.
    assert!(help(&[("LANGUAGE", "zh_CN:en"), ("LANG", "C")]).contains("Usage:"));
    // LC_ALL comes before LANG, and --lang before them all.
    assert!(help(&[("LC_ALL", "zh_CN.UTF-8"), utf8]).contains("用法："));
    let asked = stdout_in(&[("LANGUAGE", "zh_CN"), utf8], &["--lang", "en", "--help"]);
    assert!(asked.contains("Usage:"), "{asked}");
    // The steps follow the same choice.
    let steps = stdout_in(&[("LANGUAGE", "zh_CN:en"), utf8], &["trace", "2"]);
    assert!(steps.contains("死路"), "{steps}");
}

#[test]
fn a_chinese_locale_that_is_not_utf8_gets_english() {
    for locale in ["zh_CN.GBK", "zh_CN.GB18030", "zh_TW.BIG5"] {
        let env = [("LANGUAGE", "zh_CN:en"), ("LANG", locale)];
        let help = stdout_in(&env, &["--help"]);
        assert!(help.contains("Usage:") && !has_chinese(&help), "{locale}: {help}");
        let steps = stdout_in(&env, &["trace", "2"]);
        assert!(steps.contains("dead end") && !has_chinese(&steps), "{locale}: {steps}");
    }
}
