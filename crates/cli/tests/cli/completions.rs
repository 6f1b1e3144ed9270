//! `nqueens completions SHELL` and `nqueens man`: generated from the command line that `clap`
//! parses, they name every command and every flag, and install as the README says.

use std::fs;
use std::path::PathBuf;

use crate::{error_of, stdout_of};

/// Every command of the tool but `help` (which completions offer and no page needs), with the
/// long flags it takes, its own and the global ones, and its short flags, from the command line
/// the tool parses.
fn commands_and_flags() -> Vec<(String, Vec<String>, Vec<char>)> {
    let mut command = nqueens_cli::command();
    // Building the command propagates the global flags (`--color`) to every command.
    command.build();
    command
        .get_subcommands()
        .filter(|command| command.get_name() != "help")
        .map(|command| {
            let arguments = || command.get_arguments().filter(|argument| !argument.is_hide_set());
            (
                command.get_name().to_string(),
                arguments().filter_map(|argument| argument.get_long()).map(String::from).collect(),
                arguments().filter_map(|argument| argument.get_short()).collect(),
            )
        })
        .collect()
}

#[test]
fn every_command_has_some_flags() {
    let commands = commands_and_flags();
    // The walk finds what `--help` lists: a guard against a test that checks nothing.
    assert!(commands.len() >= 11, "{commands:?}");
    for (name, longs, _) in &commands {
        assert!(longs.iter().any(|long| long == "help"), "{name}: {longs:?}");
        assert!(longs.iter().any(|long| long == "color"), "{name}: {longs:?}");
    }
}

#[test]
fn completions_name_every_command_and_flag_in_every_shell() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = stdout_of(&["completions", shell]);
        for (name, longs, shorts) in commands_and_flags() {
            assert!(script.contains(&name), "{shell}: no command {name}");
            for long in longs {
                // Fish names a long flag with `-l`; the others write it out.
                let written =
                    if shell == "fish" { format!("-l {long}") } else { format!("--{long}") };
                assert!(script.contains(&written), "{shell}: {name} has no {written}");
            }
            for short in shorts {
                let written =
                    if shell == "fish" { format!("-s {short}") } else { format!("-{short}") };
                assert!(script.contains(&written), "{shell}: {name} has no {written}");
            }
        }
        // The approach ids come from the registry, and are offered as values by the shells
        // whose scripts complete values (PowerShell's and elvish's complete flags only).
        if ["bash", "zsh", "fish"].contains(&shell) {
            for id in nqueens_approaches::ids() {
                assert!(script.contains(id), "{shell}: no approach {id}");
            }
        }
    }
}

#[test]
fn an_unknown_shell_is_a_usage_error() {
    let error = error_of(&["completions", "cmd.exe"], 2);
    assert!(error.contains("bash, elvish, fish, powershell, zsh"), "{error}");
}

/// A directory of its own under the target directory, emptied.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("the directory is made");
    dir
}

#[test]
fn the_manual_has_a_page_for_every_command_with_every_flag() {
    let dir = scratch("man-pages");
    let dir_text = dir.to_str().expect("a UTF-8 path");
    let written = stdout_of(&["man", "--dir", dir_text]);
    let page = |name: &str| dir.join(format!("{name}.1"));
    let main = fs::read_to_string(page("nqueens")).expect("nqueens.1 is written");
    assert!(written.lines().any(|line| line.ends_with("/nqueens.1")), "{written}");
    assert_eq!(stdout_of(&["man"]), main);
    for (name, longs, shorts) in commands_and_flags() {
        let file = page(&format!("nqueens-{name}"));
        let roff = fs::read_to_string(&file).unwrap_or_else(|_| panic!("no page {file:?}"));
        assert!(written.lines().any(|line| line.ends_with(&format!("/nqueens-{name}.1"))));
        // A manual page in roff: its title line names it, in section 1.
        assert!(
            roff.lines().any(|line| line.starts_with(&format!(".TH nqueens-{name} 1 "))),
            "{name}: {roff}"
        );
        // The main page lists it as a page of its own, as git's pages do.
        assert!(main.contains(&format!("nqueens\\-{}(1)", name.replace('-', "\\-"))), "{name}");
        for long in longs {
            let written = format!("\\fB\\-\\-{}\\fR", long.replace('-', "\\-"));
            assert!(roff.contains(&written), "{name}: no {written}");
        }
        for short in shorts {
            assert!(roff.contains(&format!("\\fB\\-{short}\\fR")), "{name}: no -{short}");
        }
        assert_eq!(stdout_of(&["man", &name]), roff, "{name}");
    }
}

#[test]
fn the_manual_refuses_what_it_cannot_do() {
    // An unknown command is refused with the list of commands, which completions offer too.
    let error = error_of(&["man", "solver"], 2);
    assert!(error.contains("'solver'") && error.contains("compare, trace"), "{error}");
    let missing = scratch("man-missing").join("not-there");
    let error = error_of(&["man", "--dir", missing.to_str().expect("a UTF-8 path")], 1);
    assert!(error.starts_with("error: cannot write "), "{error}");
    error_of(&["man", "compare", "--dir", "."], 2);
}
