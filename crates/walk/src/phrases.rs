//! Everything the walk says to a learner, in English and in Chinese: one table of phrases per
//! language, with the same keys.
//!
//! A phrase is a template whose `{name}` holes [`say`] fills. Identifiers of the code (`cols`,
//! `diags1`, `avail`, `place_row`, `lock`) stay as they are in both languages, and the Chinese
//! phrases use the glossary's terms (回溯, 剪枝, 主对角线, 次对角线, 栈). Tests hold the two
//! tables to the same keys and the same holes, so that no kind of step has a sentence in one
//! language only.

/// The language of what the walk says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Chinese (simplified).
    Zh,
}

impl Lang {
    /// Both languages.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// Reads a language code: `en`, `zh`, or a locale such as `zh_CN.UTF-8` or `zh-Hans`.
    pub fn parse(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        if code == "en" || code.starts_with("en_") || code.starts_with("en-") {
            Some(Lang::En)
        } else if code == "zh" || code.starts_with("zh_") || code.starts_with("zh-") {
            Some(Lang::Zh)
        } else {
            None
        }
    }

    /// The language of a locale as the environment gives it (`LC_ALL`, `LC_MESSAGES`, `LANG`, in
    /// that order): Chinese for `zh_*`, English otherwise.
    pub fn from_locale(values: [Option<&str>; 3]) -> Lang {
        values
            .into_iter()
            .flatten()
            .find(|value| !value.is_empty())
            .and_then(|value| Lang::parse(value.split('.').next().unwrap_or(value)))
            .unwrap_or(Lang::En)
    }

    /// The language asked for (`en` or `zh`), or else the environment's: Chinese when
    /// `LC_ALL`, `LC_MESSAGES` or `LANG` (the first set) is Chinese, such as `zh_CN.UTF-8`.
    pub fn asked_or_environment(asked: Option<&str>) -> Lang {
        if let Some(lang) = asked.and_then(Lang::parse) {
            return lang;
        }
        let variables = ["LC_ALL", "LC_MESSAGES", "LANG"].map(|name| std::env::var(name).ok());
        let [all, messages, lang] = &variables;
        Lang::from_locale([all.as_deref(), messages.as_deref(), lang.as_deref()])
    }

    /// Its code: `en` or `zh`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    fn table(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Lang::En => EN,
            Lang::Zh => ZH,
        }
    }
}

/// The phrase `key` in `lang`, its `{name}` holes filled from `values`. A key missing from the
/// table is a bug the tests catch; it is said as the key itself rather than as a panic.
pub fn say(lang: Lang, key: &str, values: &[(&str, &dyn std::fmt::Display)]) -> String {
    let template =
        lang.table().iter().find(|(name, _)| *name == key).map_or(key, |(_, text)| *text);
    let mut said = template.to_string();
    for (name, value) in values {
        said = said.replace(&format!("{{{name}}}"), &value.to_string());
    }
    said
}

