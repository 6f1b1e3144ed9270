//! The English phrases of `nqueens practice` and of the book's practice panel: the exercises, their
//! files, hints and verdicts.

/// The phrases of this part, in the order of the table.
pub(super) const PRACTICE: &[(&str, &str)] = &[
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
        "Place a queen in every free cell of `row`, then fill the rows below.\n`conflicted[r][c]` is true while a queen above attacks the cell (r, c). `lock` lists every cell\nmarked so far, each queen's cells after those of the queens above it, so that undoing a queen\nclears exactly the cells it marked, and none that a queen above marked first.",
    ),
    ("practice.place-row-board.state", "State to report: {state}."),
    (
        "practice.place-row-board.todo",
        "Your code: the solution, the loop over the columns, the prune (reject), the attempt\n(mark the cells below and list them in lock), the recursion, the undo.",
    ),
    (
        "practice.place-row-set.task",
        "Place a queen in every safe column of `row`, then fill the rows below.\n`cols` holds the column of every queen, `diags1` its row - col (its diagonal; signed, since it\nis negative when col > row) and `diags2` its row + col (its anti-diagonal).",
    ),
    ("practice.place-row-set.state", "State to report: {state}."),
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
        "Place a queen in every safe column of `row`, then fill the rows below.\n`cols[col]` is set while a queen stands in column col, `diags1[row + n - 1 - col]` while one\nstands on that diagonal and `diags2[row + col]` while one stands on that anti-diagonal.",
    ),
    ("practice.place-row-array.state", "State to report: {state}."),
    (
        "practice.place-row-array.todo",
        "Your code: the solution, the loop over the columns, the prune, the attempt, the recursion,\nthe undo.",
    ),
    (
        "practice.place-row-bitmask.task",
        "Place a queen in every free column of `row`, then fill the rows below.\nBit col of `cols`, `diags1` and `diags2` is set when a queen above attacks (row, col) along its\ncolumn, its diagonal or its anti-diagonal; `full` has one bit per column of the board. Take the\nfree columns lowest first (lowbit). The masks are passed by value: there is nothing to undo.",
    ),
    ("practice.place-row-bitmask.state", "State to report: the masks this row was given, {state}."),
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
        "practice.stopped.thrown",
        "✗ {id}: your code threw an exception at n = {n}, after step {step}:",
    ),
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
    // The book's practice panel.
    (
        "practice.page.header",
        "Exercise {id}: write `{function}` from memory, in JavaScript. The textbook: {page}.",
    ),
    (
        "practice.page.api",
        "Tell the checker what your search does, step by step:\n  report.look(row, col)           before you decide about the cell (row, col);\n  report.place(row, col, state)   after placing a queen there and marking its lines;\n  report.remove(row, col, state)  after taking it back and clearing them;\n  report.solution()               when a queen stands in every row.\n`state` is an array of your state, in the order the task names it.",
    ),
    ("practice.page.title", "Your code"),
    (
        "practice.page.intro",
        "Write the search in JavaScript. It runs in a worker of its own, for n = 1 to {largest}, at most {cap} steps for each n and {seconds} s in all, and is held to the textbook's walk step by step.",
    ),
    ("practice.page.exercise", "Exercise"),
    ("practice.page.editor", "Your JavaScript"),
    ("practice.page.check", "Check"),
    ("practice.page.hint", "Hint {number} of {count}"),
    ("practice.page.hints", "Hints"),
    ("practice.page.skeleton", "Start again"),
    ("practice.page.answer", "Show the answer"),
    ("practice.page.running", "Running your code for n = 1 to {largest}…"),
    (
        "practice.page.board",
        "The board after the textbook's step {step}, n = {n}: its cell framed, your code's ringed.",
    ),
    ("practice.page.stepper", "See this step in the stepper"),
    ("practice.page.line", " (line {line} of your code)"),
    (
        "practice.page.api.cover-uncover",
        "Tell the checker what your search does, step by step:\n  report.choose(item, links.len[item])  after choosing the item to branch on;\n  report.cover(item, links.len)         at the end of cover;\n  report.uncover(item, links.len)       at the end of uncover;\n  report.place(row, col, links.len)     before covering the items of the option (row, col);\n  report.remove(row, col, links.len)    after uncovering them;\n  report.solution()                     when no primary item is left.\nThe checker gives you `Links` (left, right, len, top, up, down; cell(node), which gives\n[row, col]; others(node), an array of the option's three other nodes, which reverse() turns\nround; choose) and ROOT, as in the textbook. An item is the index of its header.",
    ),
    (
        "practice.page.trees",
        "The search trees of n = {n} up to step {step}, your code's and the textbook's, the node where they part ringed in each.",
    ),
    ("practice.page.tree.yours", "Your code's search tree"),
    ("practice.page.tree.textbook", "The textbook's search tree"),
    ("practice.page.parts", "; here the two searches part"),
];
