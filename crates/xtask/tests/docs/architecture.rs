//! `docs/ARCHITECTURE.md` stays true: its code map names every crate of the workspace and every
//! module of each crate's `src/`, so a new crate or module cannot go unmentioned.

use std::fs;
use std::path::Path;

use crate::workspace_root;

/// The code map: the section of `docs/ARCHITECTURE.md` under `## Code map`, split into the
/// bullets that start with crates' folders (`- `crates/walk` (…): …`), with the folders each
/// names before its first colon.
fn code_map() -> Vec<(Vec<String>, String)> {
    let page = fs::read_to_string(workspace_root().join("docs/ARCHITECTURE.md"))
        .expect("docs/ARCHITECTURE.md is readable");
    let section = page
        .split_once("\n## Code map\n")
        .map(|(_, after)| after.split("\n## ").next().unwrap_or_default())
        .expect("docs/ARCHITECTURE.md has a code map");
    let mut bullets: Vec<String> = Vec::new();
    for line in section.lines() {
        if line.starts_with("- `") {
            bullets.push(String::new());
        }
        if let Some(text) = bullets.last_mut() {
            text.push_str(line.trim_start());
            text.push(' ');
        }
    }
    bullets
        .into_iter()
        .map(|text| {
            let head = text.split(": ").next().unwrap_or_default();
            let folders = head
                .split('`')
                .skip(1)
                .step_by(2)
                .map(|folder| folder.trim_end_matches('/').to_string())
                .collect();
            (folders, text)
        })
        .collect()
}

/// The modules of a crate's `src/`: each file but `lib.rs` and `main.rs` by its name, and each
/// folder but insta's `snapshots/` as `name/`.
fn modules(source: &Path) -> Vec<String> {
    let mut modules: Vec<String> = fs::read_dir(source)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|entry| entry.path())
                .filter_map(|path| {
                    let name = path.file_name()?.to_str()?.to_string();
                    if path.is_dir() && name != "snapshots" {
                        Some(format!("{name}/"))
                    } else if name.ends_with(".rs") && name != "lib.rs" && name != "main.rs" {
                        Some(name)
                    } else {
                        None
                    }
                })
                .collect()
        })
        .unwrap_or_default();
    modules.sort();
    modules
}

#[test]
fn the_code_map_names_every_crate_and_every_module() {
    let root = workspace_root();
    let map = code_map();
    let manifest = fs::read_to_string(root.join("Cargo.toml")).expect("the workspace manifest");
    let members: Vec<&str> = manifest
        .split_once("members = [")
        .and_then(|(_, after)| after.split_once(']'))
        .map(|(list, _)| list.lines().filter_map(|line| line.trim().strip_suffix("\",")))
        .expect("the workspace lists its members")
        .map(|quoted| quoted.trim_start_matches('"'))
        .collect();
    assert!(members.len() > 15, "the members: {members:?}");
    let mut missing = Vec::new();
    for member in members {
        let Some((_, text)) = map.iter().find(|(folders, _)| folders.iter().any(|f| f == member))
        else {
            missing.push(format!("the crate `{member}` has no bullet of its own"));
            continue;
        };
        for module in modules(&root.join(member).join("src")) {
            if !text.contains(&format!("`{module}`")) && !text.contains(&format!("{module}`")) {
                missing.push(format!("`{member}/src/{module}` is not named in its bullet"));
            }
        }
    }
    assert!(missing.is_empty(), "docs/ARCHITECTURE.md's code map:\n{}", missing.join("\n"));
}
