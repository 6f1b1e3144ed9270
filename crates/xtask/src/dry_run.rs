//! `cargo xtask add-approach-dry-run`: adds an approach to a copy of the repository by the list
//! of `docs/ARCHITECTURE.md` ("Adding an approach") and nothing else, then runs the tests there,
//! so that a place the list leaves out shows as a failing test.
//!
//! The approach added is a twin of `backtrack-array` with the id `dry-run`: traceable, with a
//! LeetCode file, so that every front end and every page that lists the approaches meets it.
//! The copy is the committed head (`git archive HEAD`), in a folder outside the repository.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The id of the approach the dry run adds.
pub const ID: &str = "dry-run";

/// A step of the list went wrong, or a command could not run.
pub type Result<T> = std::result::Result<T, String>;

/// Copies the committed head of `root` into `copy` and adds the approach there, step by step as
/// the list says. Returns the files each step changed, in the order of the list.
pub fn add(root: &Path, copy: &Path) -> Result<Vec<(&'static str, Vec<String>)>> {
    if copy.exists() {
        fs::remove_dir_all(copy).map_err(|error| format!("{}: {error}", copy.display()))?;
    }
    fs::create_dir_all(copy).map_err(|error| format!("{}: {error}", copy.display()))?;
    let archive = Command::new("git")
        .args(["archive", "--format=tar", "HEAD"])
        .current_dir(root)
        .output()
        .map_err(|error| format!("git archive: {error}"))?;
    run(Command::new("tar").arg("-x").current_dir(copy), Some(&archive.stdout))?;
    run(Command::new("git").args(["init", "-q"]).current_dir(copy), None)?;
    run(Command::new("git").args(["add", "-A"]).current_dir(copy), None)?;
    run(
        Command::new("git")
            .args(["-c", "user.name=dry run", "-c", "user.email=dry@run", "commit", "-qm", "head"])
            .current_dir(copy),
        None,
    )?;
    let mut changed = Vec::new();
    for (step, apply) in STEPS {
        apply(copy)?;
        changed.push((*step, committed(copy, step)?));
    }
    Ok(changed)
}

