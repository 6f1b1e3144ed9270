//! The book's figures and generated tables in English.

/// Every text, by key: the same keys, in the same order, as the Chinese table.
pub(super) const WORDS: &[(&str, &str)] = &[
    // The figures.
    ("figure.tree.row", "row"),
    ("figure.halves.bottoms", "bottoms on cols {cols}: {count}"),
    ("figure.waves.title", "n = {n}, waves of {capacity}: one pass over row {row}"),
    ("figure.clauses.counts", "{clauses} clauses, {helpers}"),
    ("figure.clauses.no_helpers", "no helpers"),
    ("figure.clauses.helpers", "{count} helpers, s0 to s{last}"),
    // Words the tables share (the columns approach and solutions are the tool's, `compare.column.*`
    // of the walk's phrase book).
    ("table.practical", "practical n"),
    ("table.at_most", "≤ {n}"),
    ("table.unknown", "unknown"),
    ("table.too_many", "too many to count"),
    ("table.amount.candidates", "{amount} candidates"),
    ("table.amount.nodes", "{amount} nodes"),
    // The search spaces, in words and (the ones no formula gives) in a few words.
    ("space.subsets", "2^(n²) subsets of the n² cells"),
    ("space.combinations", "C(n², n) choices of n cells out of n²"),
    ("space.permutations", "n! permutations of the columns"),
    ("space.tree", "the row-by-row search tree"),
    ("space.tree.short", "search tree"),
    ("space.pairs", "pairs of a top half and a bottom half whose columns fit"),
    ("space.pairs.short", "pairs of halves"),
    ("space.sat", "questions to a SAT solver, about n²/2 per solution"),
    ("space.sat.short", "questions to a solver"),
    ("space.dlx", "its own search tree, with forced moves and dead ends first"),
    ("space.dlx.short", "its own search tree"),
    ("space.slice.short", "a slice of the search tree"),
    ("space.split", "{space}, split into tasks by the symmetries of the board"),
    // The work table of an approach's page.
    ("table.work.candidates", "candidates tested"),
    ("table.work.nodes", "nodes (root included)"),
    ("table.work.cells", "cells examined"),
    ("table.work.marks", "cells marked (and cleared)"),
    // The comparison of the learning path.
    ("table.comparison.space", "search space"),
    ("table.comparison.work", "work at n = {n}"),
    ("table.comparison.tasks", "{tasks} tasks (the plain tree: {work})"),
    // The funnel of the learning path.
    ("table.funnel.what", "what is searched"),
    ("table.funnel.how_many", "how many at n = {n}"),
    ("table.funnel.subsets", "every subset of the {cells} cells, 2^{cells}"),
    ("table.funnel.combinations", "every choice of {n} cells out of {cells}, C({cells}, {n})"),
    ("table.funnel.rows", "one queen per row: every list of {n} columns, {n}^{n}"),
    ("table.funnel.permutations", "one queen per row and per column: every permutation, {n}!"),
    (
        "table.funnel.tree",
        "row by row, dropping a row as soon as a queen is attacked: the nodes of the search tree",
    ),
    // The loose bound of the interview page.
    ("table.loose.nodes", "nodes of the tree (root included)"),
    ("table.loose.share", "nodes / n!"),
    // The permutations of the permutation page.
    ("table.permutations.columns", "columns"),
    ("table.permutations.verdict", "verdict"),
    ("table.permutations.solution", "**solution**"),
    ("table.permutations.attack", "row {row}: {line}"),
    ("line.diagonal", "diagonal"),
    ("line.anti_diagonal", "anti-diagonal"),
    // The table of approaches of the readme.
    ("table.approaches.id", "id"),
    ("table.approaches.idea", "idea"),
    ("table.approaches.work", "work for n"),
    // The guide to choosing.
    ("table.choosing.answers", "answers"),
    ("table.choosing.time", "time"),
    ("table.choosing.space", "extra space"),
    ("answers.brute_force", "lists and counts, testing every candidate"),
    ("answers.backtracking", "lists and counts"),
    ("answers.task_counter", "counts on every core (lists by plain backtracking)"),
    ("answers.general_solver", "lists and counts, from a model of the board"),
    ("answers.placer", "one solution"),
    // The large-n page.
    ("table.construction.from_one", "columns from 1 (the papers)"),
    ("table.construction.from_zero", "`columns` from 0"),
    ("table.placers.placer", "placer"),
    ("table.placers.seeds", "seeds"),
    ("table.placers.moves", "moves (least – most)"),
    ("table.placers.per_queen", "moves per queen (most)"),
    ("table.placers.restarts", "restarts (most)"),
    ("table.placers.memory", "memory per queen"),
    ("table.placers.bytes", "{bytes} bytes"),
    // The SAT page.
    ("table.sat.pairwise_clauses", "pairwise clauses"),
    ("table.sat.pairwise_variables", "pairwise variables"),
    ("table.sat.counter_clauses", "sequential counter clauses"),
    ("table.sat.counter_variables", "sequential counter variables"),
    ("table.sat.encoding", "encoding"),
    ("table.sat.calls", "calls"),
    ("table.sat.decisions", "decisions"),
    ("table.sat.conflicts", "conflicts"),
    ("table.sat.propagations", "propagations"),
    ("encoding.pairwise", "pairwise"),
    ("encoding.sequential_counter", "sequential counter"),
];
