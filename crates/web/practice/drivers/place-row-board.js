function drive(n, report) {
  const conflicted = [];
  for (let row = 0; row < n; row++) conflicted.push(new Array(n).fill(false));
  place_row(n, 0, conflicted, [], report);
}
