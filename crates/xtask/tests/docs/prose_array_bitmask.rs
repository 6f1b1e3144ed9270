//! Numbers in the prose of the array and bitmask pages: the flags and masks on the way to the
//! first solution.

use crate::assert_pages_say;
use crate::generated::spaced;
use crate::prose::{approach, binary, listed};

#[test]
fn the_array_page_shows_the_flags_right() {
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
        format!("having placed queens on (0, {a}) and (1, {b}), looks at row 2"),
        format!("cols = {} columns {} and {}", shown(&cols), a.min(b), a.max(b)),
        format!(
            "diags1 = {} (0, {a}) → 0 + {} - {a} = {}, (1, {b}) → 1 + {} - {b} = {}",
            shown(&diags1),
            n - 1,
            diag1(0, a),
            n - 1,
            diag1(1, b)
        ),
        format!(
            "diags2 = {} (0, {a}) → 0 + {a} = {}, (1, {b}) → 1 + {b} = {}",
            shown(&diags2),
            diag2(0, a),
            diag2(1, b)
        ),
        format!(
            "| cell | `cols[col]` | `diags1[2 + {} - col]` | `diags2[2 + col]` | verdict |",
            n - 1
        ),
    ];
    let queen_on = |line: &dyn Fn(usize, usize) -> usize, row: usize, col: usize| {
        let above = (0..2).find(|&above| line(above, columns[above]) == line(row, col));
        above.map(|above| format!("({above}, {})", columns[above])).expect("a queen on the line")
    };
    for (col, &column_taken) in cols.iter().enumerate() {
        let [d1, d2] = [diag1(2, col), diag2(2, col)];
        let row = if column_taken {
            format!("| (2, {col}) | `cols[{col}]` T | | | column |")
        } else {
            let verdict = if diags1[d1] {
                format!("diagonal of {}", queen_on(&diag1, 2, col))
            } else if diags2[d2] {
                format!("anti-diagonal of {}", queen_on(&diag2, 2, col))
            } else {
                "free: place a queen".to_string()
            };
            format!(
                "| (2, {col}) | `cols[{col}]` F | `diags1[{d1}]` {} | `diags2[{d2}]` {} | {verdict} |",
                letter(diags1[d1]),
                letter(diags2[d2])
            )
        };
        checks.push(row);
    }
    assert_eq!(free(2), [columns[2]], "row 2 has one free cell");
    assert_eq!(free(3), [columns[3]], "row 3 has one free cell");
    let c = columns[2];
    checks.push(format!(
        "The queen on (2, {c}) sets `cols[{c}]`, `diags1[{}]` and `diags2[{}]`; row 3 then has one \
         free cell, (3, {}), and the first solution is `{}`.",
        diag1(2, c),
        diag2(2, c),
        columns[3],
        spaced(&columns)
    ));
    checks.push(format!("before (2, {}) is examined", c + 1));
    checks.push(format!(
        "the index tables above run from 0 to {} on a 4 × 4 board",
        diag1(n - 1, 0).max(diag2(n - 1, n - 1))
    ));
    let checks: Vec<(&str, String)> =
        checks.into_iter().map(|sentence| ("docs/backtrack-array.md", sentence)).collect();
    assert_pages_say(&checks);
}

/// The masks `cols`, `diags1` and `diags2` of the row below `queens` (the column of the queen in
/// each row from row 0), as `backtrack-bitmask` passes them down.
fn masks_below(queens: &[u8]) -> [u32; 3] {
    queens.iter().fold([0, 0, 0], |[cols, diags1, diags2], &col| {
        let bit = 1u32 << col;
        [cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1]
    })
}

