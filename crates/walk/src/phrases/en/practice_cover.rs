//! The English phrases of the exact-cover exercise of `nqueens practice`, `cover-uncover`: its
//! tasks, hints, the comments of its answer and the words of its steps.

/// The phrases of this part, in the order of the table.
pub(super) const PRACTICE_COVER: &[(&str, &str)] = &[
    (
        "practice.cover-uncover.api",
        "Tell the checker what your search does, step by step:\n  report.choose(item, links.len[item])  after choosing the item to branch on;\n  report.cover(item, &links.len)        at the end of cover;\n  report.uncover(item, &links.len)      at the end of uncover;\n  report.place(row, col, &links.len)    before covering the items of the option (row, col);\n  report.remove(row, col, &links.len)   after uncovering them;\n  report.solution()                     when no primary item is left.\nThe checker gives you `Links` (left, right, len, top, up, down; cell, others, choose) and ROOT,\nas in the textbook. An item is the index of its header.",
    ),
    (
        "practice.cover-uncover.task.cover",
        "Cover `item`: hide every option still in its list from the lists of its other three items\n(each node taken out takes one from its item's `len`), then take `item` out of the list of\nitems to cover (`left`, `right`).",
    ),
    (
        "practice.cover-uncover.task.uncover",
        "Uncover `item`: what `cover` did, undone in the reverse order. Put `item` back into the list of\nitems to cover, then bring its options back from the bottom up (`up`), each option's nodes in the\nreverse order, each adding one back to its item's `len`.",
    ),
    (
        "practice.cover-uncover.task.search",
        "The search of Algorithm X: with no primary item left (`links.right[ROOT] == ROOT`) it is a\nsolution; else choose an item (`links.choose()`) and return at once if it has no option left (a\ndead end); cover it and try each option of its list from the top down: cover the option's other\nthree items, search, uncover the three in the reverse order; at the end, uncover the item.",
    ),
    (
        "practice.cover-uncover.todo",
        "Write here: hide each option of the list (down from the header), then unlink the item;\nreport the cover.",
    ),
    (
        "practice.cover-uncover.todo.uncover",
        "Write here: relink the item, then unhide each option (up from the header), its nodes in\nreverse; report the uncover.",
    ),
    (
        "practice.cover-uncover.todo.search",
        "Write here: the solution, the choice and its dead end, the cover, the loop over the options\n(place, cover three items, recurse, uncover them in reverse, remove), the uncover.",
    ),
    (
        "practice.cover-uncover.hint.1",
        "Start with search: a solution when links.right[ROOT] == ROOT; then let item = links.choose(); report.choose(item, links.len[item]), and return when links.len[item] == 0. In cover, walk the item's list from node = links.down[item] until you are back at item.",
    ),
    (
        "practice.cover-uncover.hint.2",
        "To hide an option, for each other in links.others(node) make links.up[other] and links.down[other] point at each other and take one from links.len[links.top[other]]; then make links.left[item] and links.right[item] point at each other. Uncover does it all backwards: relink the item first, walk up with links.up, use others(node).rev() and add the one back.",
    ),
    (
        "practice.cover-uncover.hint.3",
        "In search, for each option node of the item's list: links.cell(node) is its cell; report the place, cover links.top[other] for each other in links.others(node), search, then uncover the same three with others(node).rev(), the reverse order, so that each uncover finds the links as its cover left them; report the removal and go on with links.down[node]. After the loop, uncover the item.",
    ),
    (
        "practice.answer.hide",
        "Hide each option of the item's list from the lists of its other three items.",
    ),
    (
        "practice.answer.unlink",
        "Take the item out of the list of items to cover (a diagonal is linked to itself: no change).",
    ),
    (
        "practice.answer.relink",
        "Undo in the reverse order: first the item goes back into the list.",
    ),
    (
        "practice.answer.unhide",
        "Then its options come back from the bottom up, each option's nodes in reverse: the links dance.",
    ),
    (
        "practice.answer.covered_all",
        "No primary item is left: a queen in every row and every column.",
    ),
    (
        "practice.answer.choose",
        "Choose the item to branch on; with no option left it is a dead end.",
    ),
    (
        "practice.answer.try_option",
        "Attempt: try the option's cell and cover its other three items.",
    ),
    ("practice.answer.recurse_cover", "Recurse: cover what is left."),
    (
        "practice.answer.uncover_reverse",
        "Undo: uncover the three items in the reverse order, so that every link comes back.",
    ),
    ("practice.step.choose", "chooses {item} ({options})"),
    ("practice.step.cover", "covers {item}"),
    ("practice.step.uncover", "uncovers {item}"),
];
