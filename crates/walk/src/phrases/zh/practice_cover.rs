//! `nqueens practice` 精确覆盖练习 `cover-uncover` 的中文说法：任务、提示、答案的注释和各步的说法。

/// The phrases of this part, in the order of the table.
pub(super) const PRACTICE_COVER: &[(&str, &str)] = &[
    (
        "practice.cover-uncover.api",
        "把搜索的每一步告诉检查器：\n  report.choose(item, links.len[item])  选好要分支的项之后；\n  report.cover(item, &links.len)        在 cover 的最后；\n  report.uncover(item, &links.len)      在 uncover 的最后；\n  report.place(row, col, &links.len)    覆盖选项 (row, col) 的项之前；\n  report.remove(row, col, &links.len)   取消覆盖这些项之后；\n  report.solution()                     没有主项剩下时。\n检查器提供 `Links`（left、right、len、top、up、down；cell、others、choose）和 ROOT，\n和教材中的一样。一个项用它表头的下标表示。",
    ),
    (
        "practice.cover-uncover.task.cover",
        "覆盖 `item`：把它链表中还在的每个选项，从这个选项另外三个项的链表中摘下（每摘下一个节点，\n那个项的 `len` 减一），再把 `item` 从待覆盖的项的链表（`left`、`right`）中摘下。",
    ),
    (
        "practice.cover-uncover.task.uncover",
        "取消覆盖 `item`：把 `cover` 做的事按相反的顺序还原。先把 `item` 接回待覆盖的项的链表，\n再从下往上（`up`）恢复它的选项，每个选项的节点也按相反的顺序接回，每接回一个，那个项的 `len` 加一。",
    ),
    (
        "practice.cover-uncover.task.search",
        "X 算法的搜索：没有主项剩下（`links.right[ROOT] == ROOT`）就是一个解；否则选一个项\n（`links.choose()`），它没有选项就是死路，立刻返回；覆盖它，再从上往下逐个尝试它链表中的选项：\n覆盖这个选项另外三个项，递归，再按相反的顺序取消覆盖这三个项；最后取消覆盖这个项。",
    ),
    (
        "practice.cover-uncover.todo",
        "在这里写：从表头往下隐藏链表中的每个选项，再摘下这个项；报告覆盖。",
    ),
    (
        "practice.cover-uncover.todo.uncover",
        "在这里写：先接回这个项，再从表头往上恢复每个选项，节点按相反的顺序接回；报告取消覆盖。",
    ),
    (
        "practice.cover-uncover.todo.search",
        "在这里写：解的判断、选项和死路、覆盖、对选项的循环（放置、覆盖三个项、递归、\n按相反的顺序取消覆盖、回退）、取消覆盖。",
    ),
    (
        "practice.cover-uncover.hint.1",
        "先写 search：links.right[ROOT] == ROOT 时是一个解；然后 let item = links.choose();，report.choose(item, links.len[item])，links.len[item] == 0 就返回。cover 中从 node = links.down[item] 开始沿链表往下走，直到回到 item。",
    ),
    (
        "practice.cover-uncover.hint.2",
        "隐藏一个选项：对 links.others(node) 中的每个 other，让 links.up[other] 和 links.down[other] 互相指向，再把 links.len[links.top[other]] 减一；然后让 links.left[item] 和 links.right[item] 互相指向。uncover 全部倒过来做：先接回项，沿 links.up 往上走，用 others(node).rev()，把一加回去。",
    ),
    (
        "practice.cover-uncover.hint.3",
        "search 中，依次处理这个项链表中的每个选项 node：links.cell(node) 是它的格子。先报告放置，对 links.others(node) 中的每个 other 覆盖 links.top[other]，然后递归；回来后用 others(node).rev() 按相反的顺序取消覆盖这三个项，因为只有顺序相反，每次取消覆盖看到的链接才正是对应的覆盖留下的样子。再报告回退，用 links.down[node] 走到下一个选项。循环结束后，取消覆盖这个项。",
    ),
    ("practice.answer.hide", "隐藏这个项链表中的每个选项：把它从另外三个项的链表中摘下。"),
    (
        "practice.answer.unlink",
        "把这个项从待覆盖的项的链表中摘下（对角线是次项，不在这个链表里，它的左右链接本来就指向自己，所以摘下时什么也不变）。",
    ),
    ("practice.answer.relink", "按相反的顺序还原：先把这个项接回链表。"),
    (
        "practice.answer.unhide",
        "再从下往上恢复它的选项，每个选项的节点也按相反的顺序接回。舞蹈链（Dancing Links）这个名字就来自这里：Knuth 看节点这样摘下又原样接回，像链接在跳舞。",
    ),
    ("practice.answer.covered_all", "没有主项剩下：每一行、每一列都有皇后。"),
    ("practice.answer.choose", "选一个项来分支；它没有选项就是死路。"),
    ("practice.answer.try_option", "尝试：试这个选项的格子，覆盖它另外三个项。"),
    ("practice.answer.recurse_cover", "递归：覆盖剩下的。"),
    (
        "practice.answer.uncover_reverse",
        "回退：按相反的顺序取消覆盖这三个项，这样每条链接都能接回原处。",
    ),
    ("practice.step.choose", "选择{item}（{options}）"),
    ("practice.step.cover", "覆盖{item}"),
    ("practice.step.uncover", "取消覆盖{item}"),
];
