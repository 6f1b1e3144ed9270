function drive(n, report) {
  const full = (1 << n) - 1;
  place_row(0, 0, 0, 0, full, report);
}
