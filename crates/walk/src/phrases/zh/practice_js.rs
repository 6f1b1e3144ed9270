//! 书中练习面板的提示里，工具的提示写的是 Rust 的那几条：换成面板运行的 JavaScript 的写法
//! （`Exercise::hint_in_javascript` 先找这里，找不到才用工具自己的提示）。

/// 提到 Rust 的那几条提示的 JavaScript 写法，键为 `practice.ID.hint.K.js`。
pub(super) const PRACTICE_JS: &[(&str, &str)] = &[
    (
        "practice.place-row-board.hint.1.js",
        "先写解：row === n 时报告并返回。然后让 col 从 0 循环到 n - 1，先 report.look(row, col)，conflicted[row][col] 为真就跳过（剪枝）。",
    ),
    (
        "practice.place-row-board.hint.2.js",
        "放皇后之前先记下列表的长度（const firstMark = lock.length），再对下面的每一行，标记同一列和距离为 below - row 的两个对角线格子：在棋盘内且尚未标记的才标记，并把每个新标记的格子 [below, attackedCol] 放进 lock。",
    ),
    (
        "practice.place-row-board.hint.3.js",
        "标记完再报告放置，用 row + 1 递归，然后回退：用 lock.splice(firstMark) 取出从下标 firstMark 起（含）的全部格子，逐个清除，再报告回退。",
    ),
    (
        "practice.place-row-set.hint.1.js",
        "先写解：row === n 时报告并返回。格子 (row, col) 的三个键：col、row - col、row + col。",
    ),
    (
        "practice.place-row-set.hint.3.js",
        "递归返回后删除同样的三个键（回退），再报告回退。每个 add 都在同一次调用里有对应的 delete。",
    ),
    (
        "practice.attack-array.hint.2.js",
        "写成 row + n - 1 - col，这是本书的写法：测试给的 diags1 就按这个下标标记；写成 row - col 时，负下标在 JavaScript 里不报错，只会读到 undefined，结果悄悄出错。次对角线不用平移：row + col。",
    ),
    (
        "practice.place-row-array.hint.1.js",
        "先写解：row === n 时报告并返回。然后让 col 从 0 循环到 n - 1，先 report.look(row, col)。",
    ),
    (
        "practice.place-row-bitmask.hint.1.js",
        "解：cols === full 时每一列都有皇后。空闲的列：avail = ~(cols | diags1 | diags2) & full；少了 & full，棋盘外的高位也会被当成空闲。",
    ),
    (
        "practice.place-row-bitmask.hint.2.js",
        "当 avail !== 0：最低的空闲列 bit = avail & -avail（lowbit），col = 31 - Math.clz32(bit)；再用 avail &= avail - 1 把它从 avail 去掉。",
    ),
    (
        "practice.mirror-count.hint.2.js",
        "对每个小于 Math.floor(n / 2) 的 col，累加 2 * count_from(n, col, report)。",
    ),
    (
        "practice.mirror-count.hint.3.js",
        "n 为奇数时，中间一列 Math.floor(n / 2) 的镜像是它自己：它的解只加一次，不能乘 2。",
    ),
    (
        "practice.cover-uncover.hint.1.js",
        "先写 search：links.right[ROOT] === ROOT 时是一个解；然后 const item = links.choose();，report.choose(item, links.len[item])，links.len[item] === 0 就返回。cover 中从 node = links.down[item] 开始沿链表往下走，直到回到 item。",
    ),
    (
        "practice.cover-uncover.hint.2.js",
        "隐藏一个选项：对 links.others(node) 中的每个 other，让 links.up[other] 和 links.down[other] 互相指向，再把 links.len[links.top[other]] 减一；然后让 links.left[item] 和 links.right[item] 互相指向。uncover 全部倒过来做：先接回项，沿 links.up 往上走，遍历 links.others(node).reverse()，把一加回去。",
    ),
    (
        "practice.cover-uncover.hint.3.js",
        "search 中，依次处理这个项的链表中的每个选项 node：links.cell(node) 是它的格子。先报告放置，对 links.others(node) 中的每个 other 覆盖 links.top[other]，然后递归；回来后按相反的顺序（遍历 links.others(node).reverse()）取消覆盖这三个项，因为只有顺序相反，每次取消覆盖看到的链接才正是对应的覆盖留下的样子。再报告回退，用 links.down[node] 走到下一个选项。循环结束后，取消覆盖这个项。",
    ),
];
