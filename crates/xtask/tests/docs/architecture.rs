//! `docs/ARCHITECTURE.md` stays true: its code map names every crate of the workspace and every
//! module of each crate's `src/`, so a new crate or module cannot go unmentioned; and it states
//! every dependency between the workspace's crates, as `cargo metadata` gives them.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;
use std::process::Command;

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

/// The dependencies between the workspace's own crates, as `cargo metadata` gives them: for each
/// package, the workspace packages it depends on (normal dependencies only, not those of tests
/// or build scripts).
fn dependency_edges() -> BTreeMap<String, BTreeSet<String>> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline"])
        .current_dir(workspace_root())
        .output()
        .expect("cargo metadata runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let metadata: serde_json::Value =
        serde_json::from_slice(&output.stdout).expect("cargo metadata writes JSON");
    let packages = metadata["packages"].as_array().expect("metadata lists the packages");
    let names: BTreeSet<String> =
        packages.iter().filter_map(|package| package["name"].as_str()).map(String::from).collect();
    packages
        .iter()
        .map(|package| {
            let name = package["name"].as_str().expect("a package has a name").to_string();
            let uses = package["dependencies"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|dependency| dependency["kind"].is_null())
                .filter_map(|dependency| dependency["name"].as_str())
                .filter(|dependency| names.contains(*dependency))
                .map(String::from)
                .collect();
            (name, uses)
        })
        .collect()
}

/// The dependency edges `docs/ARCHITECTURE.md` states, between its `dependency-edges` markers:
/// bullets of `from`, …` → `to`, …` (or `→ none`); "every approach crate and every placer crate"
/// stands for the crates the registry lists.
fn stated_edges(registry: &BTreeSet<String>) -> BTreeMap<String, BTreeSet<String>> {
    let page = fs::read_to_string(workspace_root().join("docs/ARCHITECTURE.md"))
        .expect("docs/ARCHITECTURE.md is readable");
    let list = page
        .split_once("<!-- dependency-edges -->")
        .and_then(|(_, after)| after.split_once("<!-- /dependency-edges -->"))
        .map(|(list, _)| list)
        .expect("docs/ARCHITECTURE.md lists the dependency edges between markers");
    let mut bullets: Vec<String> = Vec::new();
    for line in list.lines() {
        if line.starts_with("- ") {
            bullets.push(String::new());
        }
        if let Some(text) = bullets.last_mut() {
            text.push_str(line.trim_start_matches("- ").trim());
            text.push(' ');
        }
    }
    let names = |text: &str| -> BTreeSet<String> {
        text.split('`').skip(1).step_by(2).map(String::from).collect()
    };
    let mut edges = BTreeMap::new();
    for bullet in bullets {
        let (from, to) = bullet.split_once('→').expect("an edge bullet has an arrow");
        let mut to_names = names(to);
        if to.contains("every approach crate and every placer crate") {
            to_names.extend(registry.iter().cloned());
        }
        for from in names(from) {
            edges.insert(from, to_names.clone());
        }
    }
    edges
}

#[test]
fn the_dependency_edges_are_the_ones_the_page_states() {
    let edges = dependency_edges();
    // What the registry lists: every workspace crate it depends on, but the core.
    let registry: BTreeSet<String> = edges["nqueens-approaches"]
        .iter()
        .filter(|name| name.as_str() != "nqueens-core")
        .cloned()
        .collect();
    let stated = stated_edges(&registry);
    for (package, uses) in &edges {
        let Some(drawn) = stated.get(package) else {
            panic!(
                "docs/ARCHITECTURE.md states no dependency edge of {package} (it uses {uses:?})"
            );
        };
        let undrawn: Vec<&String> = uses.difference(drawn).collect();
        let gone: Vec<&String> = drawn.difference(uses).collect();
        assert!(
            undrawn.is_empty() && gone.is_empty(),
            "{package}: uses {undrawn:?}, which docs/ARCHITECTURE.md does not state, and is said \
             to use {gone:?}, which it does not"
        );
    }
    let unknown: Vec<&String> = stated.keys().filter(|name| !edges.contains_key(*name)).collect();
    assert!(unknown.is_empty(), "docs/ARCHITECTURE.md states edges of no package: {unknown:?}");
}
