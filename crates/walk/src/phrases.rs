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
