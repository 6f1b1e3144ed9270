//! The hints of the book's practice panel, in English, where the tool's hint names Rust: the
//! same step of the ladder in the JavaScript the panel runs (`Exercise::hint_in_javascript`
//! gives these before the tool's own).

/// The JavaScript wording of the hints that name Rust, keyed `practice.ID.hint.K.js`.
pub(super) const PRACTICE_JS: &[(&str, &str)] = &[
    (
        "practice.place-row-board.hint.1.js",
        "The solution first: if row === n, report it and return. Then loop over col from 0 to n - 1, report.look(row, col), and skip the cell if conflicted[row][col].",
    ),
    (
        "practice.place-row-board.hint.2.js",
        "To place, remember where the list ends (const firstMark = lock.length), then for every row below mark the column and the two diagonal cells at distance below - row, if on the board and not yet marked, pushing each cell it marks, [below, attackedCol], to lock.",
    ),
    (
        "practice.place-row-board.hint.3.js",
        "Report the placement after marking, recurse with row + 1, then undo: take the cells from index firstMark on off lock (lock.splice(firstMark)), clearing each of them, and report the removal.",
    ),
    (
        "practice.place-row-set.hint.1.js",
        "The solution first: if row === n, report it and return. The keys of (row, col): col, row - col, row + col.",
    ),
    (
        "practice.place-row-set.hint.3.js",
        "After the recursion, delete the same three keys (the undo), then report the removal. Every add has its delete, in the same call.",
    ),
    (
        "practice.attack-array.hint.2.js",
        "Write it as row + n - 1 - col, as the book writes it: the diags1 the test gives is marked by this index; written as row - col, a negative index raises no error in JavaScript but reads undefined, and the answer goes wrong without a sign. The anti-diagonal needs no shift: row + col.",
    ),
    (
        "practice.place-row-array.hint.1.js",
        "The solution first: if row === n, report it and return. Then loop over col from 0 to n - 1 and report.look(row, col).",
    ),
    (
        "practice.place-row-bitmask.hint.1.js",
        "The solution: every column holds a queen when cols === full. The free columns: avail = ~(cols | diags1 | diags2) & full; without & full the bits above the board count as free.",
    ),
    (
        "practice.place-row-bitmask.hint.2.js",
        "While avail !== 0: the lowest free column is bit = avail & -avail (lowbit), col = 31 - Math.clz32(bit); clear it from avail with avail &= avail - 1.",
    ),
    (
        "practice.mirror-count.hint.2.js",
        "Add 2 * count_from(n, col, report) for every col below Math.floor(n / 2).",
    ),
    (
        "practice.mirror-count.hint.3.js",
        "For an odd n the middle column Math.floor(n / 2) is its own mirror image: add its count once, not twice.",
    ),
    (
        "practice.cover-uncover.hint.1.js",
        "Start with search: a solution when links.right[ROOT] === ROOT; then const item = links.choose(); report.choose(item, links.len[item]), and return when links.len[item] === 0. In cover, walk the item's list from node = links.down[item] until you are back at item.",
    ),
    (
        "practice.cover-uncover.hint.2.js",
        "To hide an option, for each other of links.others(node) make links.up[other] and links.down[other] point at each other and take one from links.len[links.top[other]]; then make links.left[item] and links.right[item] point at each other. Uncover does it all backwards: relink the item first, walk up with links.up, go through links.others(node).reverse() and add the one back.",
    ),
    (
        "practice.cover-uncover.hint.3.js",
        "In search, for each option node of the item's list: links.cell(node) is its cell; report the place, cover links.top[other] for each other of links.others(node), search, then uncover the same three in links.others(node).reverse(), the reverse order, so that each uncover finds the links as its cover left them; report the removal and go on with links.down[node]. After the loop, uncover the item.",
    ),
];