/// One step of the list: its name in ARCHITECTURE.md, and what it does to the copy.
type Step = (&'static str, fn(&Path) -> Result<()>);

/// The steps of "Adding an approach" that are written by hand, in the list's order. Step 6,
/// the counts and lists of approaches the pages give, is left to the tests to name; the snapshots of
/// steps 7 and 8 are accepted by the test run that follows.
const STEPS: &[Step] = &[
    ("1. its crate", its_crate),
    ("2. the workspace manifest", workspace_manifest),
    ("3. the registry", registry),
    ("4. this page", this_page),
    ("5. its page", its_page),
];

fn its_crate(copy: &Path) -> Result<()> {
    let from = copy.join("crates/backtrack-array");
    let to = copy.join("crates").join(ID);
    run(Command::new("cp").arg("-r").arg(&from).arg(&to), None)?;
    edit(
        &to.join("Cargo.toml"),
        "name = \"nqueens-backtrack-array\"",
        "name = \"nqueens-dry-run\"",
    )?;
    let lib = to.join("src/lib.rs");
    edit(&lib, "id: \"backtrack-array\"", &format!("id: \"{ID}\""))?;
    replace_all(&lib, "nqueens_backtrack_array", "nqueens_dry_run")?;
    edit(
        &lib,
        "idea: \"row by row, with boolean arrays",
        "idea: \"the array search again, row by row, with boolean arrays",
    )?;
    Ok(())
}

fn workspace_manifest(copy: &Path) -> Result<()> {
    let manifest = copy.join("Cargo.toml");
    edit(
        &manifest,
        "    \"crates/meet-in-the-middle\",\n",
        &format!("    \"crates/meet-in-the-middle\",\n    \"crates/{ID}\",\n"),
    )?;
    edit(
        &manifest,
        "[workspace.dependencies]\n",
        &format!(
            "[workspace.dependencies]\nnqueens-{ID} = {{ path = \"crates/{ID}\", version = \"0.1.0\" }}\n"
        ),
    )
}

fn registry(copy: &Path) -> Result<()> {
    edit(
        &copy.join("crates/approaches/Cargo.toml"),
        "nqueens-backtrack-array.workspace = true\n",
        &format!("nqueens-backtrack-array.workspace = true\nnqueens-{ID}.workspace = true\n"),
    )?;
    edit(
        &copy.join("crates/approaches/src/lib.rs"),
        "    &nqueens_meet_in_the_middle::MeetInTheMiddle,\n];",
        "    &nqueens_meet_in_the_middle::MeetInTheMiddle,\n    &nqueens_dry_run::BacktrackArray,\n];",
    )?;
    // Traceable: the book's stepper walks it too.
    edit(
        &copy.join("crates/web/Cargo.toml"),
        "nqueens-backtrack-array.workspace = true\n",
        &format!("nqueens-backtrack-array.workspace = true\nnqueens-{ID}.workspace = true\n"),
    )?;
    edit(
        &copy.join("crates/web/src/lib.rs"),
        "    &nqueens_backtrack_dlx::BacktrackDlx,\n];",
        "    &nqueens_backtrack_dlx::BacktrackDlx,\n    &nqueens_dry_run::BacktrackArray,\n];",
    )
}

fn this_page(copy: &Path) -> Result<()> {
    let architecture = copy.join("docs/ARCHITECTURE.md");
    edit(
        &architecture,
        "- `crates/backtrack-board`, ",
        &format!(
            "- `crates/{ID}`: the array search again (`lib.rs`), added by the dry run, with its \
             `leetcode.rs` and `measured.rs`.\n- `crates/backtrack-board`, "
        ),
    )?;
    edit(
        &architecture,
        "`nqueens-parallel`, `nqueens-permutation`, `nqueens-sat`, `nqueens-subset` → `nqueens-core`",
        &format!(
            "`nqueens-parallel`, `nqueens-permutation`, `nqueens-sat`, `nqueens-subset`,\n  `nqueens-{ID}` → `nqueens-core`"
        ),
    )?;
    edit(&architecture, "- `nqueens-web` → ", &format!("- `nqueens-web` → `nqueens-{ID}`, "))
}

fn its_page(copy: &Path) -> Result<()> {
    let sentence = "(at most `i32::MAX`, which is first exceeded at n = 19)";
    let english = format!(
        "# `{ID}`: the array search again\n\n[中文](zh/{ID}.md)\n\nThe search of \
         [`backtrack-array`](backtrack-array.md), added by the dry run. Its LeetCode file counts \
         in an `i32` {sentence}.\n\n![The array search again](figures/{ID}.svg)\n\n\
         <!-- generated: work-table {ID} -->\n<!-- end generated -->\n"
    );
    let chinese = format!(
        "<a id=\"{ID}-the-array-search-again\"></a>\n# `{ID}`：再来一次数组搜索\n\n[English](../{ID}.md)\n\n\
         [`backtrack-array`](backtrack-array.md) 的搜索，由演练加入。它的力扣文件用 `i32` 计数 {sentence}。\n\n\
         ![再来一次数组搜索](../figures/{ID}-zh.svg)\n\n<!-- generated: work-table {ID} -->\n<!-- end generated -->\n"
    );
    for (book, page, title, after) in [
        (
            "docs",
            english,
            "`{ID}`: the array search again",
            "- [meet-in-the-middle: two halves joined](meet-in-the-middle.md)\n",
        ),
        (
            "docs/zh",
            chinese,
            "`{ID}`：再来一次数组搜索",
            "- [meet-in-the-middle：折半搜索，两半拼接](meet-in-the-middle.md)\n",
        ),
    ] {
        let path = copy.join(book).join(format!("{ID}.md"));
        fs::write(&path, page).map_err(|error| format!("{}: {error}", path.display()))?;
        let entry = title.replace("{ID}", ID);
        edit(
            &copy.join(book).join("SUMMARY.md"),
            after,
            &format!("{after}- [{entry}]({ID}.md)\n"),
        )?;
    }
    // The learning path, after the approach that does not walk the tree.
    edit(
        &copy.join("docs/README.md"),
        "joins the halves whose columns fit and whose diagonals are disjoint.\n",
        &format!(
            "joins the halves whose columns fit and whose diagonals are disjoint. Then \
             [`{ID}`]({ID}.md) walks the array search again.\n"
        ),
    )?;
    edit(
        &copy.join("docs/zh/README.md"),
        "再把列互补、对角线不冲突的两半拼接起来。",
        &format!(
            "再把列互补、对角线不冲突的两半拼接起来。然后 [`{ID}`]({ID}.md) 再走一遍数组搜索。"
        ),
    )?;
    edit(
        &copy.join("crates/xtask/tests/docs/figures.rs"),
        "        \"backtrack-array\" => moment(&[1, 3], (2, 2)),\n",
        &format!(
            "        \"backtrack-array\" => moment(&[1, 3], (2, 2)),\n        \"{ID}\" => moment(&[1, 3], (2, 2)),\n"
        ),
    )
}

/// Runs the tests in the copy as a developer adding the approach would: the generated parts of
/// the docs regenerated, then every test with new snapshots accepted (the list's steps 7 and 8),
/// then every test again. Returns the files the first two runs changed and whether the last
/// run passed.
pub fn test(copy: &Path) -> Result<(Vec<String>, bool)> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let cargo_test = |args: &[&str], env: Option<(&str, &str)>| {
        let mut command = Command::new(&cargo);
        command.arg("test").args(args).current_dir(copy);
        if let Some((name, value)) = env {
            command.env(name, value);
        }
        eprintln!("dry run: {command:?}");
        command.status().map(|status| status.success()).map_err(|error| format!("cargo: {error}"))
    };
    cargo_test(&["-p", "nqueens-xtask", "--test", "docs"], Some(("UPDATE_DOCS", "1")))?;
    cargo_test(&["--workspace", "--no-fail-fast"], Some(("INSTA_UPDATE", "always")))?;
    let changed = committed(copy, "7, 8: generated and accepted")?;
    let passed = cargo_test(&["--workspace", "--no-fail-fast"], None)?;
    Ok((changed, passed))
}

