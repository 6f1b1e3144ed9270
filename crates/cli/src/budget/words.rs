//! How a plan says its refusals: the run's subject and cost, in the language of the plan, from
//! the `budget.*` phrases.

use nqueens_core::{WorkUnit, bytes};
use nqueens_walk::phrases::{Lang, count_in, say};

use super::{Plan, Reach, Run, fewest_solutions};
use crate::failure::Failure;
use crate::format::{amount_of, duration_in, exact, in_words_in, thousands};

impl Plan {
    /// The refusal `key` of this run, said in its language with `values` and its subject.
    pub(super) fn refuse(&self, key: &str, values: &[(&str, &dyn std::fmt::Display)]) -> Failure {
        let subject = self.subject();
        let mut all: Vec<(&str, &dyn std::fmt::Display)> = vec![("subject", &subject)];
        all.extend_from_slice(values);
        Failure::Refused(say(self.lang, key, &all))
    }

    /// The approach, n and shard: `backtrack-set at n = 16`, `parallel at n = 22, shard 1/2,`.
    pub(super) fn subject(&self) -> String {
        let id = self.solver.info().id;
        match self.run {
            Run::Count { shard: Some(shard), .. } => say(
                self.lang,
                "budget.subject.shard",
                &[("id", &id), ("n", &self.n), ("shard", &shard)],
            ),
            _ => say(self.lang, "budget.subject", &[("id", &id), ("n", &self.n)]),
        }
    }

    /// The work the run would do and its estimated time: `would test 4,426,165,368 candidates,
    /// an estimated 26.56 s`.
    pub(super) fn cost(&self) -> String {
        let lang = self.lang;
        let work = self.solver.work(self.n);
        let about =
            |amount: f64| say(lang, "budget.about", &[("amount", &in_words_in(lang, amount))]);
        let amount = match self.reach() {
            Reach::Nodes(nodes) => about(nodes),
            Reach::Seconds(seconds) => {
                // A model of time, not of nodes: say so, with no count of nodes.
                let solution = match self.run {
                    Run::Solve { limit: Some(limit), .. } => thousands(limit),
                    _ => String::new(),
                };
                let time = duration_in(lang, seconds);
                return say(lang, "budget.cost.seconds", &[("time", &time), ("k", &solution)]);
            }
            _ if work.estimate.is_finite() => work
                .exact
                .map_or_else(|| about(work.estimate), |value| say_exact(lang, &exact(value))),
            _ => say_exact(lang, &in_words_in(lang, work.estimate)),
        };
        let amount = amount_of(lang, work.unit, work.estimate, &amount);
        let estimate = duration_in(lang, self.estimated_seconds());
        if self.counts_in_tasks() {
            // The counter does not do the work its approach states: that work is only the
            // yardstick the estimate is scaled from, which the phrase book names for each
            // counter (in English as the counter's `yardstick`, which a test holds it to).
            let yardstick = say(lang, &format!("yardstick.{}", self.solver.info().id), &[]);
            say(
                lang,
                "budget.cost.tasks",
                &[("estimate", &estimate), ("amount", &amount), ("yardstick", &yardstick)],
            )
        } else {
            let written = match self.run {
                Run::Solve { .. } => say(
                    lang,
                    "budget.cost.write",
                    &[
                        (
                            "solutions",
                            &count_in(lang, "solutions", self.solutions_written() as u64),
                        ),
                        ("size", &output_size(lang, self.output_bytes())),
                    ],
                ),
                Run::Count { .. } if self.count_unique => say(
                    lang,
                    "budget.cost.unique",
                    &[("count", &thousands(fewest_solutions(self.n)))],
                ),
                _ => String::new(),
            };
            let key = match work.unit {
                WorkUnit::Candidates => "budget.cost.test",
                WorkUnit::Nodes => "budget.cost.visit",
            };
            say(lang, key, &[("amount", &amount), ("written", &written), ("estimate", &estimate)])
        }
    }
}

/// An amount of output as people read it: `491 bytes` below a kilobyte, `17.5 GB` up to a
/// terabyte, and beyond that in words (`4.12e20 bytes`), which no `u64` of bytes may hold.
pub(super) fn output_size(lang: Lang, amount: f64) -> String {
    if (1e3..1e12).contains(&amount) {
        bytes(amount as u64)
    } else {
        say(lang, "budget.bytes", &[("amount", &in_words_in(lang, amount))])
    }
}

/// A number of nodes in words in `lang`: `500 million nodes`, `5 亿个节点`.
pub(super) fn nodes_in_words(lang: Lang, nodes: f64) -> String {
    amount_of(lang, WorkUnit::Nodes, nodes, &in_words_in(lang, nodes))
}

/// An exact amount as the cost of a run says it (in Chinese set off from the verb before it).
pub(super) fn say_exact(lang: Lang, amount: &str) -> String {
    say(lang, "budget.exact", &[("amount", &amount)])
}
