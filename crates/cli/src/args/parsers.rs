//! The parsers of the values the command line takes: approach and placer ids, whole numbers
//! in the range each argument accepts (with its own one-line message), and shards `I/K`.

use std::ffi::OsStr;
use std::fmt;
use std::num::IntErrorKind;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;

use nqueens_core::{Placer, Shard, ShardError, Solver};
use nqueens_walk::phrases::{Lang, say};

use crate::format::{quoted, thousands};

thread_local! {
    /// The language of the command line being built ([`command_in`]); English otherwise.
    static BUILDING: std::cell::Cell<Lang> = const { std::cell::Cell::new(Lang::En) };
}

/// Builds the command line with `build` (`Cli::command`), its parsers saying what is wrong with
/// a value in `lang`: each parser takes the language when the command is built
/// ([`building_lang`]).
pub(super) fn command_in(lang: Lang, build: impl FnOnce() -> clap::Command) -> clap::Command {
    BUILDING.set(lang);
    let command = build();
    BUILDING.set(Lang::En);
    command
}

/// The language of the command line being built.
pub(crate) fn building_lang() -> Lang {
    BUILDING.get()
}

/// A value error of `command`, said in a parser's language.
fn invalid(command: &clap::Command, problem: String) -> clap::Error {
    clap::Error::raw(ErrorKind::InvalidValue, problem).with_cmd(command)
}

/// A placer named on the command line, looked up in the registry.
#[derive(Clone, Copy)]
pub(crate) struct PlacerArg(pub(crate) &'static dyn Placer);

impl fmt::Debug for PlacerArg {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(self.0.info().id)
    }
}

/// Every placer with the largest n it places: `construction (n ≤ 4,294,967,295), …`.
pub(super) fn placer_reaches(lang: Lang) -> String {
    nqueens_approaches::PLACERS
        .iter()
        .map(|placer| {
            let info = placer.info();
            let max = thousands(u64::try_from(info.max_n).unwrap_or(u64::MAX));
            say(lang, "parse.placer_reach", &[("id", &info.id), ("max", &max)])
        })
        .collect::<Vec<_>>()
        .join(&say(lang, "ui.list", &[]))
}

/// Parses a placer id, and lists the ids it accepts in `--help` and in the error for an unknown
/// one, said in its language.
#[derive(Clone, Copy)]
pub(super) struct PlacerParser {
    lang: Lang,
}

impl PlacerParser {
    /// The parser, speaking the language of the command line being built.
    pub(super) fn speaking() -> Self {
        Self { lang: building_lang() }
    }
}

impl TypedValueParser for PlacerParser {
    type Value = PlacerArg;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<PlacerArg, clap::Error> {
        let value = value.to_string_lossy();
        // Ids are lowercase: `Min-Conflicts` means min-conflicts.
        let lowercase = value.to_lowercase();
        if let Some(placer) = nqueens_approaches::find_placer(&lowercase) {
            return Ok(PlacerArg(placer));
        }
        let ids = nqueens_approaches::placer_ids().join(&say(self.lang, "ui.list", &[]));
        let problem = if let Some(solver) = nqueens_approaches::find(&lowercase) {
            // The command that gives one solution through this approach, and how far it goes
            // within the time budget, priced as `solve` prices it: every n up to `reach`.
            let reach = (0..=solver.info().max_n)
                .take_while(|&n| {
                    let writing =
                        crate::commands::solve::writing(super::SolveFormat::Board, false, false, n);
                    let run = crate::budget::Run::Solve { limit: Some(1), unique: false, writing };
                    let plan = crate::budget::Plan::new(solver, n, run);
                    plan.check(false).is_ok()
                })
                .last()
                .unwrap_or(0);
            let values: [(&str, &dyn fmt::Display); 4] = [
                ("value", &value),
                ("id", &lowercase),
                ("reach", &reach),
                ("placers", &placer_reaches(self.lang)),
            ];
            say(self.lang, "parse.no_placer", &values)
        } else {
            let values: [(&str, &dyn fmt::Display); 3] = [
                ("value", &quoted(&value)),
                ("argument", &argument_name(arg, self.lang)),
                ("ids", &ids),
            ];
            say(self.lang, "parse.unknown_placer", &values)
        };
        Err(invalid(command, problem))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(nqueens_approaches::placer_ids().into_iter().map(PossibleValue::new)))
    }
}

