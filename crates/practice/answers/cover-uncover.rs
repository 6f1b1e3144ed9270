//~ practice.file.header
//
//~ practice.cover-uncover.api
//
//~ practice.cover-uncover.task.cover
fn cover(links: &mut Links, item: usize, report: &mut Report) {
    //~ practice.answer.hide
    let mut node = links.down[item];
    while node != item {
        for other in links.others(node) {
            let (up, down) = (links.up[other], links.down[other]);
            links.down[up] = down;
            links.up[down] = up;
            links.len[links.top[other]] -= 1;
        }
        node = links.down[node];
    }
    //~ practice.answer.unlink
    let (left, right) = (links.left[item], links.right[item]);
    links.right[left] = right;
    links.left[right] = left;
    report.cover(item, &links.len);
}

//~ practice.cover-uncover.task.uncover
fn uncover(links: &mut Links, item: usize, report: &mut Report) {
    //~ practice.answer.relink
    let (left, right) = (links.left[item], links.right[item]);
    links.right[left] = item;
    links.left[right] = item;
    //~ practice.answer.unhide
    let mut node = links.up[item];
    while node != item {
        for other in links.others(node).rev() {
            let (up, down) = (links.up[other], links.down[other]);
            links.down[up] = other;
            links.up[down] = other;
            links.len[links.top[other]] += 1;
        }
        node = links.up[node];
    }
    report.uncover(item, &links.len);
}

//~ practice.cover-uncover.task.search
fn search(links: &mut Links, report: &mut Report) {
    //~ practice.answer.covered_all
    if links.right[ROOT] == ROOT {
        report.solution();
        return;
    }
    //~ practice.answer.choose
    let item = links.choose();
    report.choose(item, links.len[item]);
    if links.len[item] == 0 {
        return;
    }
    cover(links, item, report);
    let mut node = links.down[item];
    while node != item {
        //~ practice.answer.try_option
        let (row, col) = links.cell(node);
        report.place(row, col, &links.len);
        for other in links.others(node) {
            cover(links, links.top[other], report);
        }
        //~ practice.answer.recurse_cover
        search(links, report);
        //~ practice.answer.uncover_reverse
        for other in links.others(node).rev() {
            uncover(links, links.top[other], report);
        }
        report.remove(row, col, &links.len);
        node = links.down[node];
    }
    uncover(links, item, report);
}
