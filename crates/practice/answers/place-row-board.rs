//~ practice.file.header
//
//~ practice.file.api
//
//~ practice.place-row-board.task
//~ practice.place-row-board.state
fn place_row(
    n: usize,
    row: usize,
    conflicted: &mut Vec<Vec<bool>>,
    lock: &mut Vec<(usize, usize)>,
    report: &mut Report,
) {
    //~ practice.answer.solution
    if row == n {
        report.solution();
        return;
    }
    for col in 0..n {
        report.look(row, col);
        //~ practice.answer.reject.board
        if conflicted[row][col] {
            continue;
        }
        //~ practice.answer.attempt.board
        let first_mark = lock.len();
        for below in row + 1..n {
            let distance = below - row;
            let mut attacked = vec![col];
            if col >= distance {
                attacked.push(col - distance);
            }
            if col + distance < n {
                attacked.push(col + distance);
            }
            for attacked_col in attacked {
                if !conflicted[below][attacked_col] {
                    conflicted[below][attacked_col] = true;
                    lock.push((below, attacked_col));
                }
            }
        }
        report.place(row, col, (&conflicted, &lock));
        //~ practice.answer.recurse
        place_row(n, row + 1, conflicted, lock, report);
        //~ practice.answer.undo.board
        for (marked_row, marked_col) in lock.drain(first_mark..) {
            conflicted[marked_row][marked_col] = false;
        }
        report.remove(row, col, (&conflicted, &lock));
    }
}