/// An approach named on the command line, looked up in the registry.
#[derive(Clone, Copy)]
pub(crate) struct ApproachArg(pub(crate) &'static dyn Solver);

impl fmt::Debug for ApproachArg {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(self.0.info().id)
    }
}

/// Parses an approach id, and lists the ids it accepts in `--help` and in the error for an
/// unknown one.
#[derive(Clone, Copy)]
pub(super) struct ApproachParser {
    /// Whether only the approaches that `nqueens trace` can draw are accepted.
    traceable_only: bool,
    /// The language of its errors.
    lang: Lang,
}

impl ApproachParser {
    /// Accepts every approach.
    pub(super) fn any() -> Self {
        Self { traceable_only: false, lang: building_lang() }
    }

    /// Accepts only the approaches whose search reports every step.
    pub(super) fn traceable() -> Self {
        Self { traceable_only: true, lang: building_lang() }
    }

    /// The ids this parser accepts, in the order of the registry.
    fn ids(self) -> Vec<&'static str> {
        nqueens_approaches::APPROACHES
            .iter()
            .map(|solver| solver.info())
            .filter(|info| info.traceable() || !self.traceable_only)
            .map(|info| info.id)
            .collect()
    }
}

impl TypedValueParser for ApproachParser {
    type Value = ApproachArg;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<ApproachArg, clap::Error> {
        let value = value.to_string_lossy();
        let ids = self.ids().join(&say(self.lang, "ui.list", &[]));
        // Ids are lowercase: `SAT` means sat.
        let lowercase = value.to_lowercase();
        let key = match nqueens_approaches::find(&lowercase) {
            Some(solver) if solver.info().traceable() || !self.traceable_only => {
                return Ok(ApproachArg(solver));
            }
            Some(_) => "parse.untraceable",
            None if nqueens_approaches::find_placer(&lowercase).is_some() => "parse.a_placer",
            None if self.traceable_only => "parse.unknown_traceable",
            None => "parse.unknown_approach",
        };
        let values: [(&str, &dyn fmt::Display); 5] = [
            ("value", &value),
            ("quoted", &quoted(&value)),
            ("id", &lowercase),
            ("argument", &argument_name(arg, self.lang)),
            ("ids", &ids),
        ];
        Err(invalid(command, say(self.lang, key, &values)))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.ids().into_iter().map(PossibleValue::new)))
    }
}

/// The name of an argument as the user typed it: `--approach`, `--approaches`.
pub(super) fn argument_name(arg: Option<&clap::Arg>, lang: Lang) -> String {
    match arg {
        Some(arg) if arg.is_positional() => arg.get_id().as_str().to_uppercase(),
        Some(arg) => format!("--{}", arg.get_id()),
        None => say(lang, "parse.the_value", &[]),
    }
}

/// What a number on the command line turned out to be. Its value decides, not how it is
/// written: `8`, `+8` and `08` are all 8, and `-0` is 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum WholeNumber {
    /// A whole number of 0 or more.
    Value(u128),
    /// Nothing at all.
    Empty,
    /// A whole number below 0.
    Negative,
    /// A whole number beyond any range the tool accepts.
    TooLarge,
    /// Anything else: `eight`, `8.5`, ` 8`.
    NotANumber,
}

impl WholeNumber {
    /// Reads `text` as a whole number.
    fn read(text: &str) -> Self {
        match text.parse::<i128>() {
            Ok(value) => u128::try_from(value).map_or(WholeNumber::Negative, WholeNumber::Value),
            Err(error) => match error.kind() {
                IntErrorKind::Empty => WholeNumber::Empty,
                IntErrorKind::PosOverflow => WholeNumber::TooLarge,
                IntErrorKind::NegOverflow => WholeNumber::Negative,
                _ => WholeNumber::NotANumber,
            },
        }
    }
}

/// What is wrong with a number on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Problem {
    TooSmall,
    TooLarge,
    Negative,
    Empty,
    NotWhole,
}

