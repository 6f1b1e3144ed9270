//! `nqueens sum`: adds up the partial counts of `count --shard I/K` runs.
//!
//! The input is untrusted: results travel between machines and people. Each line is read with a
//! bounded length, must be one JSON object of this version of the tool with no unknown field,
//! and is checked and added as it arrives (`nqueens_core::Sum`), so a wrong result is refused
//! at once, with the file and line, and memory stays bounded however long the input is.

use std::collections::BinaryHeap;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::Path;

use nqueens_approaches::{APPROACHES, find};
use nqueens_core::{Options, Shard, Solver, Sum, Tally, TaskCounter, shortened};

use crate::args::SumArgs;
use crate::budget::{Plan, RUN_SECONDS, Run};
use crate::failure::{Failure, Outcome, sum_error};
use crate::format::{duration_in, quoted, quoted_path, thousands};
use crate::output;
use crate::report::{CountReport, VERSION};
use nqueens_walk::phrases::{Lang, count_in, say};

/// The longest line a result may take, in bytes: a result of `count --format json` takes about
/// 300.
const LONGEST_LINE: usize = 4_096;

/// Reads every JSON result from the files (or standard input), checks each one and adds it, and
/// prints the total.
pub(crate) fn run(args: &SumArgs, lang: Lang) -> Outcome {
    let mut sum = Adding::new(lang)?;
    let mut sample = Sample::new(args.recount.unwrap_or(0), args.seed.unwrap_or(0));
    for path in &args.files {
        let name = quoted_path(path);
        let reader: Box<dyn Read> = if path == Path::new("-") {
            Box::new(io::stdin().lock())
        } else {
            let file = File::open(path).map_err(|error| cannot_read(lang, &name, &error))?;
            Box::new(file)
        };
        add_results(BufReader::new(reader), &name, &mut sum, &mut sample)?;
    }
    let (solver, counter) = (sum.solver, sum.counter);
    let total = sum.finish().map_err(|error| {
        let key = if args.files.len() == 1 { "sum.cannot_add.one" } else { "sum.cannot_add.many" };
        Failure::Refused(say(lang, key, &[("error", &sum_error(&error, lang))]))
    })?;
    let mut report = CountReport::from_tally(&total, solver);
    if args.recount.is_some() {
        let recounted = recount(solver, counter, sample.into_sorted(), args.force, lang)?;
        report.recounted = Some(recounted.iter().map(ToString::to_string).collect());
    }
    let mut out = output::stdout();
    report.write(&mut out, args.format, lang)?;
    out.flush()?;
    Ok(())
}

/// The sum of the results of one counter of tasks: the counter the first result names (until
/// then, the first of the registry, which the messages name), and its sum so far.
struct Adding {
    /// The approach whose results are added.
    solver: &'static dyn Solver,
    /// The same approach, as the counter of tasks that it is.
    counter: &'static dyn TaskCounter,
    /// Its results added so far; `None` before the first.
    sum: Option<Sum<'static>>,
    /// The language of its refusals.
    lang: Lang,
}

impl Adding {
    /// A sum of no result yet.
    fn new(lang: Lang) -> Result<Self, Failure> {
        let first = APPROACHES.iter().find_map(|&solver| Some((solver, solver.task_counter()?)));
        let (solver, counter) =
            first.ok_or_else(|| Failure::Refused(say(lang, "sum.no_counter", &[])))?;
        Ok(Self { solver, counter, sum: None, lang })
    }

    /// The approach a result must come from, for messages: the approach of the results so far,
    /// or before the first, every task counter of the registry (`parallel|meet-in-the-middle`).
    fn approach_named(&self) -> String {
        if self.sum.is_some() {
            self.solver.info().id.to_string()
        } else {
            nqueens_approaches::task_counter_ids().join("|")
        }
    }

