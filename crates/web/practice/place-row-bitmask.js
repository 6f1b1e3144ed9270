//~ practice.page.header
//
//~ practice.page.api
//
//~ practice.place-row-bitmask.task
//~ practice.place-row-bitmask.state
function place_row(row, cols, diags1, diags2, full, report) {
  //~ practice.answer.solution.masks
  if (cols === full) {
    report.solution();
    return;
  }
  //~ practice.answer.avail
  let avail = ~(cols | diags1 | diags2) & full;
  while (avail !== 0) {
    //~ practice.answer.lowbit
    const bit = avail & -avail;
    avail &= avail - 1;
    const col = 31 - Math.clz32(bit);
    //~ practice.answer.attempt.masks
    report.place(row, col, [cols, diags1, diags2]);
    place_row(row + 1, cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1, full, report);
    //~ practice.answer.undo.masks
    report.remove(row, col, [cols, diags1, diags2]);
  }
}