impl Problem {
    /// Its phrase: `too small`, `negative`, `not a whole number`, ….
    fn key(self) -> &'static str {
        match self {
            Problem::TooSmall => "number.too_small",
            Problem::TooLarge => "number.too_large",
            Problem::Negative => "number.negative",
            Problem::Empty => "number.empty",
            Problem::NotWhole => "number.not_whole",
        }
    }
}

/// The one parser of every number on the command line: a whole number from `min` to `max`,
/// and the one-line message, in the same words for every argument, that says what is wrong
/// with any other text:
///
/// `SUBJECT is PROBLEM: give WHAT from MIN to MAX, such as EXAMPLE (BEYOND; OTHERWISE)`
///
/// where SUBJECT is the argument and what was typed (`N = -4`, `--limit 0`), and PROBLEM one of
/// `negative`, `not a whole number`, `empty`, `too small` and `too large`; the words are the
/// phrase book's (`number.*`), in the language of the command line being built.
#[derive(Clone, Copy)]
pub(super) struct Number<T> {
    /// The argument as the user writes it: `N` for the board, or the option, `--limit`.
    name: &'static str,
    /// The phrase of what the number counts, with its article: `a number of threads`.
    what: &'static str,
    /// The smallest number accepted: 1, or 0 where 0 means something (a seed, the empty board).
    min: u64,
    /// The largest number accepted.
    max: fn() -> u64,
    /// A typical number.
    example: u64,
    /// The phrase of why the range ends where it does, said of a number too large; empty when
    /// the range says it all.
    beyond: &'static str,
    /// The phrase of what else to do, said of every wrong number; empty when there is nothing
    /// to say.
    otherwise: &'static str,
    /// The number as the command takes it (every number from `min` to `max` converts).
    convert: fn(u64) -> Option<T>,
    /// The language of its message.
    lang: Lang,
    /// The name of the number where it is one part of a value (`I` and `K` of `--shard I/K`),
    /// which the message then names with what was typed for it; empty for a whole value.
    part: &'static str,
}

impl<T> Number<T> {
    /// The parser, speaking the language of the command line being built.
    pub(super) fn speaking(self) -> Self {
        Self { lang: building_lang(), ..self }
    }

    /// The number `text`, if it is one from `min` to `max`, or the message that says what is
    /// wrong with it.
    fn check(&self, text: &str) -> Result<T, String> {
        self.check_part(text, text, (self.max)())
    }

    /// The number `text`, part of `shown` (the whole value, as the message shows it), if it is
    /// one from `min` to `max`, or the message that says what is wrong with it.
    fn check_part(&self, shown: &str, text: &str, max: u64) -> Result<T, String> {
        let problem = match WholeNumber::read(text) {
            WholeNumber::Value(value) if value < u128::from(self.min) => Problem::TooSmall,
            WholeNumber::Value(value) => {
                match u64::try_from(value).ok().filter(|&value| value <= max) {
                    Some(value) => {
                        return (self.convert)(value)
                            .ok_or_else(|| self.message(shown, text, Problem::TooLarge, max));
                    }
                    None => Problem::TooLarge,
                }
            }
            WholeNumber::TooLarge => Problem::TooLarge,
            WholeNumber::Negative => Problem::Negative,
            WholeNumber::Empty => Problem::Empty,
            WholeNumber::NotANumber => Problem::NotWhole,
        };
        Err(self.message(shown, text, problem, max))
    }

