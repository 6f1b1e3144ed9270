// The textbook's attack test with arrays, and its search from `row` down, which asks `attacked`
// about every cell and reports every step: the number of solutions. The attack test's and the
// mirror count's drivers call it.
function textbookAttacked(n, row, col, cols, diags1, diags2) {
  return cols[col] || diags1[row + n - 1 - col] || diags2[row + col];
}

function textbookSearch(n, row, cols, diags1, diags2, attacked, report) {
  if (row === n) {
    report.solution();
    return 1;
  }
  let found = 0;
  for (let col = 0; col < n; col++) {
    report.look(row, col);
    if (attacked(n, row, col, cols, diags1, diags2)) {
      continue;
    }
    const diag1 = row + n - 1 - col;
    const diag2 = row + col;
    cols[col] = diags1[diag1] = diags2[diag2] = true;
    report.place(row, col, [cols, diags1, diags2]);
    found += textbookSearch(n, row + 1, cols, diags1, diags2, attacked, report);
    cols[col] = diags1[diag1] = diags2[diag2] = false;
    report.remove(row, col, [cols, diags1, diags2]);
  }
  return found;
}