    /// Checks `report` (`place`, for messages) and adds it; the first result chooses the counter.
    fn add(&mut self, report: &CountReport, place: &str) -> Result<Tally, Failure> {
        if self.sum.is_none()
            && let Some(solver) = find(&report.approach)
            && let Some(counter) = solver.task_counter()
        {
            (self.solver, self.counter) = (solver, counter);
        }
        let tally = tally_of(report, place, self.solver.info().id, self.counter, self.lang)?;
        let counter = self.counter;
        self.sum.get_or_insert_with(|| Sum::new(counter)).add(&tally).map_err(|error| {
            let error = sum_error(&error, self.lang);
            Failure::Refused(say(self.lang, "sum.at", &[("place", &place), ("error", &error)]))
        })?;
        Ok(tally)
    }

    /// The whole count, if every shard was added and the sum is right where it is known.
    fn finish(self) -> Result<Tally, nqueens_core::SumError> {
        self.sum.unwrap_or_else(|| Sum::new(self.counter)).finish()
    }
}

/// Reads every result of one input (`name`, for messages) line by line, checks each one and adds
/// it to `sum`, offering it to `sample`. Whatever the bytes, it adds or refuses with one line;
/// it never panics and never holds more than one line of [`LONGEST_LINE`] bytes.
fn add_results(
    mut reader: impl BufRead,
    name: &str,
    sum: &mut Adding,
    sample: &mut Sample,
) -> Result<(), Failure> {
    let mut line = Vec::new();
    for number in 1.. {
        line.clear();
        // Read one line, but never more than one line too long to be a result.
        let limit = u64::try_from(LONGEST_LINE + 1).unwrap_or(u64::MAX);
        let read = reader
            .by_ref()
            .take(limit)
            .read_until(b'\n', &mut line)
            .map_err(|error| cannot_read(sum.lang, name, &error))?;
        if read == 0 {
            break;
        }
        let lang = sum.lang;
        let place = say(lang, "sum.line", &[("number", &number), ("name", &name)]);
        if line.len() > LONGEST_LINE {
            let values: [(&str, &dyn std::fmt::Display); 2] =
                [("place", &place), ("bytes", &thousands(LONGEST_LINE as u64))];
            return Err(Failure::Refused(say(lang, "sum.too_long", &values)));
        }
        if line.trim_ascii().is_empty() {
            continue;
        }
        let report = read_report(&line, &place, &sum.approach_named(), lang)?;
        let tally = sum.add(&report, &place)?;
        sample.offer(tally);
    }
    Ok(())
}

/// The shards `--recount` counts again: the K whose keys, mixed from the seed and the shard's
/// index, are smallest. The choice depends on the seed and the shards alone, not on the order in
/// which they arrive, and only K results are kept.
struct Sample {
    /// How many shards to keep.
    size: usize,
    /// The seed that chooses them.
    seed: u64,
    /// The shards kept so far, with their keys; the largest key first out.
    kept: BinaryHeap<(u64, Keep)>,
}

/// A result kept for a recount, ordered by its shard alone.
#[derive(Clone, Copy, Debug)]
struct Keep(Tally);

impl PartialEq for Keep {
    fn eq(&self, other: &Self) -> bool {
        self.0.shard == other.0.shard
    }
}

impl Eq for Keep {}

impl PartialOrd for Keep {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Keep {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.shard.cmp(&other.0.shard)
    }
}

impl Sample {
    fn new(size: usize, seed: u64) -> Self {
        Self { size, seed, kept: BinaryHeap::new() }
    }

    /// Keeps `tally` if its key is among the `size` smallest so far.
    fn offer(&mut self, tally: Tally) {
        if self.size == 0 {
            return;
        }
        let index = tally.shard.map_or(0, |shard| shard.index as u64);
        let key = mix(self.seed ^ mix(index));
        self.kept.push((key, Keep(tally)));
        if self.kept.len() > self.size {
            self.kept.pop();
        }
    }

    /// The kept results, in the order of their shards.
    fn into_sorted(self) -> Vec<Tally> {
        let mut kept: Vec<Tally> = self.kept.into_iter().map(|(_, Keep(tally))| tally).collect();
        kept.sort_by_key(|tally| tally.shard);
        kept
    }
}

