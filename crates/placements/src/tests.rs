//! The readers against every format the tool writes, and against damaged and hostile input.

use nqueens_approaches::PLACERS;
use nqueens_core::{Solution, check};
use proptest::prelude::*;

use super::*;

/// What `nqueens check [--n N]` decides about `text`: `Ok` for solutions, or its message.
fn verdict(text: &str, expected_n: Option<usize>) -> Result<(), String> {
    check_stream(text.as_bytes(), expected_n, u64::MAX)
        .map(|_| ())
        .map_err(|error| error.to_string())
}

/// The columns format of a placement.
fn line(columns: &[u32]) -> String {
    let mut line = Vec::new();
    push_columns(&mut line, columns);
    String::from_utf8(line).expect("digits and spaces") + "\n"
}

/// A rejection: an error of one line.
fn assert_rejected(verdict: Result<(), String>, what: &str) {
    match verdict {
        Ok(()) => panic!("{what} was taken for a solution"),
        Err(message) => assert!(!message.contains('\n'), "{what}: {message}"),
    }
}

/// A solution of n queens, from a placer of the registry that places n in a few bytes per
/// queen (the SAT placer's formula grows like n³, and it stops at 256).
fn solution(n: usize, seed: u64, which: usize) -> Vec<u32> {
    let able: Vec<_> = PLACERS
        .iter()
        .filter(|placer| placer.info().max_n >= n && placer.peak_bytes(n) <= 64 * n as u64)
        .collect();
    let placer = able[which % able.len()];
    placer.place(n, seed, &mut |_| {}).expect("n has a solution").columns
}

#[test]
fn push_columns_writes_every_width_of_number() {
    let mut text = Vec::new();
    push_columns(&mut text, &[0, 7, 10, 99, 123_456, u32::MAX]);
    assert_eq!(text, b"0 7 10 99 123456 4294967295");
}

/// Every format a placement of n queens is written in, as the tool writes it: columns,
/// JSON of `solve`, Unicode boards with `solve`'s headers and closing sentence, hello-algo.
fn written(n: usize) -> Vec<String> {
    let bitmask = nqueens_approaches::find("backtrack-bitmask").expect("registered");
    written_of(n, &bitmask.solutions(n).expect("a small n"))
}

/// Every format of [`written`], for the listing `solutions` of n.
fn written_of(n: usize, solutions: &[Solution]) -> Vec<String> {
    let columns: String = solutions
        .iter()
        .map(|solution| {
            let wide: Vec<u32> = solution.columns().iter().map(|&col| u32::from(col)).collect();
            line(&wide)
        })
        .collect();
    let lists: Vec<Vec<u8>> =
        solutions.iter().map(|solution| solution.columns().to_vec()).collect();
    let json = format!(
        "{{\"n\":{n},\"approach\":\"x\",\"unique\":false,\"solutions\":{},\"count\":{}}}\n",
        serde_json::to_string(&lists).expect("JSON"),
        solutions.len()
    );
    let mut boards = String::new();
    for (index, solution) in solutions.iter().enumerate() {
        let wide: Vec<u32> = solution.columns().iter().map(|&col| u32::from(col)).collect();
        boards += &format!("Solution {}: columns {}{solution}\n", index + 1, line(&wide));
    }
    boards += &format!("{} solutions for n = {n}, found by x.\n", solutions.len());
    let hello: String = solutions
        .iter()
        .map(|solution| {
            let rows: Vec<String> =
                solution.to_hello_algo().iter().map(|row| format!("{row:?}\n")).collect();
            format!("--------------------\n{}", rows.concat())
        })
        .collect();
    vec![columns, json, boards, hello]
}

#[test]
fn a_repeated_solution_is_refused_in_every_format() {
    let bitmask = nqueens_approaches::find("backtrack-bitmask").expect("registered");
    let mut solutions = bitmask.solutions(6).expect("a small n");
    solutions.push(solutions[0].clone());
    for text in written_of(6, &solutions) {
        let message = verdict(&text, Some(6)).expect_err(&text);
        assert!(message.contains("repeats a placement listed before it"), "{message}");
    }
    // Every solution of n = 8 twice, the count and the closing sentence set to match.
    let mut solutions = bitmask.solutions(8).expect("a small n");
    solutions.extend(solutions.clone());
    for text in written_of(8, &solutions) {
        let message = verdict(&text, None).expect_err(&text);
        assert!(message.contains("repeats"), "{message}");
    }
}

#[test]
fn a_class_given_twice_in_a_listing_of_classes_is_refused() {
    let unique = r#"{"n":4,"unique":true,"solutions":[[1,3,0,2],[1,3,0,2]],"count":2}"#;
    let message = verdict(unique, None).expect_err("a class twice");
    assert!(message.starts_with("placement 2 of the JSON repeats"), "{message}");
    // In board text, a class given by a board that is not its canonical one.
    let board = Solution::new(vec![2, 0, 3, 1]);
    let text = format!(
        "Solution 1: columns 2 0 3 1, a class of 2 boards\n{board}\n1 unique solution for \
         n = 4, one per class of rotations and reflections, found by x.\n"
    );
    let message = verdict(&text, None).expect_err("not canonical");
    assert!(message.contains("not the canonical board of its class"), "{message}");
}