#[test]
fn the_bitmask_page_shows_the_masks_right() {
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
        format!("Here are the masks on the way to the first solution, `{}`.", spaced(columns)),
        format!("Bits above bit {} stand for columns beyond the board's right edge.", n - 1),
        format!(
            "column {} (`{}`), after column 0 led nowhere |",
            columns[0],
            shown(1 << columns[0])
        ),
    ];
    for (row, &col) in columns.iter().enumerate() {
        let [cols, diags1, diags2] = masks_below(&columns[..row]);
        let attacked = (cols | diags1 | diags2) & full;
        let avail = !(cols | diags1 | diags2) & full;
        assert!(avail & (1 << col) != 0, "the queen of row {row} stands on a free cell");
        checks.push(format!(
            "| {row} | `{}` | `{}` | `{}` | `{}` | `{}` | column {col} (`{}`)",
            shown(cols),
            shown(diags1),
            shown(diags2),
            shown(attacked),
            shown(avail),
            shown(1 << col)
        ));
    }
    // Follow the queen of row 0.
    let col = u32::from(columns[0]);
    let [_, diags1, diags2] = masks_below(&columns[..1]);
    let off_board = col + 3;
    assert!(off_board >= 4, "its diagonal has left the board by row 3");
    checks.push(format!(
        "The queen on (0, {col}) is bit `{}`. In row 1 its diagonal is one column to the right, bit \
         `{}` of `diags1`, and its anti-diagonal one column to the left, bit `{}` of `diags2`: \
         cells (1, {}) and (1, {})",
        shown(1 << col),
        shown(diags1),
        shown(diags2),
        diags1.trailing_zeros(),
        diags2.trailing_zeros()
    ));
    checks.push(format!(
        "In row 2 its diagonal has reached column {} (bit {} of `diags1`)",
        col + 2,
        col + 2
    ));
    checks.push(format!(
        "In row 3 its diagonal is off the board on the right, bit {off_board} of `diags1`"
    ));

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
        format!(
            "At n = {n}, after queens on (0, {}) and (1, {}), the free cells of row 2 are columns \
             {}: `avail = {}`",
            queens[0],
            queens[1],
            listed(&free),
            binary(u64::from(avail), n, "_")
        ),
        format!("avail {} columns {} are free", low(avail), listed(&free_descending)),
        format!("!avail {}", low(!avail)),
        format!("avail.wrapping_neg() {} !avail + 1", low(avail.wrapping_neg())),
        format!(
            "avail & that {} the lowest set bit: column {} (trailing_zeros = {})",
            low(lowest),
            lowest.trailing_zeros(),
            lowest.trailing_zeros()
        ),
        format!("avail - 1 {} the lowest one becomes 0", low(avail - 1)),
        format!(
            "avail & (avail - 1) {} column {} removed; columns {} remain",
            low(rest),
            lowest.trailing_zeros(),
            listed(&free[1..])
        ),
        format!(
            "(Only the low {n} bits are shown. In the `u32`, the {} high bits of `avail` are 0",
            u32::BITS as usize - n
        ),
        format!("The next turns take {}, and then `avail` is 0", turns.join(", then ")),
    ]);
    let mut checks: Vec<(&str, String)> =
        checks.into_iter().map(|sentence| ("docs/backtrack-bitmask.md", sentence)).collect();
    // The same worked example on the Chinese page, with its notes in Chinese.
    let listed_zh = |columns: &[u32]| -> String {
        columns.iter().map(u32::to_string).collect::<Vec<_>>().join("、")
    };
    checks.extend(
        [
            format!("avail {} 第 {} 列空闲", low(avail), listed_zh(&free_descending)),
            format!(
                "avail & that {} 最低位的 1：第 {} 列（trailing_zeros = {}）",
                low(lowest),
                lowest.trailing_zeros(),
                lowest.trailing_zeros()
            ),
            format!("avail - 1 {} 最低位的 1 变成 0，它下面的 0 都变成 1", low(avail - 1)),
            format!(
                "avail & (avail - 1) {} 去掉第 {} 列，还剩第 {} 列",
                low(rest),
                lowest.trailing_zeros(),
                listed_zh(&free[1..])
            ),
        ]
        .map(|sentence| ("docs/zh/backtrack-bitmask.md", sentence)),
    );
    assert_pages_say(&checks);
}
