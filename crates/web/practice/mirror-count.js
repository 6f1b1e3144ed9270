//~ practice.page.header
//
//~ practice.mirror-count.task
function count(n, report) {
  //~ practice.answer.half
  let total = 0;
  for (let col = 0; col < Math.floor(n / 2); col++) {
    total += 2 * count_from(n, col, report);
  }
  //~ practice.answer.middle
  if (n % 2 === 1) {
    total += count_from(n, Math.floor(n / 2), report);
  }
  return total;
}
