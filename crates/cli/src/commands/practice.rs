//! `nqueens practice`: the exercises of `nqueens-practice` on the command line. Without an
//! action it lists them with how far the learner's files got; `start` writes a skeleton, `hint`
//! climbs the ladder of hints (the whole answer only when asked for by name), and `check` holds
//! the learner's file to the textbook's search and prints the verdict.

use std::io::Write;
use std::path::{Path, PathBuf};

use nqueens_practice::compare::{self, Verdict};
use nqueens_practice::{EXERCISES, Exercise, render};
use nqueens_walk::phrases::{Lang, say};

use crate::args::{PracticeAction, PracticeArgs};
use crate::failure::{Failure, Outcome};
use crate::output;

/// The width hints are wrapped to: an 80-column terminal, with a margin.
const HINT_WIDTH: usize = 78;

/// Runs `nqueens practice`.
pub(crate) fn run(args: &PracticeArgs, lang: Lang) -> Outcome {
    match &args.action {
        None => list(&args.dir, lang),
        Some(PracticeAction::Start { id, path }) => {
            let exercise = exercise(id)?;
            start(exercise, &file(&args.dir, exercise, path.as_deref()), lang)
        }
        Some(PracticeAction::Hint { id, which }) => {
            hint(exercise(id)?, &args.dir, which.as_deref(), lang)
        }
        Some(PracticeAction::Check { id, path }) => {
            let exercise = exercise(id)?;
            check(exercise, &file(&args.dir, exercise, path.as_deref()), lang)
        }
    }
}

/// The exercise of an id clap has already checked.
fn exercise(id: &str) -> Result<&'static Exercise, Failure> {
    nqueens_practice::find(id).ok_or_else(|| {
        Failure::Usage(say(
            Lang::En,
            "practice.unknown",
            &[("id", &id), ("ids", &nqueens_practice::ids())],
        ))
    })
}

/// The learner's file: the path given, or DIR/ID.rs.
fn file(dir: &Path, exercise: &Exercise, path: Option<&Path>) -> PathBuf {
    path.map_or_else(|| dir.join(format!("{}.rs", exercise.id)), Path::to_path_buf)
}

/// Every exercise with the state of its file: not started, does not compile, where it parts
/// from the textbook, or done.
fn list(dir: &Path, lang: Lang) -> Outcome {
    let mut out = output::stdout();
    writeln!(out, "{}", say(lang, "practice.list.heading", &[("dir", &dir.display())]))?;
    writeln!(out)?;
    let width = EXERCISES.iter().map(|exercise| exercise.id.len()).max().unwrap_or(0);
    let page_width = EXERCISES.iter().map(|exercise| exercise.page.len()).max().unwrap_or(0);
    for (index, exercise) in EXERCISES.iter().enumerate() {
        let path = file(dir, exercise, None);
        let state = match compare::check(exercise, &path).verdict {
            Verdict::NoFile => say(lang, "practice.list.not_started", &[]),
            Verdict::DoesNotCompile(_) => say(lang, "practice.list.no_compile", &[]),
            Verdict::Differs(difference) => say(
                lang,
                "practice.list.parts",
                &[("step", &difference.number), ("n", &difference.n)],
            ),
            Verdict::Stopped { n, number, .. } => {
                say(lang, "practice.list.stopped", &[("step", &number), ("n", &n)])
            }
            Verdict::Agrees(_) => say(lang, "practice.list.done", &[]),
            Verdict::NoCompiler(message) | Verdict::Io(message) => {
                say(lang, "practice.list.unchecked", &[("message", &message)])
            }
        };
        let (number, id, page) = (index + 1, exercise.id, exercise.page);
        writeln!(out, "  {number}. {id:<width$}  {page:<page_width$}  {state}")?;
        out.flush()?;
    }
    writeln!(out)?;
    writeln!(out, "{}", say(lang, "practice.list.footer", &[]))?;
    out.flush()?;
    Ok(())
}