/// Commits what `step` changed in the copy and lists the files.
fn committed(copy: &Path, step: &str) -> Result<Vec<String>> {
    run(Command::new("git").args(["add", "-A"]).current_dir(copy), None)?;
    let names = Command::new("git")
        .args(["diff", "--cached", "--name-only"])
        .current_dir(copy)
        .output()
        .map_err(|error| format!("git diff: {error}"))?;
    run(
        Command::new("git")
            .args(["-c", "user.name=dry run", "-c", "user.email=dry@run", "commit", "-qm", step])
            .current_dir(copy),
        None,
    )?;
    Ok(String::from_utf8_lossy(&names.stdout).lines().map(str::to_string).collect())
}

/// Replaces the one occurrence of `old` in the file at `path` by `new`.
fn edit(path: &Path, old: &str, new: &str) -> Result<()> {
    let text = fs::read_to_string(path).map_err(|error| format!("{}: {error}", path.display()))?;
    if text.matches(old).count() != 1 {
        return Err(format!("{}: {old:?} is not there exactly once", path.display()));
    }
    fs::write(path, text.replacen(old, new, 1))
        .map_err(|error| format!("{}: {error}", path.display()))
}

/// Replaces every occurrence of `old` in the file at `path` by `new`.
fn replace_all(path: &Path, old: &str, new: &str) -> Result<()> {
    let text = fs::read_to_string(path).map_err(|error| format!("{}: {error}", path.display()))?;
    fs::write(path, text.replace(old, new)).map_err(|error| format!("{}: {error}", path.display()))
}

/// Runs `command` to success, with `input` on its standard input.
fn run(command: &mut Command, input: Option<&[u8]>) -> Result<()> {
    use std::io::Write;
    use std::process::Stdio;
    let described = format!("{command:?}");
    command.stdin(if input.is_some() { Stdio::piped() } else { Stdio::null() });
    let mut child = command.spawn().map_err(|error| format!("{described}: {error}"))?;
    if let (Some(input), Some(mut stdin)) = (input, child.stdin.take()) {
        stdin.write_all(input).map_err(|error| format!("{described}: {error}"))?;
    }
    let status = child.wait().map_err(|error| format!("{described}: {error}"))?;
    if status.success() { Ok(()) } else { Err(format!("{described}: {status}")) }
}

/// The folder the dry run works in, outside the repository.
pub fn default_copy() -> PathBuf {
    std::env::temp_dir().join("nqueens-add-approach-dry-run")
}