/// The refusal of an input that cannot be read (`name`, for messages).
fn cannot_read(lang: Lang, name: &str, error: &io::Error) -> Failure {
    Failure::Refused(say(lang, "error.cannot_read", &[("name", &name), ("error", error)]))
}

/// SplitMix64's finaliser: a fixed, well-spread mix of 64 bits.
fn mix(value: u64) -> u64 {
    let mut z = value.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Counts each of `results` again on this machine, and refuses if any differs; returns the
/// shards it recounted (`whole` for a whole count).
fn recount(
    solver: &'static dyn Solver,
    counter: &dyn TaskCounter,
    results: Vec<Tally>,
    force: bool,
    lang: Lang,
) -> Result<Vec<String>, Failure> {
    let plans: Vec<Plan> = results
        .iter()
        .map(|result| {
            Plan::new(solver, result.n, Run::Count { threads: None, shard: result.shard })
        })
        .collect();
    let seconds: f64 = plans.iter().map(Plan::estimated_seconds).sum();
    if seconds > RUN_SECONDS && !force {
        let values: [(&str, &dyn std::fmt::Display); 3] = [
            ("shards", &count_in(lang, "shards", results.len() as u64)),
            ("time", &duration_in(lang, seconds)),
            ("budget", &duration_in(lang, RUN_SECONDS)),
        ];
        return Err(Failure::Refused(say(lang, "sum.recount_budget", &values)));
    }
    let mut recounted = Vec::new();
    for result in results {
        let what = match result.shard {
            Some(shard) => say(lang, "sum.shard", &[("shard", &shard)]),
            None => say(lang, "sum.whole_count", &[]),
        };
        let options = Options { threads: None, shard: result.shard };
        let here = counter.count_tasks(result.n, &options, &|_, _| {})?;
        if (here.total, here.unique, here.tasks) != (result.total, result.unique, result.tasks) {
            let said = |tally: &Tally| match tally.unique {
                Some(unique) => say(
                    lang,
                    "sum.solutions_unique",
                    &[("total", &thousands(tally.total)), ("unique", &thousands(unique))],
                ),
                None => say(lang, "sum.solutions", &[("total", &thousands(tally.total))]),
            };
            let values: [(&str, &dyn std::fmt::Display); 3] =
                [("what", &what), ("says", &said(&result)), ("here", &said(&here))];
            return Err(Failure::Refused(say(lang, "sum.recounted_wrong", &values)));
        }
        recounted.push(result.shard.map_or("whole".to_string(), |shard| shard.to_string()));
    }
    Ok(recounted)
}

/// The result on one line: one JSON object, of this version, with no field it does not know.
fn read_report(line: &[u8], place: &str, id: &str, lang: Lang) -> Result<CountReport, Failure> {
    let refuse = |key: &str, error: &str| {
        let values: [(&str, &dyn std::fmt::Display); 4] =
            [("place", &place), ("id", &id), ("version", &VERSION), ("error", &error)];
        Failure::Refused(say(lang, key, &values))
    };
    // An object first: the fields of a result are named, never a bare list of values.
    let object: serde_json::Map<String, serde_json::Value> =
        serde_json::from_slice(line).map_err(|_| refuse("sum.not_json", ""))?;
    let version = object.get("version").and_then(serde_json::Value::as_u64);
    if version != Some(u64::from(VERSION)) {
        return Err(refuse("sum.wrong_version", ""));
    }
    serde_json::from_value(serde_json::Value::Object(object)).map_err(|error| {
        // The error may quote a value of the input whole: shorten what it quotes, and keep the
        // rest of serde's phrase, which is English.
        refuse("sum.not_a_result", &shortened(&error.to_string()))
    })
}

/// The tally that one result of the task counter `id` describes.
fn tally_of(
    report: &CountReport,
    place: &str,
    id: &str,
    counter: &dyn TaskCounter,
    lang: Lang,
) -> Result<Tally, Failure> {
    let refuse = |problem: &str| {
        let values: [(&str, &dyn std::fmt::Display); 3] =
            [("place", &place), ("problem", &problem), ("id", &id)];
        Failure::Refused(say(lang, "sum.foreign", &values))
    };
    if report.approach != id {
        let values: [(&str, &dyn std::fmt::Display); 2] =
            [("other", &quoted(&report.approach)), ("id", &id)];
        return Err(refuse(&say(lang, "sum.foreign.approach", &values)));
    }
    let (Some(tasks), Some(tasks_total)) = (report.tasks, report.tasks_total) else {
        return Err(refuse(&say(lang, "sum.foreign.no_tasks", &[])));
    };
    let unique = report.unique;
    if unique.is_some() != counter.counts_unique() {
        let problem =
            if counter.counts_unique() { "sum.foreign.no_unique" } else { "sum.foreign.unique" };
        return Err(refuse(&say(lang, problem, &[])));
    }
    let shard =
        match &report.shard {
            Some(text) => Some(text.parse::<Shard>().map_err(|_| {
                refuse(&say(lang, "sum.foreign.shard", &[("shard", &quoted(text))]))
            })?),
            None => None,
        };
    let threads = report.threads.unwrap_or(0);
    Ok(Tally { n: report.n, total: report.count, unique, tasks, tasks_total, shard, threads })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// The results of `count 10 --shard I/4 --format json`, as the tool writes them (counted
    /// once for every case).
    fn shards() -> Vec<u8> {
        static SHARDS: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
        SHARDS.get_or_init(count_shards).clone()
    }

    fn count_shards() -> Vec<u8> {
        let counter = Adding::new(Lang::En).expect("a task counter");
        let mut text = Vec::new();
        for index in 1..=4 {
            let shard = Shard { index, count: 4 };
            let options = Options { threads: Some(1), shard: Some(shard) };
            let tally =
                counter.counter.count_tasks(10, &options, &|_, _| {}).expect("n = 10 counts");
            let report = CountReport::from_tally(&tally, counter.solver);
            report.write(&mut text, crate::args::CountFormat::Json, Lang::En).expect("a Vec grows");
        }
        text
    }

    /// What `sum` makes of `bytes`: the total, or its one-line refusal.
    fn sum_of(bytes: &[u8]) -> Result<u64, String> {
        let mut sum = Adding::new(Lang::En).expect("a task counter");
        let mut sample = Sample::new(2, 0);
        let refused = |failure: Failure| failure.message(Lang::En).unwrap_or_default();
        add_results(bytes, "'input'", &mut sum, &mut sample).map_err(refused)?;
        sum.finish().map(|total| total.total).map_err(|error| error.to_string())
    }

    fn assert_one_line(result: &Result<u64, String>) {
        if let Err(message) = result {
            assert!(!message.is_empty() && !message.contains('\n'), "{message:?}");
        }
    }

    #[test]
    fn the_shards_as_written_add_up() {
        assert_eq!(sum_of(&shards()), Ok(724));
    }

    proptest! {
        // The readers of outside input, byte by byte: `PROPTEST_CASES` sets how many cases
        // (`.ci/run` runs many more than `cargo test`).
        #![proptest_config(ProptestConfig::default())]

        /// Any bytes at all: a total or a one-line refusal, never a panic.
        #[test]
        fn sum_reads_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
            assert_one_line(&sum_of(&bytes));
        }

        /// The shards with one byte changed, inserted or deleted, or cut short: a total or a
        /// one-line refusal, never a panic; and a cut shard is never read as whole.
        #[test]
        fn sum_reads_damaged_shards(
            at in any::<prop::sample::Index>(), byte in any::<u8>(), how in 0_u8..4,
        ) {
            let mut text = shards();
            let at = at.index(text.len());
            match how {
                0 => text[at] = byte,
                1 => text.insert(at, byte),
                2 => { text.remove(at); }
                _ => text.truncate(at),
            }
            let result = sum_of(&text);
            assert_one_line(&result);
            // A cut anywhere before the last newline loses a shard or breaks a line: refused.
            if how == 3 && at + 1 < shards().len() {
                prop_assert!(result.is_err(), "a cut at byte {at} was summed: {result:?}");
            }
        }
    }
}
