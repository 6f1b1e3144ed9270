// The harness of the book's practice panel, run in a worker of its own with the learner's code
// after it: it writes one line per step the learner's search reports, in the protocol of
// `nqueens practice check` (crates/practice/harness/report.rs), and posts them to the page, which
// hands them to the model to compare with the textbook's walk. Lines of the protocol start
// with '@'.
"use strict";

// Its names stay inside this function, so that the learner's own (a `values`, a `run`) do not
// meet them: only `nqueensRun` is left for the page's last line to call, and the driver's
// `drive(n, report)` and the learner's function are found when the run starts.
var nqueensRun = (function () {

// Thrown when a search reports more steps than the cap for one n: the page stops it there.
var CAP_REACHED = { cap: true };

// The lines not yet posted to the page.
var pending = [];

function post(message) {
  message.lines = pending;
  pending = [];
  postMessage(message);
}

function cellsText(cells) {
  cells.sort(function (one, other) { return one[0] - other[0] || one[1] - other[1]; });
  return cells.map(function (cell) { return "(" + cell[0] + "," + cell[1] + ")"; }).join(" ");
}

// A part of the state as the checker compares it: the flags of an array (1 or 0), the members of
// a set in increasing order, the n bits of a mask (column n - 1 first), the marked cells of a
// board of flags or the cells of a list of pairs, in order of cells, or the counts of a typed
// array (exact cover's `links.len`) in order.
function values(part, n) {
  if (ArrayBuffer.isView(part)) return Array.from(part).join(" ");
  if (typeof part === "number") {
    var bits = [];
    for (var bit = n - 1; bit >= 0; bit--) bits.push(String((part >>> bit) & 1));
    return bits.join(" ");
  }
  if (part instanceof Set) {
    return Array.from(part).sort(function (one, other) { return one - other; }).join(" ");
  }
  if (Array.isArray(part)) {
    var first = part.filter(function (item) { return Array.isArray(item); })[0];
    if (first && first.some(function (item) { return typeof item === "boolean"; })) {
      var marked = [];
      part.forEach(function (line, row) {
        (line || []).forEach(function (flag, col) { if (flag) marked.push([row, col]); });
      });
      return cellsText(marked);
    }
    if (first) return cellsText(part.map(function (cell) { return [cell[0], cell[1]]; }));
    return part.map(function (flag) { return flag ? "1" : "0"; }).join(" ");
  }
  return String(part);
}

// What the learner's search tells the checker: each cell it looks at, each queen it places and
// removes (with its state, an array of its parts in the order the task names them), each
// solution.
function Report(n, cap) {
  this.n = n;
  this.steps = 0;
  this.cap = cap;
}

Report.prototype.line = function (text) {
  this.steps += 1;
  pending.push("@" + text);
  if (this.steps > this.cap) {
    pending.push("@!cap");
    throw CAP_REACHED;
  }
  if (pending.length >= 5000) post({});
};

// The state is an array of parts, or exact cover's counts (a typed array) as its one part.
Report.prototype.withState = function (text, state) {
  var n = this.n;
  var parts = ArrayBuffer.isView(state) ? [state] : Array.isArray(state) ? state : [];
  this.line(text + parts.map(function (part) { return "|" + values(part, n); }).join(""));
};

Report.prototype.look = function (row, col) { this.line("L " + row + " " + col); };
Report.prototype.place = function (row, col, state) { this.withState("P " + row + " " + col, state); };
Report.prototype.remove = function (row, col, state) { this.withState("R " + row + " " + col, state); };
Report.prototype.solution = function () { this.line("S"); };
// Exact cover: the item chosen to branch on with its options left, an item covered and
// uncovered (with the counts after it); and the mirror count's total, which the driver reports.
Report.prototype.choose = function (item, options) { this.line("H " + item + " " + options); };
Report.prototype.cover = function (item, state) { this.withState("K " + item, state); };
Report.prototype.uncover = function (item, state) { this.withState("U " + item, state); };
Report.prototype.total = function (total) { this.line("T " + total); };

// The exception's message, and its line in the learner's code (which starts after `offset`
// lines of the worker's script) when the browser says it.
function described(error, offset) {
  var stack = String((error && error.stack) || "").split("\n").slice(0, 3).join("\n");
  var found = /:(\d+):(\d+)\)?\s*$/m.exec(stack);
  var line = found && Number(found[1]) > offset ? Number(found[1]) - offset : 0;
  return { error: String(error), line: line };
}

// Runs the learner's search for n = 1 to `largest`, each under `cap` steps.
function run(largest, cap, offset) {
  for (var n = 1; n <= largest; n++) {
    pending.push("@n " + n);
    var report = new Report(n, cap);
    try {
      drive(n, report);
    } catch (error) {
      if (error === CAP_REACHED) post({ done: true });
      else post(described(error, offset));
      return;
    }
    pending.push("@C 0", "@E");
    post({});
  }
  post({ done: true });
}

return run;
})();
