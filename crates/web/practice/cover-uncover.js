//~ practice.page.header
//
//~ practice.page.api.cover-uncover
//
//~ practice.cover-uncover.task.cover
function cover(links, item, report) {
  //~ practice.answer.hide
  let node = links.down[item];
  while (node !== item) {
    for (const other of links.others(node)) {
      const up = links.up[other];
      const down = links.down[other];
      links.down[up] = down;
      links.up[down] = up;
      links.len[links.top[other]] -= 1;
    }
    node = links.down[node];
  }
  //~ practice.answer.unlink
  const left = links.left[item];
  const right = links.right[item];
  links.right[left] = right;
  links.left[right] = left;
  report.cover(item, links.len);
}

//~ practice.cover-uncover.task.uncover
function uncover(links, item, report) {
  //~ practice.answer.relink
  const left = links.left[item];
  const right = links.right[item];
  links.right[left] = item;
  links.left[right] = item;
  //~ practice.answer.unhide
  let node = links.up[item];
  while (node !== item) {
    for (const other of links.others(node).reverse()) {
      const up = links.up[other];
      const down = links.down[other];
      links.down[up] = other;
      links.up[down] = other;
      links.len[links.top[other]] += 1;
    }
    node = links.up[node];
  }
  report.uncover(item, links.len);
}

//~ practice.cover-uncover.task.search
function search(links, report) {
  //~ practice.answer.covered_all
  if (links.right[ROOT] === ROOT) {
    report.solution();
    return;
  }
  //~ practice.answer.choose
  const item = links.choose();
  report.choose(item, links.len[item]);
  if (links.len[item] === 0) {
    return;
  }
  cover(links, item, report);
  let node = links.down[item];
  while (node !== item) {
    //~ practice.answer.try_option
    const [row, col] = links.cell(node);
    report.place(row, col, links.len);
    for (const other of links.others(node)) {
      cover(links, links.top[other], report);
    }
    //~ practice.answer.recurse_cover
    search(links, report);
    //~ practice.answer.uncover_reverse
    for (const other of links.others(node).reverse()) {
      uncover(links, links.top[other], report);
    }
    report.remove(row, col, links.len);
    node = links.down[node];
  }
  uncover(links, item, report);
}
