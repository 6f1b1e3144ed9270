//! `nqueens check` 的中文：它的结论，以及一段文字为什么不是解的列表
//! （`nqueens_placements::CheckError`，每种错误一条短语，`check.error.…`）。输入的行说“输入的第 N 行”，
//! 和棋盘的行（从 0 数起）分开。

/// The phrases of this part, in the order of the table.
pub(super) const CHECK: &[(&str, &str)] = &[
    ("check.verdict.none_declared", "没有要检查的解：输入没有列出任何解，而 n = {n} 本来就无解"),
    ("check.verdict.empty_list", "没有要检查的解：输入是一个空列表"),
    ("check.verdict.one", "这是一个解：{what}"),
    ("check.verdict.many", "{count}\u{a0}个解：每个解中的 {what}"),
    ("check.verdict.mixed", "{count}\u{a0}个解，棋盘大小不一：每个解中的皇后都两两互不攻击"),
    ("check.verdict.empty_board", "空棋盘，没有皇后（n = 0）"),
    ("check.verdict.one_queen", "只有一个皇后，不会被攻击（n = 1）"),
    ("check.verdict.no_two_attack", "{n}\u{a0}个皇后两两互不攻击（n = {n}）"),
    ("check.place.line", "输入的第 {line} 行"),
    ("check.place.board", "从输入的第 {line} 行开始的棋盘"),
    ("check.place.json", "JSON 中的第 {index}\u{a0}个放置"),
    // 后面紧跟汉字（“这份 JSON 没有列出……”），所以以空格结尾。
    ("check.place.the_json", "这份 JSON "),
    ("check.queens.one", "1\u{a0}个皇后"),
    ("check.queens.many", "{count}\u{a0}个皇后"),
    ("check.board_rows.one", "1\u{a0}个"),
    ("check.board_rows.many", "{count}\u{a0}个"),
    ("check.boards.one", "1\u{a0}个棋盘"),
    ("check.boards.many", "{count}\u{a0}个棋盘"),
    ("check.solutions.one", "1\u{a0}个解"),
    ("check.solutions.many", "{count}\u{a0}个解"),
    ("check.placements.one", "1\u{a0}个放置"),
    ("check.placements.many", "{count}\u{a0}个放置"),
    ("check.conflict.column", "第 {first_row} 行和第 {second_row} 行的皇后在同一列上"),
    ("check.conflict.diagonal", "第 {first_row} 行和第 {second_row} 行的皇后在同一条主对角线上"),
    (
        "check.conflict.anti_diagonal",
        "第 {first_row} 行和第 {second_row} 行的皇后在同一条次对角线上",
    ),
    (
        "check.conflict.off_board",
        "第 {row} 行的皇后在第 {col} 列，超出了棋盘：n = {n} 时列号必须小于 {n}（行、列都从 0 数起）",
    ),
    (
        "check.cells",
        "{conflict}（格子 ({first_row}, {first_col}) 和 ({second_row}, {second_col})，写作 (行, 列)，从 0 数起）",
    ),
    (
        "check.utf8.invalid",
        "这一行从字节下标 {index} 起的 {length}\u{a0}个字节不是有效的 UTF-8 序列",
    ),
    ("check.utf8.incomplete", "这一行从字节下标 {index} 起的 UTF-8 字节序列不完整"),
    ("check.symmetry.identity", "恒等变换"),
    ("check.symmetry.rotate90", "顺时针旋转 90 度"),
    ("check.symmetry.rotate180", "旋转 180 度"),
    ("check.symmetry.rotate270", "顺时针旋转 270 度"),
    ("check.symmetry.mirror_columns", "左右翻转"),
    ("check.symmetry.mirror_rows", "上下翻转"),
    ("check.symmetry.transpose", "沿主对角线翻转"),
    ("check.symmetry.anti_transpose", "沿次对角线翻转"),
    ("check.label.none", "没有标出它与前面哪个像相同"),
    ("check.label.said", "标着 `= {k}`"),
    ("check.label.new", "它与前面的像都不相同"),
    ("check.label.same", "它与第 {k}\u{a0}个像是同一个棋盘"),
    ("check.error.unreadable", "无法读取标准输入：{error}"),
    ("check.error.line_too_long", "输入的第 {line} 行长度超过 {bytes}，可用内存放不下，无法检查"),
    (
        "check.error.no_placement",
        "输入中没有任何放置：请给出每一行皇后所在的列（例如 `1 3 0 2`）、棋盘或 JSON，格式与 `nqueens solve` 和 `nqueens place` 的输出相同",
    ),
    ("check.error.wrong_size", "{place}有 {queens}，而 --n 要求 {n}\u{a0}个"),
    ("check.error.not_a_solution", "{place}不是解：{conflict}"),
    (
        "check.error.repeat",
        "{place}与前面列出的某个放置重复：解的列表中每个解只能出现一次，所以列表长度不会超过这个 n 的解的总数",
    ),
    (
        "check.error.too_many_to_hold",
        "{place}：列表太长，可用内存（最多 {bytes}）放不下，无法检查有没有重复的放置",
    ),
    ("check.error.column", "{place}，棋盘第 {row} 行（从 0 数起）的皇后：{problem}"),
    ("check.error.not_a_column", "{quoted} 不是列号：列号是从 0 数起的非负整数，例如 1 3 0 2"),
    (
        "check.error.off_every_board",
        "列号 {text} 太大，超出了本工具能检查的最大棋盘：列号必须小于 {max}",
    ),
    (
        "check.error.not_utf8",
        "输入的第 {line} 行不是 UTF-8 编码的文本，读不出列号或棋盘：{problem}",
    ),
    (
        "check.error.side_by_side",
        "并排的棋盘个数不一致：输入的第 {line} 行有 {rows}，而上一行有 {before}\u{a0}个",
    ),
    (
        "check.error.row_width",
        "输入的第 {line} 行：这一行有 {cells}\u{a0}个格子，而这个棋盘的每一行都是 {width}\u{a0}个格子",
    ),
    ("check.error.row_too_long", "输入的第 {line} 行：这一行的格子太多，列号无法表示"),
    (
        "check.error.row_without_queen",
        "输入的第 {line} 行：这一行没有皇后；每一行必须恰好有一个皇后",
    ),
    (
        "check.error.row_with_queens",
        "输入的第 {line} 行：这一行有 {queens}\u{a0}个皇后；每一行必须恰好有一个皇后",
    ),
    (
        "check.error.not_square",
        "从输入的第 {line} 行开始的棋盘有 {rows} 行，每行 {width}\u{a0}个格子：棋盘的行数和列数必须相等",
    ),
    (
        "check.error.cut_short",
        "输入到第 {line} 行就结束了，缺少 `solve` 输出末尾说明解的个数的那句话：输入不完整，可能被截断了",
    ),
    (
        "check.error.unknown_line",
        "输入的第 {line} 行：{quoted} 既不是一行列号，也不是棋盘的一行（格子为 `.`、`Q`、`·`、`♛` 或 `#`），也不是 `solve` 或 `place` 写出的标题",
    ),
    (
        "check.error.header_disagrees",
        "从输入的第 {line} 行开始的棋盘与输入的第 {header_line} 行的标题不符（标题给出的列为 {columns}）",
    ),
    (
        "check.error.not_canonical",
        "从输入的第 {line} 行开始的棋盘不是它所在那一类的规范形式（八个像中最小的那个），而它的标题写了类的大小，说明这是 `solve --unique` 的输出：每类只列规范形式的那个棋盘",
    ),
    (
        "check.error.class_size",
        "从输入的第 {line} 行开始的棋盘：标题说它所在的一类有 {said}，但对它旋转和翻转，一共得到 {found}（重复的只算一次）",
    ),
    (
        "check.error.images_missing",
        "输入的第 {line} 行：一个解的八个像只有 {images}\u{a0}个，应该八个都有",
    ),
    ("check.error.images_without_solution", "输入的第 {line} 行：这些像前面没有解"),
    (
        "check.error.wrong_image",
        "在输入的第 {line} 行结束的那组像中，第 {image}\u{a0}个像不是前面那个解经过{symmetry}得到的",
    ),
    (
        "check.error.image_label",
        "在输入的第 {line} 行结束的那组像中，第 {image}\u{a0}个像{said}，但{truth}",
    ),
    ("check.error.not_a_label", "输入的第 {line} 行：{quoted} 不是像的标签"),
    (
        "check.error.out_of_place",
        "输入的第 {line} 行：这里应该是第 {expected}\u{a0}个解，却是 {quoted}：有一个解缺失或者顺序不对",
    ),
    ("check.error.not_a_class_size", "输入的第 {line} 行：{quoted} 不是一类的大小"),
    (
        "check.error.count_disagrees",
        "输入的第 {line} 行说 n = {n} 有 {count}\u{a0}个解，但上面的文字列出了 {held}",
    ),
    ("check.error.size_disagrees", "输入的第 {line} 行说 n = {n}，但上面的棋盘不是 n×n 的"),
    ("check.error.in_header", "输入的第 {line} 行（标题）：{problem}"),
    ("check.error.lists_none", "{place}没有列出 n = {n} 的任何解，但这个 n 是有解的"),
    ("check.error.not_json", "输入不是 `solve` 或 `place` 写出的 JSON：{detail}"),
    ("check.error.long_string", "有一个字符串超过了 {bytes}，比工具写出的任何字符串都长"),
    (
        "check.error.json_value",
        "输入的 JSON 中有一个值的类型不对，`solve` 和 `place` 不会写出这样的值：{detail}",
    ),
    ("check.error.in_json", "{error}（出错位置：输入的第 {line} 行第 {column}\u{a0}个字节）"),
    ("check.error.json_size", "{place}有 {queens}\u{a0}个皇后，但这份 JSON 说 n = {n}"),
    (
        "check.error.json_not_canonical",
        "{place}不是它所在那一类的规范形式（八个像中最小的那个），但这份 JSON 的 `unique` 表明它只列出本质不同的解（每类一个）",
    ),
    ("check.error.json_sizes", "这份 JSON 说 n = {n}，但其中的放置不是这个 n 的"),
    ("check.error.json_count", "这份 JSON 的 `count` 是 {count}，但它列出了 {listed}"),
    ("check.error.json_no_n", "这份 JSON 没有列出任何放置，也没有给出 n"),
    ("check.error.column_among_placements", "放置的列表中出现了一个单独的列号"),
    ("check.error.placement_among_columns", "列号的列表中出现了一个放置"),
    ("check.error.negative_column", "{value} 不是列号：列号必须是非负整数（从 0 数起）"),
    (
        "check.error.not_a_row",
        "JSON 中的第 {index}\u{a0}个棋盘：{quoted} 不是由 `Q` 和 `.` 组成的一行",
    ),
    ("check.error.in_json_board", "JSON 中的第 {index}\u{a0}个棋盘：{error}"),
    ("check.error.mixed_placement", "JSON 中的第 {index}\u{a0}个放置既有列号，又有棋盘的行"),
];