    /// The message for `text`, part of `shown`, which is `problem`, with the range up to `max`.
    fn message(&self, shown: &str, text: &str, problem: Problem, max: u64) -> String {
        let (name, lang) = (self.name, self.lang);
        let subject = match problem {
            // One number of two: `I = 5 in --shard 5/4`.
            _ if !self.part.is_empty() => {
                let value =
                    if problem == Problem::NotWhole { quoted(text) } else { text.to_string() };
                let values: [(&str, &dyn fmt::Display); 4] =
                    [("name", &name), ("whole", &shown), ("part", &self.part), ("value", &value)];
                say(lang, "number.subject.part", &values)
            }
            Problem::Empty => name.to_string(),
            Problem::NotWhole if name.starts_with('-') => format!("{name} {}", quoted(text)),
            Problem::NotWhole => format!("{name} = {}", quoted(text)),
            _ if name.starts_with('-') => format!("{name} {text}"),
            _ => format!("{name} = {text}"),
        };
        let beyond = if problem == Problem::TooLarge { self.beyond } else { "" };
        let notes: Vec<String> = [beyond, self.otherwise]
            .into_iter()
            .filter(|note| !note.is_empty())
            .map(|note| say(lang, note, &[]))
            .collect();
        let notes = if notes.is_empty() {
            String::new()
        } else {
            let joined = notes.join(&say(lang, "number.notes.separator", &[]));
            say(lang, "number.notes", &[("notes", &joined)])
        };
        let values: [(&str, &dyn fmt::Display); 7] = [
            ("subject", &subject),
            ("problem", &say(lang, problem.key(), &[])),
            ("what", &say(lang, self.what, &[])),
            ("min", &thousands(self.min)),
            ("max", &bound_in(lang, max)),
            ("example", &self.example),
            ("notes", &notes),
        ];
        say(lang, "number.message", &values)
    }
}

