//! Numbers in the prose of the array and bitmask pages: the flags and masks on the way to the
//! first solution.

use crate::facts::{Facts, assert_facts, fact};
use crate::generated::spaced;
use crate::prose::{approach, binary, listed};

fn the_array_page_shows_the_flags_right(facts: &mut Facts) {
    let n = 4;
    let solution = approach("backtrack-array").solutions(n).expect("4 is small")[0].clone();
    let columns: Vec<usize> = solution.columns().iter().map(|&col| usize::from(col)).collect();
    let diag1 = |row: usize, col: usize| row + n - 1 - col;
    let diag2 = |row: usize, col: usize| row + col;
    // The flags once the queens of the rows above `row` stand where the first solution has them.
    let flags = |row: usize| {
        let mut flags = [vec![false; n], vec![false; 2 * n - 1], vec![false; 2 * n - 1]];
        for (above, &col) in columns[..row].iter().enumerate() {
            flags[0][col] = true;
            flags[1][diag1(above, col)] = true;
            flags[2][diag2(above, col)] = true;
        }
        flags
    };
    let shown = |flags: &[bool]| {
        let letters: Vec<&str> = flags.iter().map(|&set| if set { "T" } else { "F" }).collect();
        format!("[{}]", letters.join(", "))
    };
    let letter = |set: bool| if set { "T" } else { "F" };
    let free = |row: usize| {
        let [cols, diags1, diags2] = flags(row);
        (0..n)
            .filter(|&col| !cols[col] && !diags1[diag1(row, col)] && !diags2[diag2(row, col)])
            .collect::<Vec<_>>()
    };
    let [cols, diags1, diags2] = flags(2);
    let (a, b) = (columns[0], columns[1]);
    let mut checks = vec![
        vec![
            fact("docs/backtrack-array.md", "queens", a),
            fact("docs/backtrack-array.md", "looks", b),
        ],
        vec![
            fact("docs/backtrack-array.md", "columns", shown(&cols)),
            fact("docs/backtrack-array.md", "columns", a.min(b)),
            fact("docs/backtrack-array.md", "columns", a.max(b)),
        ],
        vec![
            fact("docs/backtrack-array.md", "diags", shown(&diags1)),
            fact("docs/backtrack-array.md", "diags", a),
            fact("docs/backtrack-array.md", "diags", n - 1),
            fact("docs/backtrack-array.md", "diags", diag1(0, a)),
            fact("docs/backtrack-array.md", "diags", b),
            fact("docs/backtrack-array.md", "diags", diag1(1, b)),
        ],
        vec![
            fact("docs/backtrack-array.md", "diags", shown(&diags2)),
            fact("docs/backtrack-array.md", "diags", a),
            fact("docs/backtrack-array.md", "diags", diag2(0, a)),
            fact("docs/backtrack-array.md", "diags", b),
            fact("docs/backtrack-array.md", "diags", diag2(1, b)),
        ],
        vec![fact("docs/backtrack-array.md", "col", n - 1)],
    ];
    let queen_on = |line: &dyn Fn(usize, usize) -> usize, row: usize, col: usize| {
        let above = (0..2).find(|&above| line(above, columns[above]) == line(row, col));
        above.map(|above| format!("({above}, {})", columns[above])).expect("a queen on the line")
    };
    for (col, &column_taken) in cols.iter().enumerate() {
        let [d1, d2] = [diag1(2, col), diag2(2, col)];
        let row = if column_taken {
            vec![
                fact("docs/backtrack-array.md", "cols", col),
                fact("docs/backtrack-array.md", "column", col),
            ]
        } else {
            let verdict = if diags1[d1] {
                format!("diagonal of {}", queen_on(&diag1, 2, col))
            } else if diags2[d2] {
                format!("anti-diagonal of {}", queen_on(&diag2, 2, col))
            } else {
                "free: place a queen".to_string()
            };
            vec![
                fact("docs/backtrack-array.md", "cols", col),
                fact("docs/backtrack-array.md", "diags", col),
                fact("docs/backtrack-array.md", "diags", d1),
                fact("docs/backtrack-array.md", "diags", letter(diags1[d1])),
                fact("docs/backtrack-array.md", "diags", d2),
                fact("docs/backtrack-array.md", "diags", letter(diags2[d2])),
                fact("docs/backtrack-array.md", "diags", &verdict),
            ]
        };
        checks.push(row);
    }
    assert_eq!(free(2), [columns[2]], "row 2 has one free cell");
    assert_eq!(free(3), [columns[3]], "row 3 has one free cell");
    let c = columns[2];
    checks.push(vec![
        fact("docs/backtrack-array.md", "sets", c),
        fact("docs/backtrack-array.md", "diags", c),
        fact("docs/backtrack-array.md", "diags", diag1(2, c)),
        fact("docs/backtrack-array.md", "row", diag2(2, c)),
        fact("docs/backtrack-array.md", "first", columns[3]),
        fact("docs/backtrack-array.md", "solution", spaced(&columns)),
    ]);
    checks.push(vec![fact("docs/backtrack-array.md", "examined", c + 1)]);
    checks.push(vec![fact(
        "docs/backtrack-array.md",
        "board",
        diag1(n - 1, 0).max(diag2(n - 1, n - 1)),
    )]);
    facts.extend(checks.into_iter().flatten());
}

