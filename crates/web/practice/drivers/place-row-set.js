function drive(n, report) {
  place_row(n, 0, new Set(), new Set(), new Set(), report);
}
