// The head of the list of primary items not yet covered.
const ROOT = 0;

// The exact-cover matrix of an n × n board as dancing links in arrays, as the textbook
// (crates/backtrack-dlx) builds it: node `item` for 1 ≤ item < first is the header of an
// item's list (rows, columns, diagonals, anti-diagonals), node 0 the root; the option of the
// cell (row, col) is the four nodes from first + 4 (row · n + col). `len` holds counts (an
// Int32Array), which the checker reads as the state, item by item.
class Links {
  constructor(n) {
    const diagonals = Math.max(2 * n - 1, 0);
    const first = 1 + 2 * n + 2 * diagonals;
    const nodes = first + 4 * n * n;
    const identity = (count) => Array.from({ length: count }, (_, index) => index);
    this.n = n;
    this.first = first;
    this.left = identity(first);
    this.right = identity(first);
    this.len = new Int32Array(first);
    this.top = identity(nodes);
    this.up = identity(nodes);
    this.down = identity(nodes);
    // The primary items in order: the rows, then the columns.
    let last = ROOT;
    for (let item = 1; item <= 2 * n; item++) {
      this.right[last] = item;
      this.left[item] = last;
      last = item;
    }
    this.right[last] = ROOT;
    this.left[ROOT] = last;
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        const items = [1 + row, 1 + n + col, 1 + 2 * n + (row + n - 1 - col), 1 + 2 * n + diagonals + (row + col)];
        const option = first + 4 * (row * n + col);
        items.forEach((item, offset) => {
          const node = option + offset;
          const bottom = this.up[item];
          this.top[node] = item;
          this.up[node] = bottom;
          this.down[node] = item;
          this.down[bottom] = node;
          this.up[item] = node;
          this.len[item] += 1;
        });
      }
    }
  }

  // The cell [row, col] of the option that `node` belongs to.
  cell(node) {
    const option = Math.floor((node - this.first) / 4);
    return [Math.floor(option / this.n), option % this.n];
  }

  // The three other nodes of `node`'s option, in the cyclic order that starts after it (an
  // array: reverse() gives the reverse order).
  others(node) {
    const start = node - ((node - this.first) % 4);
    const offset = node - start;
    return [1, 2, 3].map((step) => start + ((offset + step) % 4));
  }

  // The primary item to branch on: one with no option left (a dead end) or one (a forced
  // move) if there is one, else the first row not yet covered.
  choose() {
    let best = this.right[ROOT];
    let item = this.right[best];
    while (item !== ROOT && this.len[best] > 0) {
      if (this.len[item] < this.len[best]) {
        best = item;
      }
      item = this.right[item];
    }
    return this.len[best] > 1 ? this.right[ROOT] : best;
  }
}

function drive(n, report) {
  search(new Links(n), report);
}
