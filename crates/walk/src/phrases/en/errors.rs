//! The English words of the tool's refusals and usage errors: what is wrong with a value on the
//! command line, why a run is over its budget, why an approach cannot take n, why partial
//! counts do not add up, and the amounts and durations they name.

/// The phrases of this part, in the order of the table.
pub(super) const ERRORS: &[(&str, &str)] = &[
    // Amounts and durations, as every message writes them.
    ("amount.e3", "{amount} thousand"),
    ("amount.e4", "{amount} ten thousand"),
    ("amount.e6", "{amount} million"),
    ("amount.e8", "{amount} hundred million"),
    ("amount.e9", "{amount} billion"),
    ("amount.e12", "{amount} trillion"),
    ("amount.separator", " "),
    ("amount.candidate", "candidate"),
    ("amount.candidates", "candidates"),
    ("amount.node", "node"),
    ("amount.nodes", "nodes"),
    ("tasks.one", "1 task"),
    ("tasks.many", "{count} tasks"),
    ("shards.one", "1 shard"),
    ("shards.many", "{count} shards"),
    ("duration.ns", "{amount} ns"),
    ("duration.us", "{amount} µs"),
    ("duration.ms", "{amount} ms"),
    ("duration.s", "{amount} s"),
    ("duration.min", "{amount} min"),
    ("duration.h", "{amount} h"),
    ("duration.days", "{amount} days"),
    ("duration.years", "{amount} years"),
    ("duration.forever", "longer than the age of the universe"),
    // Why an approach cannot take n.
    (
        "error.too_large",
        "{approach} cannot represent n = {n}: its largest n is {max_n} ({reason}); pick n ≤ {max_n} or an approach with a larger range",
    ),
    (
        "error.no_solution",
        "n = {n} has no solution: every placement of {n} queens on a {n} × {n} board has two queens attacking each other (only n = 2 and n = 3 have none; try n = 4 or more)",
    ),
    ("limit.columns_u8", "a solution stores its columns as u8, which holds columns 0 to 255"),
    (
        "limit.columns_u8_and_board",
        "{columns}; the board then takes {board} and the room for its undo list {undo}",
    ),
    ("limit.mask_per_column", "its masks are u{bits}, one bit per column"),
    ("limit.mask_per_cell", "a u{bits} mask holds {bits} cells, and {side} × {side} = {bits}"),
    (
        "limit.candidate_counter",
        "its {candidates} candidates must fit a u64 counter: {fits} does, {overflows} does not",
    ),
    ("limit.solution_counter", "u64 counters hold the estimated {estimate} solutions of n = {n}"),
    ("limit.column_u32", "a column is a u32"),
    // A value on the command line.
    (
        "number.message",
        "{subject} is {problem}: give {what} from {min} to {max}, such as {example}{notes}",
    ),
    ("number.notes", " ({notes})"),
    ("number.notes.separator", "; "),
    ("number.too_small", "too small"),
    ("number.too_large", "too large"),
    ("number.negative", "negative"),
    ("number.empty", "empty"),
    ("number.not_whole", "not a whole number"),
    ("number.what.board", "a board size"),
    ("number.what.solutions", "a number of solutions"),
    ("number.what.shards", "a number of shards"),
    ("number.what.seed", "a seed"),
    ("number.what.threads", "a number of threads"),
    ("number.what.slices", "a number of slices K"),
    ("number.what.shard", "a shard I"),
    ("number.beyond.board", "no approach goes beyond it"),
    (
        "number.beyond.trace",
        "the trace of n = 9 alone runs to about 100,000 lines; step through larger boards with `nqueens explore`",
    ),
    ("number.otherwise.explore", "↑ and ↓ change it while exploring"),
    ("number.otherwise.limit", "leave --limit out for every solution"),
    ("number.otherwise.until_solution", "leave --until-solution out for the whole search"),
    ("number.otherwise.recount", "leave --recount out to check nothing again"),
    ("number.otherwise.seed", "leave --seed out for seed 0"),
    ("number.otherwise.threads", "leave --threads out for every core"),
    ("number.otherwise.shard", "shards are numbered from 1 to K"),
    (
        "parse.not_a_shard",
        "--shard {text} is not I/K: give two whole numbers, a shard I from 1 to a number of slices K, such as 3/7 for the third of seven slices",
    ),
    (
        "parse.untraceable",
        "{value} cannot be traced: its search does not report every step; pick one of {ids}",
    ),
    (
        "parse.a_placer",
        "{value} places one solution for a large n, with `nqueens place N --approach {id}`; it neither counts nor lists them all; the approaches are {ids}",
    ),
    (
        "parse.unknown_traceable",
        "unknown approach {quoted} for {argument}; the traceable approaches are {ids}",
    ),
    (
        "parse.unknown_approach",
        "unknown approach {quoted} for {argument}; the approaches are {ids}",
    ),
    (
        "parse.no_placer",
        "{value} is no placer: it lists solutions in order, with `nqueens solve`, and `nqueens solve N --approach {id} --limit 1` gives the first, up to n = {reach} without --force; the placers, which place one solution with no list, are {placers}",
    ),
    ("parse.unknown_placer", "unknown placer {value} for {argument}; the placers are {ids}"),
    ("parse.the_value", "the value"),
    // A run over its budget.
    ("budget.subject", "{id} at n = {n}"),
    ("budget.subject.shard", "{id} at n = {n}, shard {shard},"),
    ("budget.about", "about {amount}"),
    ("budget.exact", "{amount}"),
    ("budget.bytes", "{amount} bytes"),
    ("budget.cost.test", "would test {amount}{written}, an estimated {estimate}"),
    ("budget.cost.visit", "would visit {amount}{written}, an estimated {estimate}"),
    ("budget.cost.tasks", "would take an estimated {estimate} (scaled from {amount}: {yardstick})"),
    (
        "budget.cost.seconds",
        "would take an estimated {time} to reach solution {k}, by its own measured times",
    ),
    ("budget.cost.write", " and write {solutions} ({size})"),
    (
        "budget.cost.unique",
        " and turn each of its {count} solutions eight ways to tell the unique ones",
    ),
    ("yardstick.parallel", "the plain tree, most of which its counter skips by symmetry"),
    (
        "yardstick.meet-in-the-middle",
        "the pairs of halves its listing tests, of which its count tests a quarter or fewer (on an odd board it places the middle queen first), 64 at a time",
    ),
    (
        "budget.over",
        "{subject} {cost}, over the {budget} that count and solve allow{limit}; {instead}, or add --force to run it anyway",
    ),
    (
        "budget.just_over",
        "{subject} {cost}, just over the {budget} that count and solve allow{limit}; {instead}, or add --force to run it anyway",
    ),
    (
        "budget.out_of_reach",
        "{subject} {cost}: out of reach{limit}; {instead} (--force would start it anyway)",
    ),
    (
        "budget.with_limit.bounded",
        " (with --limit too: where that solution lies was not measured, so it is priced as the whole search)",
    ),
    ("budget.with_limit.every", " (with --limit too: it asks for every solution there is)"),
    ("budget.with_limit.scan", " (with --limit too: a scan may find its first solution late)"),
    (
        "budget.instead.floor",
        "no shard takes less than its heaviest task, about {heaviest} at this n",
    ),
    ("budget.instead.smaller_n", "pick a smaller n: {floor}"),
    ("budget.instead.more_shards", "pick a smaller n or more shards (a larger K; {floor})"),
    (
        "budget.instead.faster_or_shard",
        "pick a smaller n, {faster}, or split the count with --shard I/K",
    ),
    ("budget.instead.shard", "pick a smaller n or split the count with --shard I/K"),
    ("budget.instead.faster", "pick a smaller n or {faster}"),
    ("budget.instead.any_faster", "pick a smaller n or a faster approach"),
    ("budget.faster.instant", "--approach {id} (under a second)"),
    ("budget.faster.about", "--approach {id} (about {time})"),
    (
        "budget.limit.sparse",
        "{subject} --limit {limit}: the first {searched} of its search tree hold fewer than {measured} solutions, far fewer than the average, and where solution {solution} lies was not searched in advance, so it may run for hours (the whole search: {whole}); pick a smaller limit, or add --force to search anyway",
    ),
    ("budget.limit.first_solution", "its first solution"),
    ("budget.limit.solution", "solution {k}"),
    (
        "budget.limit.unmeasured_here",
        "its own measurement at this n, given a bounded time, did not reach it",
    ),
    ("budget.limit.measured_up_to", "its own measurements reach n = {n} only"),
    (
        "budget.limit.unmeasured",
        "{subject} --limit {limit}: how long it takes to reach {solution} is not known ({measured}), so it may run for hours; pick a smaller n or limit, or add --force to search anyway",
    ),
    (
        "budget.limit.not_found",
        "its first solution was not found within the first {nodes} of the search tree",
    ),
    (
        "budget.limit.not_searched",
        "where its first solution lies was not searched in advance (only for n up to {searched})",
    ),
    (
        "budget.limit.unknown",
        "{subject} --limit: {unknown}, so the search may run for hours; pick another n, or add --force to search anyway",
    ),
    (
        "budget.output",
        "{subject} would write {solutions} solutions, about {size} of output, over the {max} that solve writes without --force; pick a smaller n, a --limit or a shorter format, or add --force to write it anyway",
    ),
    (
        "budget.memory",
        "{subject} would hold about {needed} at once (its own measured model), more than the {available} of memory available; pick a smaller n",
    ),
    (
        "budget.memory.listing",
        "{subject} would hold about {needed} at once (its own measured model), more than the {available} of memory available; pick a smaller n, or count instead of listing",
    ),
    // What a command refuses of its own.
    ("error.unwritable", "cannot write the output: {error}"),
    ("error.cannot_write", "cannot write {path}: {error}"),
    ("error.cannot_read", "cannot read {name}: {error}"),
    ("error.images", "--images draws boards: it works only with the board format"),
    (
        "error.unique_by_listing",
        "{flag} with --unique: {id} tells the unique solutions apart only by listing every solution, on one thread; drop {flag}",
    ),
    ("error.one_thread", "{flag} works only with {counters} ({id} counts on one thread)"),
    (
        "error.task_counters.one",
        "--approach {id}, the one approach that splits its work into tasks",
    ),
    (
        "error.task_counters.many",
        "--approach {ids} or {last}, the approaches that split their work into tasks",
    ),
    ("error.task_counters.none", "an approach that splits its work into tasks (none does)"),
    (
        "error.shard_slices",
        "--shard {shard} cuts n = {n} into {slices} slices, but it has {tasks}; pick K from 1 to {count}",
    ),
    (
        "error.place_board",
        "--format board draws all n² cells, for n ≤ {largest}; use --format columns or json for n = {n}",
    ),
    ("error.placed_no_solution", "{id} placed no solution for n = {n}: {conflict}"),
    (
        "error.place_memory",
        "placing n = {n} with {id} needs about {needed} ({model}, and {check} bytes per queen to check the placement), more than the {available} of memory available; pick a smaller n",
    ),
    ("error.bytes_per_queen", "{bytes} bytes per queen"),
    ("error.bytes_per_cube", "{bytes} bytes per n³"),
    ("error.no_manual_page", "no manual page for {page}"),
    ("error.terminal_setup", "cannot set up the terminal: {error}"),
    ("error.terminal_restore", "cannot restore the terminal: {error}"),
    (
        "note.no_solutions",
        "note: no solutions for n = {n}: every placement of {n} queens on a {n} × {n} board has two queens attacking each other",
    ),
    // Adding up the shards.
    (
        "sum.no_counter",
        "nqueens sum adds the shards of an approach that splits its work into tasks, and the registry has none",
    ),
    ("sum.cannot_add.one", "cannot add up the input: {error}"),
    ("sum.cannot_add.many", "cannot add up the inputs: {error}"),
    ("sum.at", "{place}: {error}"),
    ("sum.line", "line {number} of {name}"),
    (
        "sum.too_long",
        "{place} is longer than {bytes} bytes: not a result of `nqueens count --format json`",
    ),
    (
        "sum.not_json",
        "{place} is not a JSON object: not the JSON output of `nqueens count --approach {id} --format json`",
    ),
    (
        "sum.wrong_version",
        "{place} is not version {version} of the JSON output of `nqueens count --approach {id} --format json` (make every shard with this version of the program)",
    ),
    (
        "sum.not_a_result",
        "{place} is not the JSON output of `nqueens count --approach {id} --format json`: {error}",
    ),
    (
        "sum.foreign",
        "{place} holds a result {problem}; `nqueens sum` adds up the results of `nqueens count N --approach {id} --shard I/K --format json`",
    ),
    ("sum.foreign.approach", "of {other}, not of {id}"),
    ("sum.foreign.no_tasks", "without its tasks"),
    ("sum.foreign.no_unique", "without its unique count"),
    ("sum.foreign.unique", "with a unique count, which this counter does not count"),
    ("sum.foreign.shard", "with the shard {shard}, which is not I/K"),
    (
        "sum.recount_budget",
        "recounting {shards} would take an estimated {time}, over the {budget} that sum allows; recount fewer shards, or add --force to recount them anyway",
    ),
    ("sum.shard", "shard {shard}"),
    ("sum.whole_count", "the whole count"),
    ("sum.solutions", "{total} solutions"),
    ("sum.solutions_unique", "{total} solutions and {unique} unique"),
    (
        "sum.recounted_wrong",
        "{what} says {says}, but counted again here it has {here}: that result is wrong",
    ),
    ("sum_error.empty", "there are no partial results to add"),
    (
        "sum_error.too_large",
        "a partial result counts n = {n}, beyond the counter's largest n, {max_n}",
    ),
    (
        "sum_error.mixed_unique",
        "some partial results count the unique solutions and others do not; add only the shards of one counter",
    ),
    ("sum_error.refused", "a partial result counts a board the counter refuses: {error}"),
    (
        "sum_error.mixed_n",
        "the partial results count different boards (n = {first} and n = {other}); add only the shards of one count",
    ),
    (
        "sum_error.wrong_task_list",
        "a partial result for n = {n} says the task list has {tasks_total} tasks, but it has {expected}; make every shard with this version of the program",
    ),
    (
        "sum_error.whole_not_alone",
        "a whole count (without --shard) cannot be added to other results: it already holds every task",
    ),
    (
        "sum_error.whole_incomplete",
        "a whole count (without --shard) ran {tasks} of the {tasks_total} tasks; a partial result is damaged, or lost its shard",
    ),
    (
        "sum_error.invalid_shard",
        "shard {shard} is not a shard: I must be between 1 and K = {count}",
    ),
    (
        "sum_error.too_many_shards",
        "shard {shard} cuts the {tasks_total} tasks into more slices than there are tasks; K must be at most {tasks_total}",
    ),
    (
        "sum_error.mixed_shard_counts",
        "the shards cut the task list different ways (into {first} and into {other} slices); add the shards of one cut",
    ),
    ("sum_error.duplicate", "shard {shard} is given twice; each shard counts once"),
    ("sum_error.missing.more", "and {more} more"),
    ("sum_error.missing.one", "shard {listed} is missing; run it and add it too"),
    ("sum_error.missing.many", "shards {listed} are missing; run them and add them too"),
    (
        "sum_error.task_mismatch",
        "shard {shard} says it ran {tasks} tasks, but its slice of the task list holds {expected}; a partial result is damaged",
    ),
    (
        "sum_error.implausible",
        "{what} counts {total} solutions and {unique} unique ones, which cannot be: every class of rotations and reflections has 1 to 8 solutions; a partial result is damaged",
    ),
    (
        "sum_error.overflow",
        "the partial results add up to more than 64 bits hold; a partial result is damaged",
    ),
    (
        "sum_error.wrong_sum",
        "the shards add up to {total} solutions and {unique} unique ones, but n = {n} has {expected_total} and {expected_unique} (OEIS A000170 and A002562); a partial result is wrong",
    ),
    (
        "sum_error.wrong_total",
        "the shards add up to {total} solutions, but n = {n} has {expected_total} (OEIS A000170); a partial result is wrong",
    ),
    // A command line clap cannot read, where clap names its parts (`misread.rs`); the English
    // tool keeps clap's own words.
    ("parse.clap.unknown_option", "unknown argument {arg}{hint}"),
    ("parse.clap.unknown_command", "unknown command {command}{hint}"),
    ("parse.clap.did_you_mean", "; did you mean {suggestion}?"),
    ("parse.clap.invalid_value", "{arg} does not take {value}: its values are {choices}"),
    ("parse.clap.no_value", "{arg} needs a value: its values are {choices}"),
    ("parse.clap.missing", "missing {missing}"),
    ("parse.clap.see_help", " (see --help)"),
];