#[test]
fn the_first_wrong_line_is_named() {
    let message = verdict("hello world\n1 3 0 2\n", None).expect_err("prose");
    assert!(message.starts_with("line 1: 'hello world' is not"), "{message}");
    // Prose inside a board is blamed, not the board it cuts short.
    let board = Solution::new(vec![1, 3, 0, 2]).to_string();
    let (top, bottom) = board.split_at(board.find('\n').expect("rows") + 1);
    let text = format!("{top}some words here\n{bottom}");
    let message = verdict(&text, None).expect_err("prose in a board");
    assert!(message.starts_with("line 2: 'some words here' is not"), "{message}");
    // A header of `place` holds a placer's id and n, and nothing else.
    let message = verdict("any words at all: columns 1 3 0 2\n", None).expect_err("prose");
    assert!(message.starts_with("line 1:"), "{message}");
}

#[test]
fn a_wrong_row_of_a_json_board_is_named_by_its_row_not_a_line() {
    // The board's rows are strings of one line of JSON: the bad one is row 1 (from 0).
    let message = verdict("[[\".Q..\",\"....\"]]\n", None).expect_err("a row without a queen");
    assert!(message.starts_with("board 1 of the JSON: row 1: a row with no queen"), "{message}");
    let message = verdict("[[\".Q..\",\"..Q\"]]\n", None).expect_err("a short row");
    assert!(message.starts_with("board 1 of the JSON: row 1: a row of 3 cells"), "{message}");
    let message = verdict("[[\".Q..\",\"...Q\"]]\n", None).expect_err("not square");
    assert!(message.starts_with("placement 1 of the JSON has 2 rows of 4 cells"), "{message}");
    let message = verdict("[[\"Q..\"]]\n", None).expect_err("one row");
    assert!(message.starts_with("placement 1 of the JSON has 1 row of 3 cells"), "{message}");
    let message = verdict("{\"n\":5,\"columns\":[0]}\n", None).expect_err("one queen");
    assert!(message.starts_with("placement 1 of the JSON has 1 queen, but"), "{message}");
}

#[test]
fn a_json_string_of_any_length_comes_back_short() {
    let long = "x".repeat(2_000_000);
    let message = verdict(&format!("{{\"approach\":\"{long}\"}}"), None).expect_err("long");
    assert!(message.contains("a string over 1.0 MB long"), "{message}");
    assert!(message.len() < 300, "{} bytes", message.len());
    let wrong_type = format!("{{\"n\":\"{}\"}}", "y".repeat(900_000));
    let message = verdict(&wrong_type, None).expect_err("a string for n");
    assert!(message.starts_with("invalid type: string \"yyyy"), "{message}");
    assert!(message.contains("…\", expected u64"), "{message}");
    assert!(message.len() < 300, "{} bytes", message.len());
}

#[test]
fn what_the_fuzzer_starts_from_reads_back() {
    for text in written(6) {
        assert_eq!(verdict(&text, Some(6)), Ok(()), "{text}");
    }
}

proptest! {
    // The reader of outside input, byte by byte: `PROPTEST_CASES` sets how many cases
    // (`.ci/run` runs many more than `cargo test`).
    #![proptest_config(ProptestConfig::default())]

    /// Any bytes at all: read or refused in one line, never a panic, with any line limit.
    #[test]
    fn any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..600), limit in 1_u64..700) {
        if let Err(message) = check_stream(&bytes[..], None, limit).map_err(|error| error.to_string()) {
            prop_assert!(!message.is_empty() && !message.contains('\n'), "{message:?}");
        }
    }

    /// Every format, with one byte changed, inserted or deleted, or cut short: read or
    /// refused in one line, never a panic.
    #[test]
    fn damaged_formats(
        n in 4_usize..8, format in 0_usize..4, at in any::<prop::sample::Index>(),
        byte in any::<u8>(), how in 0_u8..4,
    ) {
        let mut text = written(n)[format].clone().into_bytes();
        let at = at.index(text.len());
        match how {
            0 => text[at] = byte,
            1 => text.insert(at, byte),
            2 => { text.remove(at); }
            _ => text.truncate(at),
        }
        if let Err(message) = check_stream(&text[..], Some(n), u64::MAX).map_err(|error| error.to_string()) {
            prop_assert!(!message.is_empty() && !message.contains('\n'), "{message:?}");
        }
    }
}