/// A bound of a range as a message says it: with thousands separators, and the largest number
/// a `u64` holds as `2^64 − 1`, which a reader can use, rather than its twenty digits.
fn bound_in(lang: Lang, bound: u64) -> String {
    if bound == u64::MAX { say(lang, "number.largest_u64", &[]) } else { thousands(bound) }
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Number<T> {
    type Value = T;

    fn parse_ref(
        &self,
        command: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        self.check(&value.to_string_lossy()).map_err(|problem| invalid(command, problem))
    }
}

/// A number as a `usize`, where it fits.
pub(super) fn to_usize(value: u64) -> Option<usize> {
    usize::try_from(value).ok()
}

/// A number as a `u64`.
pub(super) fn to_u64(value: u64) -> Option<u64> {
    Some(value)
}

/// The largest number of all.
pub(super) fn u64_max() -> u64 {
    u64::MAX
}

/// The largest n of any approach, as a number.
pub(super) fn largest_n() -> u64 {
    u64::try_from(nqueens_approaches::largest_n()).unwrap_or(u64::MAX)
}

/// N of `solve`, `count` and `compare`: a board size from 0 to the largest n of any approach (an
/// approach that cannot take an n within it refuses it, with exit status 1).
pub(super) const BOARD_SIZE: Number<usize> = Number {
    name: "N",
    what: "number.what.board",
    min: 0,
    max: largest_n,
    example: 8,
    beyond: "number.beyond.board",
    otherwise: "",
    convert: to_usize,
    lang: Lang::En,
    part: "",
};

/// N of `trace`: a board size up to [`LARGEST_TRACED_N`].
pub(super) const TRACE_SIZE: Number<usize> = Number {
    name: "N",
    what: "number.what.board",
    min: 0,
    max: || LARGEST_TRACED_N,
    example: 4,
    beyond: "number.beyond.trace",
    otherwise: "",
    convert: to_usize,
    lang: Lang::En,
    part: "",
};

/// The largest board `trace` prints: n = 8 already takes about 20,000 lines.
pub(super) const LARGEST_TRACED_N: u64 = 8;

/// N of `explore`: a board size from 1 to the largest board the step model walks.
pub(super) const EXPLORE_SIZE: Number<u8> = Number {
    name: "N",
    what: "number.what.board",
    min: 1,
    max: || u64::try_from(nqueens_walk::LARGEST_WALKED_N).unwrap_or(u64::MAX),
    example: 6,
    beyond: "",
    otherwise: "number.otherwise.explore",
    convert: |value| u8::try_from(value).ok(),
    lang: Lang::En,
    part: "",
};

/// N of `place` and `check --n`: a board size from 0 up to what a placer can place.
pub(super) const PLACE_SIZE: Number<usize> = Number {
    name: "N",
    what: "number.what.board",
    min: 0,
    max: || u64::try_from(nqueens_approaches::largest_placed_n()).unwrap_or(u64::MAX),
    example: 8,
    beyond: "limit.column_u32",
    otherwise: "",
    convert: to_usize,
    lang: Lang::En,
    part: "",
};

/// The N of `check --n`, as [`PLACE_SIZE`] under the option's name.
pub(super) const CHECK_SIZE: Number<usize> = Number { name: "--n", ..PLACE_SIZE };

/// `solve --limit K`: from 1 solution up to what a `u64` counts.
pub(super) const LIMIT: Number<u64> = Number {
    name: "--limit",
    what: "number.what.solutions",
    min: 1,
    max: u64_max,
    example: 10,
    beyond: "",
    otherwise: "number.otherwise.limit",
    convert: to_u64,
    lang: Lang::En,
    part: "",
};

/// `trace --until-solution K`: from the first solution up.
pub(super) const UNTIL_SOLUTION: Number<u64> = Number {
    name: "--until-solution",
    what: "number.what.solutions",
    min: 1,
    max: u64_max,
    example: 1,
    beyond: "",
    otherwise: "number.otherwise.until_solution",
    convert: to_u64,
    lang: Lang::En,
    part: "",
};

/// `sum --recount K`: from 1 shard up.
pub(super) const RECOUNT: Number<usize> = Number {
    name: "--recount",
    what: "number.what.shards",
    min: 1,
    max: u64_max,
    example: 2,
    beyond: "",
    otherwise: "number.otherwise.recount",
    convert: to_usize,
    lang: Lang::En,
    part: "",
};

/// `--seed S` of `sum` and `place`: any whole number a `u64` holds; 0 is a seed too.
pub(super) const SEED: Number<u64> = Number {
    name: "--seed",
    what: "number.what.seed",
    min: 0,
    max: u64_max,
    example: 7,
    beyond: "",
    otherwise: "number.otherwise.seed",
    convert: to_u64,
    lang: Lang::En,
    part: "",
};

/// `count --threads T`: from 1 to [`MAX_THREADS`].
pub(super) const THREADS: Number<usize> = Number {
    name: "--threads",
    what: "number.what.threads",
    min: 1,
    max: || MAX_THREADS,
    example: 2,
    beyond: "",
    otherwise: "number.otherwise.threads",
    convert: to_usize,
    lang: Lang::En,
    part: "",
};

/// The most threads `--threads` accepts: far more than any machine this tool counts on needs,
/// and few enough that asking for them cannot stall the machine.
pub(super) const MAX_THREADS: u64 = 256;

/// `count --shard I/K`: two numbers, each read as every number is, K from 1 up and I from 1 to
/// K.
#[derive(Clone, Copy)]
pub(super) struct ShardParser {
    lang: Lang,
}

impl ShardParser {
    /// The parser, speaking the language of the command line being built.
    pub(super) fn speaking() -> Self {
        Self { lang: building_lang() }
    }

    /// The shard `text`, or the message that says what is wrong with it: K first, then I, each
    /// in the words of every number.
    fn check(&self, text: &str) -> Result<Shard, String> {
        let not_a_shard = || say(self.lang, "parse.not_a_shard", &[("text", &quoted(text))]);
        let parts =
            text.split_once('/').filter(|(index, count)| !index.is_empty() && !count.is_empty());
        let Some((index, count)) = parts else {
            return Err(not_a_shard());
        };
        let count = Number {
            name: "--shard",
            what: "number.what.slices",
            min: 1,
            max: u64_max,
            example: 7,
            beyond: "",
            otherwise: "",
            convert: to_usize,
            lang: self.lang,
            part: "K",
        }
        .check_part(text, count, u64::try_from(usize::MAX).unwrap_or(u64::MAX))?;
        let index = Number {
            name: "--shard",
            what: "number.what.shard",
            min: 1,
            max: u64_max,
            example: 1,
            beyond: "",
            otherwise: "number.otherwise.shard",
            convert: to_usize,
            lang: self.lang,
            part: "I",
        }
        .check_part(text, index, u64::try_from(count).unwrap_or(u64::MAX))?;
        // Both numbers are in range by now: a shard the checks above let through is one.
        Shard::new(index, count).map_err(|_: ShardError| not_a_shard())
    }
}

impl TypedValueParser for ShardParser {
    type Value = Shard;

    fn parse_ref(
        &self,
        command: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<Shard, clap::Error> {
        self.check(&value.to_string_lossy()).map_err(|problem| invalid(command, problem))
    }
}