/// The English phrases.
pub const EN: &[(&str, &str)] = &[
    ("start", "Start: the board is empty and {state}; the search begins in row 0."),
    ("start.sets", "the sets are empty"),
    ("start.flags", "no flag is set"),
    ("start.masks", "every bit of avail is set"),
    ("start.board", "no cell is marked"),
    ("reject", "Reject ({row}, {col}): {reason}."),
    ("next.full", "every row has a queen"),
    ("next.row", "go to row {row}"),
    (
        "place.sets",
        "Place ({row}, {col}): column {col}, row - col = {diag1} and row + col = {diag2} are in no set; add them, then {next}.",
    ),
    (
        "place.flags",
        "Place ({row}, {col}): cols[{col}], diags1[{diag1}] and diags2[{diag2}] are clear; set them, then {next}.",
    ),
    (
        "place.masks",
        "Place ({row}, {col}): the lowest bit of avail = {avail} is column {col}; {next} with cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1.",
    ),
    (
        "place.board",
        "Place ({row}, {col}): the cell is not marked; mark the {cells} it attacks below that were not marked yet, list them in lock, then {next}.",
    ),
    ("cells.one", "1 cell"),
    ("cells.many", "{count} cells"),
    (
        "dead_end.masks",
        "Dead end: avail is 0 in row {row}, every column is attacked; go back to row {back}.",
    ),
    ("dead_end", "Dead end: every cell of row {row} is attacked; go back to row {back}."),
    ("solution.empty", "Solution {count}: the empty board, with no row to fill."),
    ("solution", "Solution {count}: a queen in every row, columns {columns}; go back for more."),
    ("undo.sets", "remove its keys from the three sets"),
    ("undo.flags", "clear cols[{col}], diags1[{diag1}] and diags2[{diag2}]"),
    ("undo.masks", "nothing else to undo, the masks were passed by value"),
    ("undo.board", "clear the {cells} it marked"),
    ("remove.right", "try the columns right of {col} in row {row}"),
    ("remove.row0", "row 0 has no column left"),
    ("remove.up", "row {row} has no column left, go back to row {back}"),
    ("remove", "Remove ({row}, {col}): take the queen back; {undo}; {next}."),
    (
        "end",
        " The search is over: {solutions} solutions, {nodes} nodes, {cells} cells examined, {dead_ends} dead ends.",
    ),
    ("queen", "the queen on ({row}, {col})"),
    ("attacked", "attacked"),
    ("reason.sets.column", "column {key} is in cols, put there by {queen}"),
    ("reason.sets.diagonal", "row - col = {key} is in diags1, put there by {queen}"),
    ("reason.sets.anti-diagonal", "row + col = {key} is in diags2, put there by {queen}"),
    ("reason.flags", "{name}[{key}] is set by {queen}"),
    ("reason.masks", "bit {key} of {name} is set by {queen}"),
    ("reason.board", "conflicted[{row}][{col}] was marked by {queen}, on its {line}"),
    ("line.column", "column"),
    ("line.diagonal", "diagonal"),
    ("line.anti-diagonal", "anti-diagonal"),
    ("note.sets.cols", "keys: col"),
    ("note.sets.diags1", "keys: row - col"),
    ("note.sets.diags2", "keys: row + col"),
    ("note.flags.cols", "index: col"),
    ("note.flags.diags1", "index: row - col + n - 1"),
    ("note.flags.diags2", "index: row + col"),
    ("note.masks.cols", "columns"),
    ("note.masks.diags1", "diagonals, moving right"),
    ("note.masks.diags2", "anti-diagonals, moving left"),
    ("note.masks.avail", "free: !(cols | diags1 | diags2)"),
    ("note.board", "the cells this queen marked"),
    ("name.board", "board of marks"),
    ("name.sets", "hash sets"),
    ("name.flags", "arrays of flags"),
    ("name.masks", "bitmasks"),
    ("title.board", "lock: each queen's marks"),
    ("title.sets", "hash sets"),
    ("title.flags", "arrays of flags"),
    ("title.masks", "masks, column 0 on the right"),
    ("counter.nodes", "nodes"),
    ("counter.cells", "cells"),
    ("counter.solutions", "solutions"),
    ("counter.dead_ends", "dead ends"),
    ("counter.marks", "marks"),
    ("stack.queen", "place_row({row}): queen in column {col}"),
    ("stack.trying", "place_row({row}): running, trying its columns"),
    ("stack.rejected", "place_row({row}): running, rejected column {col}"),
    ("stack.took_back_last", "place_row({row}): took column {col} back, no column left, returns"),
    ("stack.took_back", "place_row({row}): running, took column {col} back"),
    ("stack.dead_end", "place_row({row}): no free cell, returns"),
    ("cell.queen", "a queen"),
    ("cell.free", "free"),
    ("cell.column", "attacked along its column"),
    ("cell.diagonal", "attacked along its diagonal"),
    ("cell.anti-diagonal", "attacked along its anti-diagonal"),
    ("prompt.next.masks", "Which free bit of avail does the search take next?"),
    ("prompt.next", "Which cell does the search examine next?"),
    ("prompt.verdict", "Is ({row}, {col}) free, or attacked? Along which line?"),
    (
        "prompt.back",
        "Dead end. Which row does the search go back to, and which column does it try there?",
    ),
    ("answer.cell", "({row}, {col})"),
    ("answer.free", "free"),
    ("answer.attacked", "attacked along its {line}"),
    ("judged.right", "Right: {answer}."),
    ("judged.wrong", "Not quite: the answer is {answer}."),
    ("judged.shown", "The answer: {answer}."),
    ("trace.reject", "reject  ({row}, {col}): {reason}"),
    ("trace.place", "place   ({row}, {col}){marks}"),
    ("trace.remove", "remove  ({row}, {col}){clears}"),
    ("trace.marks", "  marks {cells}"),
    ("trace.clears", "  clears {cells}"),
    ("trace.dead_end", "dead end: no free cell in row {row}"),
    ("trace.solution", "solution {count}: columns {columns}"),
    ("trace.solution.empty", "solution {count}: the empty board"),
    ("trace.marked", "marked {cells}"),
    ("or", " or "),
    (
        "start.links",
        "Start: the board is empty and no item is covered: {primary} primary items (the rows and columns, each to be covered once), {secondary} secondary ones (the diagonals, at most once) and {options} options, one per cell.",
    ),
    ("item.row", "row {index}"),
    ("item.column", "column {index}"),
    ("item.diagonal", "diagonal {index}"),
    ("item.anti-diagonal", "anti-diagonal {index}"),
    ("options.one", "1 option"),
    ("options.many", "{count} options"),
    (
        "choose.first_row",
        "Choose an item: every row and column not yet covered has at least 2 options, so the search branches on the first row not yet covered, {item}, with its {options}.",
    ),
    (
        "choose.forced",
        "Choose an item: {item} has only 1 option left, ({row}, {col}): a forced move, with nothing to branch on.",
    ),
    (
        "dead_end.links",
        "Dead end: {item} has no option left, so no queen can cover it any more; the search goes back.",
    ),
    (
        "cover.branch",
        "Cover {item}: its {options} leave the other lists; the search tries them one by one.",
    ),
    (
        "cover.option",
        "Cover {item}, which the queen on ({row}, {col}) takes: hides the {options} that use it.",
    ),
    (
        "cover.option.none",
        "Cover {item}, which the queen on ({row}, {col}) takes: no other option uses it any more.",
    ),
    (
        "place.links",
        "Try the option ({row}, {col}): a queen there takes {items}; cover those three next.",
    ),
    ("uncover.option", "Uncover {item}: the {options} it hid come back."),
    ("uncover.option.none", "Uncover {item}: it hid no option, so nothing comes back."),
    (
        "uncover.branch",
        "Uncover {item}: every option in it has been tried; its {options} come back, and the search returns to the level above.",
    ),
    (
        "remove.links.next",
        "Remove ({row}, {col}): take the queen back, its three items already uncovered; try the next option of {item}.",
    ),
    (
        "remove.links.last",
        "Remove ({row}, {col}): take the queen back, its three items already uncovered; {item} has no option left to try.",
    ),
    (
        "solution.links",
        "Solution {count}: every row and every column is covered, columns {columns}; go back for more.",
    ),
    (
        "end.links",
        " The search is over: {solutions} solutions, {nodes} nodes, {cells} options tried, {marks} options hidden, {dead_ends} dead ends.",
    ),
    ("note.links.rows", "options left in each row, · covered"),
    ("note.links.cols", "options left in each column, · covered"),
    ("note.links.diags1", "options left on each diagonal (secondary)"),
    ("note.links.diags2", "options left on each anti-diagonal (secondary)"),
    ("name.links", "dancing links"),
    ("title.links", "matrix in play; len: options left"),
    ("counter.options", "options tried"),
    ("counter.hidden", "hidden"),
    ("stack.links.trying", "search_from({depth}): branches on {item}, tries ({row}, {col})"),
    ("stack.links.choosing", "search_from({depth}): running, chooses an item"),
    ("stack.links.covered", "search_from({depth}): branches on {item}, no option on the board"),
    ("stack.links.chose", "search_from({depth}): running, chose {item}"),
    ("stack.links.dead_end", "search_from({depth}): {item} has no option, returns"),
    ("prompt.next.links", "Which option does the search try next? Name its cell."),
    ("trace.choose", "choose  {item}: {options}"),
    ("trace.dead_end.links", "dead end: {item} has no option left"),
    ("trace.cover", "cover   {item}{hidden}"),
    ("trace.uncover", "uncover {item}{restored}"),
    ("trace.hides", "  hides {cells}"),
    ("trace.restores", "  restores {cells}"),
    ("trace.try", "try     ({row}, {col})"),
    ("trace.untry", "remove  ({row}, {col})"),
    ("trace.solution.links", "solution {count}: columns {columns}"),
    ("why.dead_end", "a dead end: no option left"),
    ("why.forced", "a forced move: 1 option left"),
    (
        "why.first_row",
        "the first row not yet covered: every row and column left has at least 2 options",
    ),
    // practice
    (
        "practice.file.header",
        "Exercise {id}: write `{function}` from memory. The textbook: {page}.\nCheck it: nqueens practice check {id}    A hint: nqueens practice hint {id}",
    ),
    (
        "practice.file.api",
        "Tell the checker what your search does, step by step:\n  report.look(row, col)           before you decide about the cell (row, col);\n  report.place(row, col, state)   after placing a queen there and marking its lines;\n  report.remove(row, col, state)  after taking it back and clearing them;\n  report.solution()               when a queen stands in every row.\n`state` is a tuple of your state, in the order the task names it.",
    ),
    (
        "practice.place-row-board.task",
        "Place a queen in every free cell of `row`, then fill the rows below.\n`conflicted[r][c]` is true while a queen above attacks the cell (r, c). `lock` lists every cell\nmarked so far, each queen's cells after those of the queens above it, so that undoing a queen\nclears exactly the cells it marked, and none that a queen above marked first.\nState to report: (&conflicted, &lock).",
    ),
    (
        "practice.place-row-board.todo",
        "Your code: the solution, the loop over the columns, the prune (reject), the attempt\n(mark the cells below and list them in lock), the recursion, the undo.",
    ),
    (
        "practice.place-row-set.task",
        "Place a queen in every safe column of `row`, then fill the rows below.\n`cols` holds the column of every queen, `diags1` its row - col (its diagonal; signed, since it\nis negative when col > row) and `diags2` its row + col (its anti-diagonal).\nState to report: (&cols, &diags1, &diags2).",
    ),
    (
        "practice.place-row-set.todo",
        "Your code: the solution, the loop over the columns, the prune, the attempt, the recursion,\nthe undo.",
    ),
    (
        "practice.attack-array.task",
        "Say whether a queen above attacks the cell (row, col): the constraint of the search with arrays.\n`cols[col]` is set while a queen stands in column col. `diags1` has a flag per diagonal (row - col\nis constant along it) and `diags2` one per anti-diagonal (row + col is constant), 2n - 1 each,\nindexed from 0: find the index of each line through (row, col).",
    ),
    (
        "practice.attack-array.todo",
        "Your code: the two indices, then the test. Return true if the cell is attacked.",
    ),
    (
        "practice.place-row-array.task",
        "Place a queen in every safe column of `row`, then fill the rows below.\n`cols[col]` is set while a queen stands in column col, `diags1[row + n - 1 - col]` while one\nstands on that diagonal and `diags2[row + col]` while one stands on that anti-diagonal.\nState to report: (&cols, &diags1, &diags2).",
    ),
    (
        "practice.place-row-array.todo",
        "Your code: the solution, the loop over the columns, the prune, the attempt, the recursion,\nthe undo.",
    ),
    (
        "practice.place-row-bitmask.task",
        "Place a queen in every free column of `row`, then fill the rows below.\nBit col of `cols`, `diags1` and `diags2` is set when a queen above attacks (row, col) along its\ncolumn, its diagonal or its anti-diagonal; `full` has one bit per column of the board. Take the\nfree columns lowest first (lowbit). The masks are passed by value: there is nothing to undo.\nState to report: the masks this row was given, (cols, diags1, diags2).",
    ),
    (
        "practice.place-row-bitmask.todo",
        "Your code: the solution, the free columns (avail), the loop taking the lowest bit, the\nrecursion with the masks of the next row.",
    ),
    (
        "practice.mirror-count.task",
        "Count the solutions of the n × n board with half the work: the mirror image of a solution\n(column col becomes n - 1 - col) is a solution too. `count_from(n, col, report)` counts the\nsolutions whose queen in row 0 stands in column col (and reports its steps): call it for the\ncolumns of row 0 you need, in increasing order, and return the total.",
    ),
    (
        "practice.mirror-count.todo",
        "Your code: the left half, doubled, and the middle column of an odd n.",
    ),
    (
        "practice.place-row-board.hint.1",
        "The solution first: if row == n, report it and return. Then loop over col in 0..n, report.look(row, col), and skip the cell if conflicted[row][col].",
    ),
    (
        "practice.place-row-board.hint.2",
        "To place, remember where the list ends (let first_mark = lock.len()), then for every row below mark the column and the two diagonal cells at distance below - row, if on the board and not yet marked, pushing each to lock.",
    ),
    (
        "practice.place-row-board.hint.3",
        "Report the placement after marking, recurse with row + 1, then undo: drain lock from first_mark, clearing each of those cells, and report the removal.",
    ),
    (
        "practice.place-row-set.hint.1",
        "The solution first: if row == n, report it and return. The keys of (row, col): col, row as isize - col as isize, row + col.",
    ),
    (
        "practice.place-row-set.hint.2",
        "Reject the cell if any set contains its key (after report.look). Otherwise insert the three keys, report the placement and recurse with row + 1.",
    ),
    (
        "practice.place-row-set.hint.3",
        "After the recursion, remove the same three keys (the undo), then report the removal. Every insert has its remove, in the same call.",
    ),
    (
        "practice.attack-array.hint.1",
        "Along a diagonal row - col is constant, from -(n - 1) to n - 1: add n - 1 to make it an index from 0 to 2n - 2.",
    ),
    (
        "practice.attack-array.hint.2",
        "Write it as row + n - 1 - col, so that usize never goes below 0. The anti-diagonal needs no shift: row + col.",
    ),
    (
        "practice.attack-array.hint.3",
        "The cell is attacked if any of the three flags is set: cols[col], diags1[diag1], diags2[diag2].",
    ),
    (
        "practice.place-row-array.hint.1",
        "The solution first: if row == n, report it and return. Then loop over col in 0..n and report.look(row, col).",
    ),
    (
        "practice.place-row-array.hint.2",
        "With diag1 = row + n - 1 - col and diag2 = row + col, skip the cell if cols[col], diags1[diag1] or diags2[diag2] is set. Otherwise set all three and report the placement.",
    ),
    (
        "practice.place-row-array.hint.3",
        "Recurse with row + 1, then clear the same three flags (the undo) and report the removal, so the next column starts from the same state.",
    ),
    (
        "practice.place-row-bitmask.hint.1",
        "The solution: every column holds a queen when cols == full. The free columns: avail = !(cols | diags1 | diags2) & full; without & full the bits above the board count as free.",
    ),
    (
        "practice.place-row-bitmask.hint.2",
        "While avail != 0: the lowest free column is bit = avail & avail.wrapping_neg() (lowbit), col = bit.trailing_zeros(); clear it from avail with avail &= avail - 1.",
    ),
    (
        "practice.place-row-bitmask.hint.3",
        "In the next row the diagonal moves one column right and the anti-diagonal one left: recurse with cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1. Report the placement before the call and the removal after it, both with this row's masks.",
    ),
    (
        "practice.mirror-count.hint.1",
        "A solution with its row-0 queen in column col mirrors one with it in column n - 1 - col: the columns left of the middle give half of the solutions.",
    ),
    ("practice.mirror-count.hint.2", "Add 2 * count_from(n, col, report) for col in 0..n / 2."),
    (
        "practice.mirror-count.hint.3",
        "For an odd n the middle column n / 2 is its own mirror image: add its count once, not twice.",
    ),
    ("practice.answer.solution", "A queen stands in every row: a solution."),
    (
        "practice.answer.solution.masks",
        "Every column holds a queen, so every row does: a solution.",
    ),
    (
        "practice.answer.diagonals",
        "The diagonal (row - col shifted by n - 1) and the anti-diagonal through the cell.",
    ),
    ("practice.answer.keys", "The keys of the cell's diagonal and anti-diagonal."),
    ("practice.answer.reject", "Prune: a queen above attacks the cell."),
    ("practice.answer.reject.board", "Prune: the cell is marked."),
    ("practice.answer.attacked", "Attacked if a queen stands on any of the three lines."),
    ("practice.answer.attempt", "Attempt: place a queen, marking its column and both diagonals."),
    (
        "practice.answer.attempt.board",
        "Attempt: mark the cells below that the queen attacks and no queen marked yet, listing them in lock.",
    ),
    (
        "practice.answer.attempt.masks",
        "Attempt and recurse: in the next row the diagonal moves right, the anti-diagonal left.",
    ),
    ("practice.answer.recurse", "Recurse: fill the rows below."),
    (
        "practice.answer.undo",
        "Undo: take the queen back, so the next column starts from the same state.",
    ),
    ("practice.answer.undo.board", "Undo: clear exactly the cells this queen marked."),
    ("practice.answer.undo.masks", "Undo: nothing to clear, the masks were passed by value."),
    ("practice.answer.avail", "The free columns of the row, only the n bits of the board."),
    ("practice.answer.lowbit", "The lowest free column (lowbit), then clear it from avail."),
    (
        "practice.answer.half",
        "The columns left of the middle, each counted for itself and its mirror image.",
    ),
    (
        "practice.answer.middle",
        "An odd n: the middle column is its own mirror image, counted once.",
    ),
    ("practice.step.reject", "rejects ({row}, {col})"),
    ("practice.step.place", "places a queen on ({row}, {col})"),
    ("practice.step.remove", "removes the queen from ({row}, {col})"),
    ("practice.step.dead_end", "finds a dead end in row {row}"),
    ("practice.step.solution", "reports a solution"),
    ("practice.check.no_file", "No file for {id} yet: start it with nqueens practice start {id}"),
    (
        "practice.check.no_compiler",
        "cannot start the Rust compiler ({message}); set RUSTC to its path",
    ),
    ("practice.check.io", "cannot build the check: {message}"),
    ("practice.check.compile", "✗ {id}: rustc does not compile the file. Its messages:"),
    (
        "practice.differs",
        "✗ {id}, n = {n}, step {step}: here your search parts from the textbook's.",
    ),
    (
        "practice.differs.total",
        "Every step agrees, but for n = {n} your count is {yours}; the right count is {textbook}.",
    ),
    ("practice.differs.state", "The steps agree; your {name} does not."),
    ("practice.textbook.reject", "rejects ({row}, {col}): {reason}"),
    ("practice.textbook.ended", "has ended: every column of row 0 is tried"),
    ("practice.yours.returned", "returns: it takes no more step"),
    ("practice.label.textbook", "  the textbook {what}"),
    ("practice.label.yours", "  your code    {what}"),
    ("practice.off_board", "  ({row}, {col}) is off the {n} × {n} board."),
    ("practice.state.textbook", "the textbook, after its step:"),
    ("practice.state.yours", "your code, after its step:"),
    ("practice.state.yours_last", "your code, as it last reported it:"),
    ("practice.state.differs", "   ← differs"),
    ("practice.code", "The textbook's line for this step, explained in {page}:\n  {place}"),
    ("practice.see_trace", "See it: nqueens trace {n} -a {approach} (step {step})"),
    ("practice.stopped.panic", "✗ {id}: your program panicked at n = {n}, after step {step}:"),
    (
        "practice.stopped.timeout",
        "✗ {id}: stopped after {seconds} s, at n = {n} after step {step}.\nA search that never ends?",
    ),
    (
        "practice.stopped.cap",
        "✗ {id}: stopped after more than {cap} steps for n = {n}.\nA search that never ends?",
    ),
    ("practice.stopped.no_step", "It took no step before."),
    ("practice.stopped.last", "Its last steps before:"),
    (
        "practice.agrees",
        "✓ {id}: every step and state agree with the textbook, n = 1 to {largest}.",
    ),
    ("practice.column.n", "n"),
    ("practice.column.steps", "steps"),
    ("practice.column.placed", "placed"),
    ("practice.column.rejected", "rejected"),
    ("practice.column.dead_ends", "dead ends"),
    ("practice.column.solutions", "solutions"),
    ("practice.agrees.same", "Your work is the textbook's, counter for counter."),
    (
        "practice.agrees.fewer",
        "Where two numbers stand, the second is the whole search's: the mirror count does about half.",
    ),
    (
        "practice.note.copies",
        "Note: your code copies its state instead of undoing it: {copies} states held in a new\nplace for n = {n}, where it placed {placed} queens. It passes, but each copy allocates and\ncopies O(n) values where the undo clears three.",
    ),
    ("practice.next", "Next: nqueens practice start {next}    (the textbook: {page})"),
    ("practice.next.none", "That was the last exercise: every search of the path, from memory."),
    ("practice.list.heading", "Exercises, in the order to practise them (files in {dir}):"),
    ("practice.list.not_started", "not started"),
    ("practice.list.no_compile", "does not compile"),
    ("practice.list.parts", "parts at step {step} for n = {n}"),
    ("practice.list.stopped", "stops at step {step} for n = {n}"),
    ("practice.list.done", "done"),
    ("practice.list.unchecked", "cannot be checked: {message}"),
    (
        "practice.list.footer",
        "Start one: nqueens practice start ID    Check it: nqueens practice check ID",
    ),
    (
        "practice.start.written",
        "Wrote {path}: the skeleton of {id}.\nFill in {function}, then: nqueens practice check {id}",
    ),
    (
        "practice.start.exists",
        "{path} exists already: it is left as it is (remove it to start again)",
    ),
    ("practice.hint.heading", "Hint {number} of {count} for {id}:"),
    ("practice.hint.more", "Next hint: nqueens practice hint {id}"),
    (
        "practice.hint.last",
        "That was the last hint. The whole answer: nqueens practice hint {id} answer",
    ),
    ("practice.hint.answer", "The whole answer of {id}, as the textbook writes it:"),
    ("practice.unknown", "no exercise {id}; the exercises are {ids}"),
];

