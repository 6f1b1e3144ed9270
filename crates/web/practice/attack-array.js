//~ practice.page.header
//
//~ practice.attack-array.task
function attacked(n, row, col, cols, diags1, diags2) {
  //~ practice.answer.diagonals
  const diag1 = row + n - 1 - col;
  const diag2 = row + col;
  //~ practice.answer.attacked
  return cols[col] || diags1[diag1] || diags2[diag2];
}
