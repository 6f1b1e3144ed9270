// The number of solutions with the queen of row 0 in column `col`, found by the textbook's
// search, which reports its steps.
function count_from(n, col, report) {
  report.look(0, col);
  if (col >= n) {
    return 0;
  }
  const cols = new Array(n).fill(false);
  const diags1 = new Array(2 * n - 1).fill(false);
  const diags2 = new Array(2 * n - 1).fill(false);
  cols[col] = diags1[n - 1 - col] = diags2[col] = true;
  report.place(0, col, [cols, diags1, diags2]);
  const found = textbookSearch(n, 1, cols, diags1, diags2, textbookAttacked, report);
  cols[col] = diags1[n - 1 - col] = diags2[col] = false;
  report.remove(0, col, [cols, diags1, diags2]);
  return found;
}

function drive(n, report) {
  report.total(count(n, report));
}
