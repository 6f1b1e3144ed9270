//! The English words of `nqueens check`: its verdicts, and why a text is not a listing of
//! solutions (`nqueens_placements::CheckError`, one phrase per kind, `check.error.…`).

/// The phrases of this part, in the order of the table.
pub(super) const CHECK: &[(&str, &str)] = &[
    // The verdicts.
    (
        "check.verdict.none_declared",
        "no solutions to check: the input lists none, and n = {n} has none",
    ),
    ("check.verdict.empty_list", "no solutions to check: the input is an empty list"),
    ("check.verdict.one", "a solution: {what}"),
    ("check.verdict.many", "{count} solutions: in each, {what}"),
    (
        "check.verdict.mixed",
        "{count} solutions, of several sizes: in each, no two queens attack each other",
    ),
    ("check.verdict.empty_board", "the empty board, with no queen (n = 0)"),
    ("check.verdict.one_queen", "one queen, attacked by none (n = 1)"),
    ("check.verdict.no_two_attack", "no two of the {n} queens attack each other (n = {n})"),
    // Where a placement was found, and what the messages count.
    ("check.place.line", "line {line}"),
    ("check.place.board", "the board at line {line}"),
    ("check.place.json", "placement {index} of the JSON"),
    ("check.place.the_json", "the JSON"),
    ("check.at.line", "line {line}"),
    ("check.at.row", "row {row}"),
    ("check.queens.one", "1 queen"),
    ("check.queens.many", "{count} queens"),
    ("check.rows.one", "1 row"),
    ("check.rows.many", "{count} rows"),
    ("check.row_cells.one", "1 cell"),
    ("check.row_cells.many", "{count} cells"),
    ("check.board_rows.one", "1 row of a board"),
    ("check.board_rows.many", "{count} rows of boards"),
    ("check.boards.one", "1 board"),
    ("check.boards.many", "{count} boards"),
    ("check.solutions.one", "1 solution"),
    ("check.solutions.many", "{count} solutions"),
    ("check.placements.one", "1 placement"),
    ("check.placements.many", "{count} placements"),
    // Two queens that attack each other: core's own words (`Conflict`), held to them by a test.
    (
        "check.conflict.column",
        "the queens in rows {first_row} and {second_row} are on the same column",
    ),
    (
        "check.conflict.diagonal",
        "the queens in rows {first_row} and {second_row} are on the same diagonal",
    ),
    (
        "check.conflict.anti_diagonal",
        "the queens in rows {first_row} and {second_row} are on the same anti-diagonal",
    ),
    (
        "check.conflict.off_board",
        "the queen in row {row} is in column {col}, off the {n}×{n} board",
    ),
    (
        "check.cells",
        "{conflict} (cells ({first_row}, {first_col}) and ({second_row}, {second_col}), as (row, col) from 0)",
    ),
    // Bytes that are not UTF-8: the standard library's own words, held to them by a test.
    ("check.utf8.invalid", "invalid utf-8 sequence of {length} bytes from index {index}"),
    ("check.utf8.incomplete", "incomplete utf-8 byte sequence from index {index}"),
    // The eight images of `solve --images`, and their labels.
    ("check.symmetry.identity", "identity"),
    ("check.symmetry.rotate90", "rotation by 90 degrees"),
    ("check.symmetry.rotate180", "rotation by 180 degrees"),
    ("check.symmetry.rotate270", "rotation by 270 degrees"),
    ("check.symmetry.mirror_columns", "mirror image of its columns"),
    ("check.symmetry.mirror_rows", "mirror image of its rows"),
    ("check.symmetry.transpose", "transpose"),
    ("check.symmetry.anti_transpose", "anti-transpose"),
    ("check.label.none", "no `= k`"),
    ("check.label.said", "`= {k}`"),
    ("check.label.new", "it repeats no image before it"),
    ("check.label.same", "it is the same board as image {k}"),
    // Every kind of error, one phrase each.
    ("check.error.unreadable", "cannot read standard input: {error}"),
    (
        "check.error.line_too_long",
        "line {line} is over {bytes} long, more than this machine can check in the memory available",
    ),
    (
        "check.error.no_placement",
        "the input holds no placement: give the columns of the queens, such as `1 3 0 2`, a board, or JSON, as `nqueens solve` and `nqueens place` write them",
    ),
    ("check.error.wrong_size", "{place}: {queens} where --n asks for {n}"),
    ("check.error.not_a_solution", "not a solution ({place}): {conflict}"),
    (
        "check.error.repeat",
        "{place} repeats a placement listed before it: a listing holds each solution once, so it can be no longer than n's total",
    ),
    (
        "check.error.too_many_to_hold",
        "{place}: the listing is too long to check that no placement repeats in the memory available ({bytes} at most)",
    ),
    ("check.error.column", "{place}, row {row}: {problem}"),
    (
        "check.error.not_a_column",
        "{quoted} is not a column: give whole numbers from 0, such as 1 3 0 2",
    ),
    (
        "check.error.off_every_board",
        "column {text} is off every board the tool checks: a column is below {max}",
    ),
    ("check.error.not_utf8", "line {line} is neither columns nor a board in UTF-8: {problem}"),
    (
        "check.error.side_by_side",
        "line {line}: {rows} side by side, where the line before has {before}",
    ),
    ("check.error.row_width", "{at}: a row of {cells} in a board of rows of {width}"),
    ("check.error.row_too_long", "{at}: a row too long"),
    (
        "check.error.row_without_queen",
        "{at}: a row with no queen; a placement has one queen in each row",
    ),
    (
        "check.error.row_with_queens",
        "{at}: a row with {queens} queens; a placement has one queen in each row",
    ),
    (
        "check.error.not_square",
        "{place} has {rows} of {width}: a board has as many rows as columns",
    ),
    (
        "check.error.cut_short",
        "the text ends at line {line} without the sentence that closes the output of `solve` (`… solutions for n = …`): it was cut short",
    ),
    (
        "check.error.unknown_line",
        "line {line}: {quoted} is not a line of columns, a row of a board (cells `.`, `Q`, `·`, `♛` or `#`) or a header that `solve` or `place` writes",
    ),
    (
        "check.error.header_disagrees",
        "the board at line {line} is not the one its header on line {header_line} names (columns {columns})",
    ),
    (
        "check.error.not_canonical",
        "the board at line {line} is not the canonical board of its class, but its header gives the size of its class (a listing of one board per class)",
    ),
    (
        "check.error.class_size",
        "the board at line {line}: its header says a class of {said}, but its rotations and reflections give {found}",
    ),
    (
        "check.error.images_missing",
        "line {line}: {images} of the eight images of a solution, where all eight belong",
    ),
    ("check.error.images_without_solution", "line {line}: images with no solution before them"),
    (
        "check.error.wrong_image",
        "image {image} above line {line} is not the {symmetry} of the solution before it",
    ),
    (
        "check.error.image_label",
        "image {image} above line {line} is labelled with {said}, but {truth}",
    ),
    ("check.error.not_a_label", "line {line}: {quoted} is not the label of an image"),
    (
        "check.error.out_of_place",
        "line {line}: {quoted} where solution {expected} belongs: a solution is missing or out of place",
    ),
    ("check.error.not_a_class_size", "line {line}: {quoted} is not the size of a class"),
    (
        "check.error.count_disagrees",
        "line {line} says {count} for n = {n}, but the text above holds {held}",
    ),
    (
        "check.error.size_disagrees",
        "line {line} says n = {n}, but the boards above are of another size",
    ),
    ("check.error.in_header", "line {line}, in the header: {problem}"),
    ("check.error.lists_none", "{place} lists no solution for n = {n}, which has solutions"),
    ("check.error.not_json", "the input is not JSON that `solve` or `place` writes: {detail}"),
    ("check.error.long_string", "a string over {bytes} long, longer than any the tool writes"),
    ("check.error.json_value", "{detail}"),
    ("check.error.in_json", "{error} at line {line} column {column}"),
    ("check.error.json_size", "{place} has {queens}, but the JSON says n = {n}"),
    (
        "check.error.json_not_canonical",
        "{place} is not the canonical board of its class, but the JSON says its solutions are unique (one per class)",
    ),
    ("check.error.json_sizes", "the JSON says n = {n}, but its placements have other sizes"),
    ("check.error.json_count", "the JSON says its count is {count}, but it lists {listed}"),
    ("check.error.json_no_n", "the JSON lists no placement and says no n"),
    ("check.error.column_among_placements", "a column among placements"),
    ("check.error.placement_among_columns", "a placement among columns"),
    ("check.error.negative_column", "{value} is not a column: give whole numbers from 0"),
    ("check.error.not_a_row", "board {index} of the JSON: {quoted} is not a row of `Q` and `.`"),
    ("check.error.in_json_board", "board {index} of the JSON: {error}"),
    (
        "check.error.mixed_placement",
        "placement {index} of the JSON mixes columns and rows of a board",
    ),
];