/// The Chinese phrases, with the glossary's terms.
pub const ZH: &[(&str, &str)] = &[
    ("start", "开始：棋盘是空的，{state}；搜索从第 0 行开始。"),
    ("start.sets", "三个集合都是空的"),
    ("start.flags", "没有设置任何标志"),
    ("start.masks", "avail 的每一位都是 1"),
    ("start.board", "没有格子被标记"),
    ("reject", "剪枝 ({row}, {col})：{reason}。"),
    ("next.full", "每一行都有皇后了"),
    ("next.row", "进入第 {row} 行"),
    (
        "place.sets",
        "放置 ({row}, {col})：列 {col}、row - col = {diag1} 和 row + col = {diag2} 都不在集合中；加入它们，然后{next}。",
    ),
    (
        "place.flags",
        "放置 ({row}, {col})：cols[{col}]、diags1[{diag1}] 和 diags2[{diag2}] 都没有设置；设置它们，然后{next}。",
    ),
    (
        "place.masks",
        "放置 ({row}, {col})：avail = {avail} 的最低位是第 {col} 列；用 cols | bit、(diags1 | bit) << 1、(diags2 | bit) >> 1 {next}。",
    ),
    (
        "place.board",
        "放置 ({row}, {col})：这个格子没有被标记；标记它在下方攻击的、尚未标记的 {cells}，记入 lock，然后{next}。",
    ),
    ("cells.one", "1 个格子"),
    ("cells.many", "{count} 个格子"),
    ("dead_end.masks", "死路：第 {row} 行的 avail 为 0，每一列都被攻击；回溯到第 {back} 行。"),
    ("dead_end", "死路：第 {row} 行的每个格子都被攻击；回溯到第 {back} 行。"),
    ("solution.empty", "解 {count}：空棋盘，没有要填的行。"),
    ("solution", "解 {count}：每一行都有皇后，列为 {columns}；回溯，寻找更多的解。"),
    ("undo.sets", "从三个集合中删除它的键"),
    ("undo.flags", "清除 cols[{col}]、diags1[{diag1}] 和 diags2[{diag2}]"),
    ("undo.masks", "没有别的要撤销，掩码是按值传递的"),
    ("undo.board", "清除它标记的 {cells}"),
    ("remove.right", "在第 {row} 行尝试第 {col} 列右边的列"),
    ("remove.row0", "第 0 行没有剩下的列了"),
    ("remove.up", "第 {row} 行没有剩下的列了，回溯到第 {back} 行"),
    ("remove", "移除 ({row}, {col})：拿走这个皇后；{undo}；{next}。"),
    (
        "end",
        "搜索结束：{solutions} 个解，{nodes} 个节点，检查了 {cells} 个格子，{dead_ends} 个死路。",
    ),
    ("queen", "({row}, {col}) 上的皇后"),
    ("attacked", "被攻击"),
    ("reason.sets.column", "列 {key} 在 cols 中，是 {queen}放入的"),
    ("reason.sets.diagonal", "row - col = {key} 在 diags1 中，是 {queen}放入的"),
    ("reason.sets.anti-diagonal", "row + col = {key} 在 diags2 中，是 {queen}放入的"),
    ("reason.flags", "{name}[{key}] 已被 {queen}设置"),
    ("reason.masks", "{name} 的第 {key} 位已被 {queen}设置"),
    ("reason.board", "conflicted[{row}][{col}] 已被 {queen}沿它的{line}标记"),
    ("line.column", "列"),
    ("line.diagonal", "主对角线"),
    ("line.anti-diagonal", "次对角线"),
    ("note.sets.cols", "键：col"),
    ("note.sets.diags1", "键：row - col"),
    ("note.sets.diags2", "键：row + col"),
    ("note.flags.cols", "下标：col"),
    ("note.flags.diags1", "下标：row - col + n - 1"),
    ("note.flags.diags2", "下标：row + col"),
    ("note.masks.cols", "列"),
    ("note.masks.diags1", "主对角线，每行右移一列"),
    ("note.masks.diags2", "次对角线，每行左移一列"),
    ("note.masks.avail", "空闲：!(cols | diags1 | diags2)"),
    ("note.board", "这个皇后标记的格子"),
    ("name.board", "标记棋盘"),
    ("name.sets", "哈希集合"),
    ("name.flags", "标志数组"),
    ("name.masks", "位掩码"),
    ("title.board", "lock：每个皇后的标记"),
    ("title.sets", "哈希集合"),
    ("title.flags", "标志数组"),
    ("title.masks", "掩码，第 0 列在最右边"),
    ("counter.nodes", "节点"),
    ("counter.cells", "格子"),
    ("counter.solutions", "解"),
    ("counter.dead_ends", "死路"),
    ("counter.marks", "标记"),
    ("stack.queen", "place_row({row})：皇后在第 {col} 列"),
    ("stack.trying", "place_row({row})：运行中，尝试它的各列"),
    ("stack.rejected", "place_row({row})：运行中，剪枝了第 {col} 列"),
    ("stack.took_back_last", "place_row({row})：拿回了第 {col} 列，没有剩下的列，返回"),
    ("stack.took_back", "place_row({row})：运行中，拿回了第 {col} 列"),
    ("stack.dead_end", "place_row({row})：没有空闲的格子，返回"),
    ("cell.queen", "皇后"),
    ("cell.free", "安全"),
    ("cell.column", "沿列被攻击"),
    ("cell.diagonal", "沿主对角线被攻击"),
    ("cell.anti-diagonal", "沿次对角线被攻击"),
    ("prompt.next.masks", "搜索下一步取 avail 中哪一个空闲的位？"),
    ("prompt.next", "搜索下一步检查哪个格子？"),
    ("prompt.verdict", "({row}, {col}) 是安全的，还是被攻击了？沿哪条线？"),
    ("prompt.back", "死路。搜索回溯到哪一行，在那里试哪一列？"),
    ("answer.cell", "({row}, {col})"),
    ("answer.free", "安全"),
    ("answer.attacked", "沿{line}被攻击"),
    ("judged.right", "答对了：{answer}。"),
    ("judged.wrong", "不对：答案是 {answer}。"),
    ("judged.shown", "答案：{answer}。"),
    ("trace.reject", "剪枝  ({row}, {col})：{reason}"),
    ("trace.place", "放置  ({row}, {col}){marks}"),
    ("trace.remove", "移除  ({row}, {col}){clears}"),
    ("trace.marks", "  标记 {cells}"),
    ("trace.clears", "  清除 {cells}"),
    ("trace.dead_end", "死路：第 {row} 行没有空闲的格子"),
    ("trace.solution", "解 {count}：列 {columns}"),
    ("trace.solution.empty", "解 {count}：空棋盘"),
    ("trace.marked", "标记了 {cells}"),
    ("or", " 或 "),
    (
        "start.links",
        "开始：棋盘是空的，没有项被覆盖：{primary} 个主项（各行和各列，每个恰好覆盖一次），{secondary} 个次项（各条对角线，至多覆盖一次），{options} 个选项，每个格子一个。",
    ),
    ("item.row", "第 {index} 行"),
    ("item.column", "第 {index} 列"),
    ("item.diagonal", "主对角线 {index}"),
    ("item.anti-diagonal", "次对角线 {index}"),
    ("options.one", "1 个选项"),
    ("options.many", "{count} 个选项"),
    (
        "choose.first_row",
        "选一个项：尚未覆盖的每一行、每一列都至少有 2 个选项，所以搜索在第一个尚未覆盖的行，{item}，上分支，它有 {options}。",
    ),
    ("choose.forced", "选一个项：{item}只剩 1 个选项，({row}, {col})：被迫的一步，没有可分支的。"),
    ("dead_end.links", "死路：{item}没有剩下的选项，没有皇后能再覆盖它；搜索回溯。"),
    ("cover.branch", "覆盖{item}：它的 {options}离开其他链表；搜索逐个尝试它们。"),
    ("cover.option", "覆盖{item}（({row}, {col}) 上的皇后占了它）：隐藏使用它的 {options}。"),
    ("cover.option.none", "覆盖{item}（({row}, {col}) 上的皇后占了它）：已经没有别的选项使用它。"),
    ("place.links", "尝试选项 ({row}, {col})：放在这里的皇后占了{items}；接下来覆盖这三项。"),
    ("uncover.option", "取消覆盖{item}：它隐藏的 {options}回来了。"),
    ("uncover.option.none", "取消覆盖{item}：它没有隐藏选项，没有什么要回来。"),
    (
        "uncover.branch",
        "取消覆盖{item}：它的每个选项都试过了；它的 {options}回来了，搜索回到上一层。",
    ),
    (
        "remove.links.next",
        "移除 ({row}, {col})：拿走这个皇后，它的三项已经取消覆盖；尝试{item}的下一个选项。",
    ),
    (
        "remove.links.last",
        "移除 ({row}, {col})：拿走这个皇后，它的三项已经取消覆盖；{item}没有剩下要试的选项。",
    ),
    ("solution.links", "解 {count}：每一行和每一列都被覆盖，列为 {columns}；回溯，寻找更多的解。"),
    (
        "end.links",
        "搜索结束：{solutions} 个解，{nodes} 个节点，尝试了 {cells} 个选项，隐藏了 {marks} 次选项，{dead_ends} 个死路。",
    ),
    ("note.links.rows", "每一行剩下的选项数，· 已覆盖"),
    ("note.links.cols", "每一列剩下的选项数，· 已覆盖"),
    ("note.links.diags1", "每条主对角线剩下的选项数（次项）"),
    ("note.links.diags2", "每条次对角线剩下的选项数（次项）"),
    ("name.links", "舞蹈链"),
    ("title.links", "仍在使用的矩阵；len：剩下的选项数"),
    ("counter.options", "尝试的选项"),
    ("counter.hidden", "隐藏"),
    ("stack.links.trying", "search_from({depth})：在{item}上分支，尝试 ({row}, {col})"),
    ("stack.links.choosing", "search_from({depth})：运行中，选一个项"),
    ("stack.links.covered", "search_from({depth})：在{item}上分支，棋盘上没有它的选项"),
    ("stack.links.chose", "search_from({depth})：运行中，选了{item}"),
    ("stack.links.dead_end", "search_from({depth})：{item}没有选项，返回"),
    ("prompt.next.links", "搜索下一步尝试哪个选项？说出它的格子。"),
    ("trace.choose", "选择    {item}：{options}"),
    ("trace.dead_end.links", "死路：{item}没有剩下的选项"),
    ("trace.cover", "覆盖    {item}{hidden}"),
    ("trace.uncover", "取消覆盖 {item}{restored}"),
    ("trace.hides", "  隐藏 {cells}"),
    ("trace.restores", "  恢复 {cells}"),
    ("trace.try", "尝试    ({row}, {col})"),
    ("trace.untry", "移除    ({row}, {col})"),
    ("trace.solution.links", "解 {count}：列 {columns}"),
    ("why.dead_end", "死路：没有剩下的选项"),
    ("why.forced", "被迫的一步：只剩 1 个选项"),
    ("why.first_row", "第一个尚未覆盖的行：剩下的每一行、每一列都至少有 2 个选项"),
    // practice
    (
        "practice.file.header",
        "练习 {id}：凭记忆写出 `{function}`。对照的教材：{page}。\n检查：nqueens practice check {id}    提示：nqueens practice hint {id}",
    ),
    (
        "practice.file.api",
        "把搜索的每一步告诉检查器：\n  report.look(row, col)           在判断格子 (row, col) 之前；\n  report.place(row, col, state)   放下皇后、标记它的三条线之后；\n  report.remove(row, col, state)  撤回皇后、清除标记（回退）之后；\n  report.solution()               每一行都有皇后时。\n`state` 是你的状态组成的元组，顺序按任务里给出的写。",
    ),
    (
        "practice.place-row-board.task",
        "在第 `row` 行的每个空闲格子放一个皇后，再填下面的行。\n`conflicted[r][c]` 为真，表示上面某个皇后攻击格子 (r, c)。`lock` 按顺序记下到目前为止标记过的\n每个格子，每个皇后标记的格子排在它上面的皇后之后；回退一个皇后时，只清除它自己标记的格子，\n上面的皇后先标记的格子不动。\n要报告的状态：(&conflicted, &lock)。",
    ),
    (
        "practice.place-row-board.todo",
        "在这里写：解的判断、对每一列的循环、剪枝、尝试（标记下面被攻击的格子并记入 lock）、\n递归、回退。",
    ),
    (
        "practice.place-row-set.task",
        "在第 `row` 行的每个安全的列放一个皇后，再填下面的行。\n`cols` 存每个皇后的列，`diags1` 存它的 row - col（主对角线；有符号，col > row 时为负），\n`diags2` 存它的 row + col（次对角线）。\n要报告的状态：(&cols, &diags1, &diags2)。",
    ),
    ("practice.place-row-set.todo", "在这里写：解的判断、对每一列的循环、剪枝、尝试、递归、回退。"),
    (
        "practice.attack-array.task",
        "判断上面是否有皇后攻击格子 (row, col)：这就是数组版搜索的约束条件。\n`cols[col]` 为真，表示第 col 列已有皇后。`diags1` 每条主对角线一个标志（线上 row - col 不变），\n`diags2` 每条次对角线一个标志（线上 row + col 不变），各 2n - 1 个，下标从 0 开始：\n算出经过 (row, col) 的两条对角线的下标。",
    ),
    ("practice.attack-array.todo", "在这里写：先算两个下标，再判断。格子被攻击时返回 true。"),
    (
        "practice.place-row-array.task",
        "在第 `row` 行的每个安全的列放一个皇后，再填下面的行。\n`cols[col]` 为真表示第 col 列有皇后，`diags1[row + n - 1 - col]` 为真表示这条主对角线有皇后，\n`diags2[row + col]` 为真表示这条次对角线有皇后。\n要报告的状态：(&cols, &diags1, &diags2)。",
    ),
    (
        "practice.place-row-array.todo",
        "在这里写：解的判断、对每一列的循环、剪枝、尝试、递归、回退。",
    ),
    (
        "practice.place-row-bitmask.task",
        "在第 `row` 行的每个空闲的列放一个皇后，再填下面的行。\n`cols`、`diags1`、`diags2` 的第 col 位为 1，表示上面的皇后沿列、主对角线或次对角线攻击\n(row, col)；`full` 每列一位。从最低位开始取空闲的列（lowbit）。掩码按值传递，不需要回退。\n要报告的状态：这一行收到的掩码 (cols, diags1, diags2)。",
    ),
    (
        "practice.place-row-bitmask.todo",
        "在这里写：解的判断、空闲的列（avail）、每次取最低位的循环、带着下一行的掩码递归。",
    ),
    (
        "practice.mirror-count.task",
        "只用一半的工作量数出 n × n 棋盘的解：一个解的镜像（第 col 列变成第 n - 1 - col 列）也是解。\n`count_from(n, col, report)` 数出第 0 行的皇后在第 col 列的解（并报告它的每一步）：按从小到大\n的顺序，只对需要的列调用它，返回总数。",
    ),
    ("practice.mirror-count.todo", "在这里写：左半边的列乘 2，n 为奇数时再加上中间一列。"),
    (
        "practice.place-row-board.hint.1",
        "先写解：row == n 时报告并返回。然后对 col in 0..n 循环，先 report.look(row, col)，conflicted[row][col] 为真就跳过（剪枝）。",
    ),
    (
        "practice.place-row-board.hint.2",
        "放皇后之前先记下列表的长度（let first_mark = lock.len()），再对下面的每一行，标记同一列和距离为 below - row 的两个对角线格子：在棋盘内且尚未标记的才标记，并逐个记入 lock。",
    ),
    (
        "practice.place-row-board.hint.3",
        "标记完再报告放置，用 row + 1 递归，然后回退：从 first_mark 起取出 lock 里的格子（drain），逐个清除，再报告移除。",
    ),
    (
        "practice.place-row-set.hint.1",
        "先写解：row == n 时报告并返回。格子 (row, col) 的三个键：col、row as isize - col as isize、row + col。",
    ),
    (
        "practice.place-row-set.hint.2",
        "report.look 之后，只要有一个集合含有对应的键，就剪枝。否则插入三个键，报告放置，用 row + 1 递归。",
    ),
    (
        "practice.place-row-set.hint.3",
        "递归返回后移除同样的三个键（回退），再报告移除。每个 insert 都在同一次调用里有对应的 remove。",
    ),
    (
        "practice.attack-array.hint.1",
        "主对角线上 row - col 不变，取值从 -(n - 1) 到 n - 1：加上 n - 1，就是 0 到 2n - 2 的下标。",
    ),
    (
        "practice.attack-array.hint.2",
        "写成 row + n - 1 - col，usize 就不会小于 0。次对角线不用平移：row + col。",
    ),
    (
        "practice.attack-array.hint.3",
        "三个标志有一个为真，格子就被攻击：cols[col]、diags1[diag1]、diags2[diag2]。",
    ),
    (
        "practice.place-row-array.hint.1",
        "先写解：row == n 时报告并返回。然后对 col in 0..n 循环，先 report.look(row, col)。",
    ),
    (
        "practice.place-row-array.hint.2",
        "令 diag1 = row + n - 1 - col，diag2 = row + col；cols[col]、diags1[diag1]、diags2[diag2] 有一个为真就剪枝。否则把三个都设为真，报告放置。",
    ),
    (
        "practice.place-row-array.hint.3",
        "用 row + 1 递归，然后清除同样的三个标志（回退）并报告移除，下一列才从同样的状态开始。",
    ),
    (
        "practice.place-row-bitmask.hint.1",
        "解：cols == full 时每一列都有皇后。空闲的列：avail = !(cols | diags1 | diags2) & full；少了 & full，棋盘外的高位也会被当成空闲。",
    ),
    (
        "practice.place-row-bitmask.hint.2",
        "当 avail != 0：最低的空闲列 bit = avail & avail.wrapping_neg()（lowbit），col = bit.trailing_zeros()；再用 avail &= avail - 1 把它从 avail 去掉。",
    ),
    (
        "practice.place-row-bitmask.hint.3",
        "到下一行，主对角线右移一列，次对角线左移一列：用 cols | bit、(diags1 | bit) << 1、(diags2 | bit) >> 1 递归。调用前报告放置，调用后报告移除，都用这一行的掩码。",
    ),
    (
        "practice.mirror-count.hint.1",
        "第 0 行皇后在第 col 列的解，镜像后就是皇后在第 n - 1 - col 列的解：中线左边的列给出一半的解。",
    ),
    ("practice.mirror-count.hint.2", "对 col in 0..n / 2，累加 2 * count_from(n, col, report)。"),
    (
        "practice.mirror-count.hint.3",
        "n 为奇数时，中间一列 n / 2 的镜像是它自己：它的解只加一次，不能乘 2。",
    ),
    ("practice.answer.solution", "每一行都有皇后：找到一个解。"),
    ("practice.answer.solution.masks", "每一列都有皇后，每一行也就都有：找到一个解。"),
    ("practice.answer.diagonals", "经过这个格子的主对角线（row - col 平移 n - 1）和次对角线。"),
    ("practice.answer.keys", "这个格子所在主对角线和次对角线的键。"),
    ("practice.answer.reject", "剪枝：上面有皇后攻击这个格子。"),
    ("practice.answer.reject.board", "剪枝：这个格子已被标记。"),
    ("practice.answer.attacked", "三条线上有一个皇后，格子就被攻击。"),
    ("practice.answer.attempt", "尝试：放下皇后，标记它的列和两条对角线。"),
    (
        "practice.answer.attempt.board",
        "尝试：标记下面被这个皇后攻击、还没被标记的格子，并记入 lock。",
    ),
    ("practice.answer.attempt.masks", "尝试并递归：到下一行，主对角线右移，次对角线左移。"),
    ("practice.answer.recurse", "递归：填下面的行。"),
    ("practice.answer.undo", "回退：撤回皇后，下一列才从同样的状态开始。"),
    ("practice.answer.undo.board", "回退：只清除这个皇后标记的格子。"),
    ("practice.answer.undo.masks", "回退：没有要清除的，掩码是按值传递的。"),
    ("practice.answer.avail", "这一行空闲的列，只留棋盘的 n 位。"),
    ("practice.answer.lowbit", "最低的空闲列（lowbit），再把它从 avail 去掉。"),
    ("practice.answer.half", "中线左边的列，每列的解连同镜像算两次。"),
    ("practice.answer.middle", "n 为奇数：中间一列的镜像是它自己，只算一次。"),
    ("practice.step.reject", "剪枝 ({row}, {col})"),
    ("practice.step.place", "在 ({row}, {col}) 放下皇后"),
    ("practice.step.remove", "撤回 ({row}, {col}) 的皇后"),
    ("practice.step.dead_end", "在第 {row} 行走到死路"),
    ("practice.step.solution", "报告一个解"),
    ("practice.check.no_file", "{id} 还没有文件：用 nqueens practice start {id} 开始"),
    ("practice.check.no_compiler", "无法启动 Rust 编译器（{message}）；请把 RUSTC 设为它的路径"),
    ("practice.check.io", "无法准备检查：{message}"),
    ("practice.check.compile", "✗ {id}：rustc 编译不通过。编译器的信息："),
    ("practice.differs", "✗ {id}，n = {n}，第 {step} 步：你的搜索在这里和教材的搜索分开了。"),
    (
        "practice.differs.total",
        "每一步都一致，但 n = {n} 时你数出 {yours} 个解；正确的是 {textbook} 个。",
    ),
    ("practice.differs.state", "这一步一致，但你的 {name} 不一致。"),
    ("practice.textbook.reject", "剪枝 ({row}, {col})：{reason}"),
    ("practice.textbook.ended", "已经结束：第 0 行的每一列都试过了"),
    ("practice.yours.returned", "返回了：不再走下一步"),
    ("practice.label.textbook", "  教材：{what}"),
    ("practice.label.yours", "  你的代码：{what}"),
    ("practice.off_board", "  ({row}, {col}) 在 {n} × {n} 的棋盘之外。"),
    ("practice.state.textbook", "教材，这一步之后："),
    ("practice.state.yours", "你的代码，这一步之后："),
    ("practice.state.yours_last", "你的代码，最后一次报告的状态："),
    ("practice.state.differs", "   ← 不一致"),
    ("practice.code", "教材中这一步的代码，讲解见 {page}：\n  {place}"),
    ("practice.see_trace", "看教材的每一步：nqueens trace {n} -a {approach}（第 {step} 步）"),
    ("practice.stopped.panic", "✗ {id}：你的程序在 n = {n}、第 {step} 步之后中止了（panic）："),
    (
        "practice.stopped.timeout",
        "✗ {id}：运行超过 {seconds} 秒，在 n = {n} 的第 {step} 步之后被终止。\n搜索停不下来？",
    ),
    ("practice.stopped.cap", "✗ {id}：n = {n} 时超过 {cap} 步，已经终止。\n搜索停不下来？"),
    ("practice.stopped.no_step", "在这之前它一步也没有走。"),
    ("practice.stopped.last", "在这之前的最后几步："),
    ("practice.agrees", "✓ {id}：n = 1 到 {largest}，每一步、每个状态都和教材一致。"),
    ("practice.column.n", "n"),
    ("practice.column.steps", "步数"),
    ("practice.column.placed", "放置"),
    ("practice.column.rejected", "剪枝"),
    ("practice.column.dead_ends", "死路"),
    ("practice.column.solutions", "解"),
    ("practice.agrees.same", "你的工作量和教材完全相同，每个计数都一样。"),
    ("practice.agrees.fewer", "有两个数的地方，第二个是完整搜索的：镜像计数大约只做一半。"),
    (
        "practice.note.copies",
        "注意：你的代码复制状态，而不是回退：n = {n} 时放了 {placed} 个皇后，有 {copies} 次\n状态放在新的地方。这样也能通过，但每次复制都要分配内存、复制 O(n) 个值，\n而回退只需清除三个。",
    ),
    ("practice.next", "下一个：nqueens practice start {next}    （教材：{page}）"),
    ("practice.next.none", "这是最后一个练习：路径上的每个搜索，你都能凭记忆写出来了。"),
    ("practice.list.heading", "练习，按建议的顺序（文件在 {dir}）："),
    ("practice.list.not_started", "未开始"),
    ("practice.list.no_compile", "编译不通过"),
    ("practice.list.parts", "n = {n} 时在第 {step} 步分开"),
    ("practice.list.stopped", "n = {n} 时在第 {step} 步中止"),
    ("practice.list.done", "完成"),
    ("practice.list.unchecked", "无法检查：{message}"),
    ("practice.list.footer", "开始：nqueens practice start ID    检查：nqueens practice check ID"),
    (
        "practice.start.written",
        "已写入 {path}：{id} 的骨架。\n写好 {function} 后运行：nqueens practice check {id}",
    ),
    ("practice.start.exists", "{path} 已经存在，保持不动（删掉它才能重新开始）"),
    ("practice.hint.heading", "{id} 的提示 {number}/{count}："),
    ("practice.hint.more", "下一个提示：nqueens practice hint {id}"),
    ("practice.hint.last", "这是最后一个提示。完整答案：nqueens practice hint {id} answer"),
    ("practice.hint.answer", "{id} 的完整答案，按教材的写法："),
    ("practice.unknown", "没有练习 {id}；练习有：{ids}"),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The holes of a template, in order.
    fn holes(template: &str) -> Vec<&str> {
        template
            .split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .filter(|name| {
                name.chars().all(|c| c.is_ascii_lowercase() || c == '_' || c.is_ascii_digit())
            })
            .collect()
    }

    #[test]
    fn the_two_tables_have_the_same_keys_and_the_same_holes() {
        fn keys(table: &'static [(&'static str, &'static str)]) -> Vec<&'static str> {
            table.iter().map(|(key, _)| *key).collect()
        }
        assert_eq!(keys(EN), keys(ZH), "the same keys, in the same order");
        for ((key, english), (_, chinese)) in EN.iter().zip(ZH) {
            let mut english_holes = holes(english);
            let mut chinese_holes = holes(chinese);
            english_holes.sort_unstable();
            chinese_holes.sort_unstable();
            assert_eq!(english_holes, chinese_holes, "{key}: the same holes in both languages");
        }
        let mut sorted = keys(EN);
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), EN.len(), "no key twice");
    }

    /// Whether `text` has a hole left unfilled, or a key said for want of its phrase.
    fn unfinished(text: &str) -> bool {
        let hole = text.split('{').skip(1).any(|rest| {
            rest.split_once('}').is_some_and(|(name, _)| {
                !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            })
        });
        hole || EN.iter().any(|(key, _)| text == *key)
    }

    #[test]
    fn every_kind_of_step_is_said_in_both_languages() {
        use crate::explain;
        use crate::predict;
        let mut kinds = std::collections::HashSet::new();
        for id in [
            "backtrack-board",
            "backtrack-set",
            "backtrack-array",
            "backtrack-bitmask",
            "backtrack-dlx",
        ] {
            let solver = nqueens_approaches::find(id).expect("a registered approach");
            for n in [1, 4, 5] {
                let mut walk = crate::Walk::new(solver, n).expect("a walkable search");
                loop {
                    let mut said = Vec::new();
                    for lang in Lang::ALL {
                        let mut texts = vec![
                            explain::sentence_in(&mut walk, lang),
                            explain::counter_line_in(&walk, lang),
                            explain::state_title_in(walk.bookkeeping(), lang),
                            explain::bookkeeping_name_in(walk.bookkeeping(), lang),
                        ];
                        texts.extend(explain::stack_in(&walk, lang));
                        texts.extend(
                            explain::state_in(&walk, lang).into_iter().map(|line| line.note),
                        );
                        for question in predict::questions(&mut walk) {
                            texts.push(predict::prompt_in(&walk, question, lang));
                            for answer in predict::answers(&mut walk, question) {
                                texts.push(predict::answer_label_in(answer, lang));
                            }
                        }
                        for text in &texts {
                            assert!(!unfinished(text), "{id} n = {n} {lang:?}: {text:?}");
                        }
                        said.push(texts);
                    }
                    // The Chinese sentence is Chinese: it has characters beyond ASCII.
                    assert!(said[1][0].chars().any(|c| c > '\u{2e80}'), "{id}: {:?}", said[1][0]);
                    assert_ne!(said[0][0], said[1][0]);
                    if let Some(step) = walk.current() {
                        kinds.insert(step.kind());
                    }
                    if walk.forward().is_none() {
                        break;
                    }
                }
            }
        }
        assert_eq!(kinds.len(), 8, "every kind of step was said: {kinds:?}");
        for content in explain::Content::ALL {
            for lang in Lang::ALL {
                assert!(!unfinished(&explain::cell_meaning(content, lang)));
            }
        }
        for lang in Lang::ALL {
            for options in 0..3 {
                assert!(!unfinished(&crate::cover::why(options, lang)));
            }
            for item in nqueens_core::Item::all(4) {
                assert!(!unfinished(&crate::cover::item_name(item, lang)));
            }
        }
    }

    #[test]
    fn a_phrase_is_filled_and_languages_are_read() {
        let said = say(Lang::Zh, "reject", &[("row", &1), ("col", &0), ("reason", &"x")]);
        assert_eq!(said, "剪枝 (1, 0)：x。");
        assert_eq!(Lang::parse("zh_CN"), Some(Lang::Zh));
        assert_eq!(Lang::parse("EN"), Some(Lang::En));
        assert_eq!(Lang::parse("fr"), None);
        assert_eq!(Lang::from_locale([None, Some(""), Some("zh_CN.UTF-8")]), Lang::Zh);
        assert_eq!(Lang::from_locale([Some("C.UTF-8"), None, Some("zh_CN.UTF-8")]), Lang::En);
        assert_eq!(Lang::from_locale([None, None, None]), Lang::En);
    }
}
