//~ practice.page.header
//
//~ practice.page.api
//
//~ practice.place-row-array.task
//~ practice.place-row-array.state
function place_row(n, row, cols, diags1, diags2, report) {
  //~ practice.answer.solution
  if (row === n) {
    report.solution();
    return;
  }
  for (let col = 0; col < n; col++) {
    report.look(row, col);
    //~ practice.answer.diagonals
    const diag1 = row + n - 1 - col;
    const diag2 = row + col;
    //~ practice.answer.reject
    if (cols[col] || diags1[diag1] || diags2[diag2]) {
      continue;
    }
    //~ practice.answer.attempt
    cols[col] = true;
    diags1[diag1] = true;
    diags2[diag2] = true;
    report.place(row, col, [cols, diags1, diags2]);
    //~ practice.answer.recurse
    place_row(n, row + 1, cols, diags1, diags2, report);
    //~ practice.answer.undo
    cols[col] = false;
    diags1[diag1] = false;
    diags2[diag2] = false;
    report.remove(row, col, [cols, diags1, diags2]);
  }
}