/// The masks `cols`, `diags1` and `diags2` of the row below `queens` (the column of the queen in
/// each row from row 0), as `backtrack-bitmask` passes them down.
fn masks_below(queens: &[u8]) -> [u32; 3] {
    queens.iter().fold([0, 0, 0], |[cols, diags1, diags2], &col| {
        let bit = 1u32 << col;
        [cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1]
    })
}

fn the_bitmask_page_shows_the_masks_right(facts: &mut Facts) {
    let n = 4;
    let full = (1u32 << n) - 1;
    let solution = approach("backtrack-bitmask").solutions(n).expect("4 is small")[0].clone();
    let columns = solution.columns();
    let shown = |mask: u32| binary(u64::from(mask), n, " ");
    let solutions = approach("backtrack-bitmask").solutions(n).expect("4 is small");
    let led_nowhere: Vec<u8> = (0..columns[0])
        .filter(|&col| solutions.iter().all(|solution| solution.columns()[0] != col))
        .collect();
    assert_eq!(led_nowhere, [0], "only column 0 comes before the first solution's in row 0");
    let mut checks = vec![
        vec![fact("docs/backtrack-bitmask.md", "solution", spaced(columns))],
        vec![fact("docs/backtrack-bitmask.md", "stand", n - 1)],
        vec![
            fact("docs/backtrack-bitmask.md", "column", columns[0]),
            fact("docs/backtrack-bitmask.md", "after", shown(1 << columns[0])),
        ],
    ];
    for (row, &col) in columns.iter().enumerate() {
        let [cols, diags1, diags2] = masks_below(&columns[..row]);
        let attacked = (cols | diags1 | diags2) & full;
        let avail = !(cols | diags1 | diags2) & full;
        assert!(avail & (1 << col) != 0, "the queen of row {row} stands on a free cell");
        checks.push(vec![
            fact("docs/backtrack-bitmask.md", "column", row),
            fact("docs/backtrack-bitmask.md", "column", shown(cols)),
            fact("docs/backtrack-bitmask.md", "column", shown(diags1)),
            fact("docs/backtrack-bitmask.md", "column", shown(diags2)),
            fact("docs/backtrack-bitmask.md", "column", shown(attacked)),
            fact("docs/backtrack-bitmask.md", "column", shown(avail)),
            fact("docs/backtrack-bitmask.md", "column", col),
            fact("docs/backtrack-bitmask.md", "column", shown(1 << col)),
        ]);
    }
    // Follow the queen of row 0.
    let col = u32::from(columns[0]);
    let [_, diags1, diags2] = masks_below(&columns[..1]);
    let off_board = col + 3;
    assert!(off_board >= 4, "its diagonal has left the board by row 3");
    checks.push(vec![
        fact("docs/backtrack-bitmask.md", "bit", col),
        fact("docs/backtrack-bitmask.md", "bit", shown(1 << col)),
        fact("docs/backtrack-bitmask.md", "diags", shown(diags1)),
        fact("docs/backtrack-bitmask.md", "diags", shown(diags2)),
        fact("docs/backtrack-bitmask.md", "cells", diags1.trailing_zeros()),
        fact("docs/backtrack-bitmask.md", "cells", diags2.trailing_zeros()),
    ]);
    checks.push(vec![
        fact("docs/backtrack-bitmask.md", "bit", col + 2),
        fact("docs/backtrack-bitmask.md", "diags", col + 2),
    ]);
    checks.push(vec![fact("docs/backtrack-bitmask.md", "diags", off_board)]);

    // Taking the lowest bit, at n = 8 after queens on (0, 0) and (1, 4).
    let n = 8;
    let full = (1u32 << n) - 1;
    let queens = [0, 4];
    let [cols, diags1, diags2] = masks_below(&queens);
    let avail = !(cols | diags1 | diags2) & full;
    let low = |mask: u32| binary(u64::from(mask & full), n, " ");
    let free: Vec<u32> = (0..u32::BITS).filter(|&col| avail & (1 << col) != 0).collect();
    let free_descending: Vec<u32> = free.iter().rev().copied().collect();
    let lowest = avail & avail.wrapping_neg();
    let rest = avail & (avail - 1);
    let turns: Vec<String> =
        std::iter::successors(Some(rest), |&mask| (mask != 0).then(|| mask & (mask - 1)))
            .take_while(|&mask| mask != 0)
            .map(|mask| {
                let bit = mask & mask.wrapping_neg();
                format!("`{}` (column {})", low(bit), bit.trailing_zeros())
            })
            .collect();
    checks.extend([
        vec![
            fact("docs/backtrack-bitmask.md", "after", n),
            fact("docs/backtrack-bitmask.md", "queens", queens[0]),
            fact("docs/backtrack-bitmask.md", "free", queens[1]),
            fact("docs/backtrack-bitmask.md", "avail", listed(&free)),
            fact("docs/backtrack-bitmask.md", "avail", binary(u64::from(avail), n, "_")),
        ],
        vec![
            fact("docs/backtrack-bitmask.md", "columns", low(avail)),
            fact("docs/backtrack-bitmask.md", "free", listed(&free_descending)),
        ],
        vec![fact("docs/backtrack-bitmask.md", "avail", low(!avail))],
        vec![fact("docs/backtrack-bitmask.md", "avail", low(avail.wrapping_neg()))],
        vec![
            fact("docs/backtrack-bitmask.md", "lowest", low(lowest)),
            fact("docs/backtrack-bitmask.md", "trailing", lowest.trailing_zeros()),
            fact("docs/backtrack-bitmask.md", "zeros", lowest.trailing_zeros()),
        ],
        vec![fact("docs/backtrack-bitmask.md", "lowest", low(avail - 1))],
        vec![
            fact("docs/backtrack-bitmask.md", "column", low(rest)),
            fact("docs/backtrack-bitmask.md", "removed", lowest.trailing_zeros()),
            fact("docs/backtrack-bitmask.md", "remain", listed(&free[1..])),
        ],
        vec![
            fact("docs/backtrack-bitmask.md", "bits", n),
            fact("docs/backtrack-bitmask.md", "high", u32::BITS as usize - n),
        ],
        vec![fact("docs/backtrack-bitmask.md", "avail", turns.join(", then "))],
    ]);
    // The same worked example on the Chinese page, with its notes in Chinese.
    let listed_zh = |columns: &[u32]| -> String {
        columns.iter().map(u32::to_string).collect::<Vec<_>>().join("、")
    };
    checks.extend([
        vec![
            fact("docs/zh/backtrack-bitmask.md", "第", low(avail)),
            fact("docs/zh/backtrack-bitmask.md", "列空闲", listed_zh(&free_descending)),
        ],
        vec![
            fact("docs/zh/backtrack-bitmask.md", "最低位的", low(lowest)),
            fact("docs/zh/backtrack-bitmask.md", "列", lowest.trailing_zeros()),
            fact("docs/zh/backtrack-bitmask.md", "zeros", lowest.trailing_zeros()),
        ],
        vec![fact("docs/zh/backtrack-bitmask.md", "最低位的", low(avail - 1))],
        vec![
            fact("docs/zh/backtrack-bitmask.md", "去掉第", low(rest)),
            fact("docs/zh/backtrack-bitmask.md", "列", lowest.trailing_zeros()),
            fact("docs/zh/backtrack-bitmask.md", "列", listed_zh(&free[1..])),
        ],
    ]);
    facts.extend(checks.into_iter().flatten());
    // The next turns on the Chinese page: each bit taken, and its column.
    let bits = std::iter::successors(Some(rest), |&mask| (mask != 0).then(|| mask & (mask - 1)))
        .take_while(|&mask| mask != 0)
        .map(|mask| mask & mask.wrapping_neg());
    for bit in bits {
        let column = format!("第 {} 列", bit.trailing_zeros());
        facts.push(fact("docs/zh/backtrack-bitmask.md", &column, format!("`{}`", low(bit))));
    }
}

/// The facts of the pages this module checks.
pub(crate) fn facts() -> Facts {
    let mut facts = Facts::new();
    the_array_page_shows_the_flags_right(&mut facts);
    the_bitmask_page_shows_the_masks_right(&mut facts);
    facts
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
