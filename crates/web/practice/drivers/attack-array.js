function drive(n, report) {
  const cols = new Array(n).fill(false);
  const diags1 = new Array(2 * n - 1).fill(false);
  const diags2 = new Array(2 * n - 1).fill(false);
  textbookSearch(n, 0, cols, diags1, diags2, attacked, report);
}
