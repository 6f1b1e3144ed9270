//~ practice.page.header
//
//~ practice.page.api
//
//~ practice.place-row-board.task
//~ practice.place-row-board.state
function place_row(n, row, conflicted, lock, report) {
  //~ practice.answer.solution
  if (row === n) {
    report.solution();
    return;
  }
  for (let col = 0; col < n; col++) {
    report.look(row, col);
    //~ practice.answer.reject.board
    if (conflicted[row][col]) {
      continue;
    }
    //~ practice.answer.attempt.board
    const firstMark = lock.length;
    for (let below = row + 1; below < n; below++) {
      const distance = below - row;
      for (const attackedCol of [col, col - distance, col + distance]) {
        if (attackedCol >= 0 && attackedCol < n && !conflicted[below][attackedCol]) {
          conflicted[below][attackedCol] = true;
          lock.push([below, attackedCol]);
        }
      }
    }
    report.place(row, col, [conflicted, lock]);
    //~ practice.answer.recurse
    place_row(n, row + 1, conflicted, lock, report);
    //~ practice.answer.undo.board
    for (const [markedRow, markedCol] of lock.splice(firstMark)) {
      conflicted[markedRow][markedCol] = false;
    }
    report.remove(row, col, [conflicted, lock]);
  }
}