/// Writes the skeleton of `exercise` to `path`, unless a file is there already.
fn start(exercise: &Exercise, path: &Path, lang: Lang) -> Outcome {
    let mut out = output::stdout();
    let shown = path.display();
    if path.exists() {
        writeln!(out, "{}", say(lang, "practice.start.exists", &[("path", &shown)]))?;
        out.flush()?;
        return Ok(());
    }
    let cannot = |error: std::io::Error| {
        let values: [(&str, &dyn std::fmt::Display); 2] = [("path", &shown), ("error", &error)];
        Failure::Refused(say(lang, "error.cannot_write", &values))
    };
    if let Some(parent) = path.parent().filter(|parent| !parent.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(cannot)?;
    }
    std::fs::write(path, exercise.skeleton(lang)).map_err(cannot)?;
    let functions = exercise.functions_text(false);
    let values: [(&str, &dyn std::fmt::Display); 3] =
        [("path", &shown), ("id", &exercise.id), ("function", &functions)];
    writeln!(out, "{}", say(lang, "practice.start.written", &values))?;
    out.flush()?;
    Ok(())
}

/// The next hint of the ladder (the number of the last one read is kept in DIR/ID.hint), hint
/// `K`, or the whole answer when asked for by name.
fn hint(exercise: &Exercise, dir: &Path, which: Option<&str>, lang: Lang) -> Outcome {
    let mut out = output::stdout();
    let id = exercise.id;
    if which == Some("answer") {
        writeln!(out, "{}", say(lang, "practice.hint.answer", &[("id", &id)]))?;
        writeln!(out)?;
        write!(out, "{}", exercise.answer(lang))?;
        out.flush()?;
        return Ok(());
    }
    let kept = dir.join(format!("{id}.hint"));
    let number = match which {
        Some(text) => text
            .parse::<usize>()
            .ok()
            .filter(|number| (1..=exercise.hints).contains(number))
            .ok_or_else(|| {
                let text = format!("{text:?}");
                let values: [(&str, &dyn std::fmt::Display); 3] =
                    [("text", &text), ("id", &id), ("count", &exercise.hints)];
                Failure::Usage(say(lang, "tool.practice.not_a_hint", &values))
            })?,
        None => {
            let last = std::fs::read_to_string(&kept)
                .ok()
                .and_then(|text| text.trim().parse::<usize>().ok())
                .unwrap_or(0);
            (last + 1).min(exercise.hints)
        }
    };
    let Some(text) = exercise.hint(number, lang) else {
        let values: [(&str, &dyn std::fmt::Display); 2] = [("number", &number), ("id", &id)];
        return Err(Failure::Usage(say(lang, "tool.practice.no_hint", &values)));
    };
    let heading =
        [("number", &number as &dyn std::fmt::Display), ("count", &exercise.hints), ("id", &id)];
    writeln!(out, "{}", say(lang, "practice.hint.heading", &heading))?;
    let wrapped = textwrap::Options::new(HINT_WIDTH).initial_indent("  ").subsequent_indent("  ");
    writeln!(out, "{}", textwrap::fill(&text, wrapped))?;
    let key = if number == exercise.hints { "practice.hint.last" } else { "practice.hint.more" };
    writeln!(out, "{}", say(lang, key, &[("id", &id)]))?;
    out.flush()?;
    // The ladder is remembered where the files are, if that folder exists; reading a hint
    // never needs a file written.
    if which.is_none() && dir.is_dir() {
        let _ = std::fs::write(&kept, format!("{number}\n"));
    }
    Ok(())
}

/// Checks the learner's file and prints the verdict; exit status 1 unless every n agrees.
fn check(exercise: &'static Exercise, path: &Path, lang: Lang) -> Outcome {
    let outcome = compare::check(exercise, path);
    let text = render::outcome(&outcome, lang);
    // The check could not run at all: a one-line error, as every command gives.
    if let Verdict::NoCompiler(_) | Verdict::Io(_) = outcome.verdict {
        return Err(Failure::Refused(text.trim().to_string()));
    }
    let mut out = output::stdout();
    write!(out, "{text}")?;
    out.flush()?;
    match outcome.verdict {
        Verdict::Agrees(_) => Ok(()),
        _ => Err(Failure::Verdict),
    }
}