proptest! {
    // Also run many times by `.ci/run`, by their names.
    #![proptest_config(ProptestConfig::default())]

    /// Every format written in lines (not JSON) with a line of prose put anywhere: refused,
    /// with that line named.
    #[test]
    fn damaged_formats_by_prose(
        n in 4_usize..8, format in prop::sample::select(vec![0_usize, 2, 3]),
        at in any::<prop::sample::Index>(), prose in "[A-Za-z]{3,9}( [A-Za-z,.]{1,9}){0,4}",
    ) {
        let text = &written(n)[format];
        let mut lines: Vec<&str> = text.lines().collect();
        let at = at.index(lines.len() + 1);
        lines.insert(at, &prose);
        let damaged = lines.join("\n") + "\n";
        let message = verdict(&damaged, Some(n)).expect_err("prose");
        let named = format!("line {}", at + 1);
        prop_assert!(
            message.starts_with(&format!("{named}:")) || message.starts_with(&format!("{named},")),
            "{message}"
        );
    }

    /// Any text as the value of a key of the JSON: a message of one short line.
    #[test]
    fn any_bytes_quoted_in_json(
        text in "\\PC{0,2000}",
        key in prop::sample::select(vec!["n", "unique", "count", "solutions", "columns"]),
    ) {
        let json = format!("{{\"{key}\":{}}}", serde_json::to_string(&text).expect("JSON"));
        let message = verdict(&json, None).expect_err("a string is no value of these keys");
        prop_assert!(message.chars().count() < 200 && !message.contains('\n'), "{message}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The solutions of both placers read back as solutions, as columns and as JSON.
    #[test]
    fn solutions_pass(n in 4_usize..300, seed in any::<u64>(), which in 0..PLACERS.len()) {
        let columns = solution(n, seed, which);
        prop_assert_eq!(verdict(&line(&columns), Some(n)), Ok(()));
        let json = format!("{{\"n\":{n},\"columns\":{columns:?}}}");
        prop_assert_eq!(verdict(&json, Some(n)), Ok(()));
    }

    /// Two rows swapped: rejected exactly when the pairwise checker rejects it (the swap of
    /// a local search can give another solution), and then with a one-line reason.
    #[test]
    fn a_swapped_pair_of_rows(
        n in 4_usize..250, seed in any::<u64>(), which in 0..PLACERS.len(),
        first in any::<prop::sample::Index>(), second in any::<prop::sample::Index>(),
    ) {
        let mut columns = solution(n, seed, which);
        columns.swap(first.index(n), second.index(n));
        let narrow: Vec<u8> = columns.iter().map(|&col| col as u8).collect();
        let text = line(&columns);
        match check(&narrow) {
            Ok(()) => prop_assert_eq!(verdict(&text, Some(n)), Ok(())),
            Err(_) => assert_rejected(verdict(&text, Some(n)), "a swapped pair"),
        }
    }

    /// One queen shifted one column to the right: its new column holds another queen, or
    /// is off the board.
    #[test]
    fn a_shifted_queen(
        n in 4_usize..2_000, seed in any::<u64>(), which in 0..PLACERS.len(),
        row in any::<prop::sample::Index>(),
    ) {
        let mut columns = solution(n, seed, which);
        columns[row.index(n)] += 1;
        assert_rejected(verdict(&line(&columns), None), "a shifted queen");
    }

    /// One row given the column of another.
    #[test]
    fn a_repeated_column(
        n in 4_usize..2_000, seed in any::<u64>(), which in 0..PLACERS.len(),
        from in any::<prop::sample::Index>(), to in any::<prop::sample::Index>(),
    ) {
        let mut columns = solution(n, seed, which);
        let (from, to) = (from.index(n), to.index(n));
        prop_assume!(from != to);
        columns[to] = columns[from];
        assert_rejected(verdict(&line(&columns), None), "a repeated column");
        let json = format!("{{\"columns\":{columns:?}}}");
        assert_rejected(verdict(&json, None), "a repeated column in JSON");
    }

    /// A row dropped or added, where n is known: from `--n`, or from the JSON.
    #[test]
    fn a_wrong_length(
        n in 5_usize..2_000, seed in any::<u64>(), which in 0..PLACERS.len(), longer: bool,
    ) {
        let mut columns = solution(n, seed, which);
        if longer {
            columns.push(u32::try_from(n).expect("a small n"));
        } else {
            columns.pop();
        }
        assert_rejected(verdict(&line(&columns), Some(n)), "a wrong length");
        let json = format!("{{\"n\":{n},\"columns\":{columns:?}}}");
        assert_rejected(verdict(&json, None), "a wrong length in JSON");
    }

    /// A line of garbage anywhere among the lines of columns.
    #[test]
    fn a_garbage_line(
        n in 4_usize..500, seed in any::<u64>(), which in 0..PLACERS.len(),
        garbage in "[a-z!?;:=+*-]{1,12}", before: bool,
    ) {
        let text = line(&solution(n, seed, which));
        let damaged = if before { format!("{garbage}\n{text}") } else { format!("{text}{garbage}\n") };
        assert_rejected(verdict(&damaged, None), "a garbage line");
    }
}
