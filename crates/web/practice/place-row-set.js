//~ practice.page.header
//
//~ practice.page.api
//
//~ practice.place-row-set.task
//~ practice.place-row-set.state
function place_row(n, row, cols, diags1, diags2, report) {
  //~ practice.answer.solution
  if (row === n) {
    report.solution();
    return;
  }
  for (let col = 0; col < n; col++) {
    report.look(row, col);
    //~ practice.answer.keys
    const diag1 = row - col;
    const diag2 = row + col;
    //~ practice.answer.reject
    if (cols.has(col) || diags1.has(diag1) || diags2.has(diag2)) {
      continue;
    }
    //~ practice.answer.attempt
    cols.add(col);
    diags1.add(diag1);
    diags2.add(diag2);
    report.place(row, col, [cols, diags1, diags2]);
    //~ practice.answer.recurse
    place_row(n, row + 1, cols, diags1, diags2, report);
    //~ practice.answer.undo
    cols.delete(col);
    diags1.delete(diag1);
    diags2.delete(diag2);
    report.remove(row, col, [cols, diags1, diags2]);
  }
}
