// The stepper's views (a file of the book's stepper, loaded by stepper.js): each step drawn
// from the model's view, the status, the board, the stack and the state, the matrix, the code,
// the timeline and the tree, and the address that links to the step.
(function () {
  "use strict";

  var web = window.nqueensWeb;
  var Stepper = web.Stepper;
  var say = web.say, element = web.element;

  // The address `#approach=backtrack-array&n=6&step=120` is read by the model
  // (`Stepper.fromAddress`), which opens the nearest valid view and says what it changed.
  function toAddress(hash) {
    try {
      history.replaceState(null, "", hash);
    } catch (error) {
      // A page opened from disk may refuse a new address; the stepper works on without it.
    }
  }

  Stepper.prototype.draw = function () {
    var self = this;
    var lang = this.lang;
    function t(key, values) { return say(lang, key, values); }
    var catalog = this.catalog;
    var drawStart = performance.now();
    this.predictButton.setAttribute("aria-pressed", this.predict ? "true" : "false");
    this.approachSelect.value = this.approach;
    this.sizeSelect.value = String(this.n);
    this.speedText.textContent = " " + catalog.speeds[this.speed] + " " + t("page.steps_per_second");
    this.playButton.textContent = this.timer ? t("page.pause") : t("page.play");
    this.playButton.setAttribute("aria-pressed", this.timer ? "true" : "false");
    if (!this.walk) {
      this.status.textContent = this.notice;
      return;
    }
    var view = JSON.parse(this.walk.viewJson());
    var status = this.timer ? t("page.playing") : view.at_end ? t("ui.end") : t("ui.paused");
    this.status.textContent = t("page.status", { id: view.approach, n: view.n, k: view.position, status: status }) +
      (this.notice ? t("page.notice", { notice: this.notice }) : "");

    this.drawBoard(view);

    this.drawStackAndState(view);

    this.counters.textContent = view.counters;
    this.sentence.textContent = view.sentence;

    this.drawCode(view);
    this.drawTimeline(view);
    this.drawTree();
    this.drawAsk();
    // How long drawing this step took, and the slowest so far (read by the browser test).
    var drawn = performance.now() - drawStart;
    this.slowestDraw = Math.max(this.slowestDraw || 0, drawn);
    this.root.setAttribute("data-draw-ms", drawn.toFixed(2));
    this.root.setAttribute("data-draw-max-ms", this.slowestDraw.toFixed(2));
    if (this.linked) {
      this.address = "#approach=" + view.approach + "&n=" + view.n + "&step=" + view.position +
        (this.predict ? "&mode=predict" : "");
      toAddress(this.address);
    }
    this.prepareWhenIdle();
  };

  // The board, drawn by the style sheet from each cell's kind (from the model): a square per
  // cell, numbered rows and columns, the cell of the step framed; described for a screen reader.
  Stepper.prototype.drawBoard = function (view) {
    var self = this;
    var t = this.t.bind(this);
    this.board.textContent = "";
    var labels = element("div", { class: "labels", "aria-hidden": "true" });
    for (var col = 0; col < view.n; col++) labels.appendChild(element("span", { text: String(col) }));
    this.board.appendChild(labels);
    var description = [];
    view.cells.forEach(function (kinds, row) {
      var line = element("div", { class: "row", "data-row": row });
      kinds.forEach(function (kind, col) {
        var classes = "cell " + kind + ((row + col) % 2 ? " dark" : "");
        if (view.cell && view.cell[0] === row && view.cell[1] === col) classes += " current";
        if (self.expected.indexOf(row + "," + col) >= 0) classes += " expected";
        if (self.question && self.question.cell && self.question.cell[0] === row && self.question.cell[1] === col) classes += " asked";
        line.appendChild(element("span", { class: classes, "data-row": row, "data-col": col, "data-cell": kind }));
        if (kind === "queen") description.push(t("page.queen_on", { row: row, col: col }));
      });
      self.board.appendChild(line);
    });
    this.board.style.setProperty("--n", view.n);
    var meanings = {};
    this.catalog.cell_kinds.forEach(function (pair) { meanings[pair[0]] = pair[1]; });
    var attacked = {};
    view.cells.forEach(function (kinds) { kinds.forEach(function (kind) { if (kind !== "queen" && kind !== "free") attacked[kind] = (attacked[kind] || 0) + 1; }); });
    var list = t("ui.list");
    this.board.setAttribute("aria-label", t("page.board_label", {
      n: view.n,
      queens: description.length ? description.join(list) : t("page.no_queen"),
      attacked: Object.keys(attacked).length ?
        Object.keys(attacked).map(function (kind) { return t("page.cells_of", { k: attacked[kind], meaning: meanings[kind] }); }).join(list) :
        t("page.none_attacked"),
    }));
  };

  // The stack of calls and the state the search keeps, as the model words them.
  Stepper.prototype.drawStackAndState = function (view) {
    var self = this;
    var t = this.t.bind(this);
    this.stackTitle.textContent = t("page.stack", { fn: self.entry(view.approach).search_fn });
    this.stack.textContent = "";
    view.stack.forEach(function (text) { self.stack.appendChild(element("li", { text: text })); });
    this.drawMatrix(view);

    this.stateTitle.textContent = view.state_title;
    this.state.textContent = "";
    if (!view.state.length) this.state.appendChild(element("p", { class: "empty", text: t("ui.empty") }));
    view.state.forEach(function (line) {
      var values = element("span", { class: "values " + line.shape });
      line.values.forEach(function (value, index) {
        // The members of a set are separated by commas, outside the frame of the one read.
        if (line.shape === "set" && index > 0) values.appendChild(document.createTextNode(", "));
        var classes = "value" + (index === line.read ? " read" : "") + (value === "1" && line.shape !== "set" ? " set" : "");
        var attributes = { class: classes, text: value };
        // Under each flag its index, and under each bit the column it stands for (bit i is
        // column i; a mask is written with column 0 on the right), so that the masks and the
        // board read alike.
        if (line.shape === "flags") attributes["data-index"] = index;
        if (line.shape === "bits") attributes["data-index"] = line.values.length - 1 - index;
        values.appendChild(element("span", attributes));
      });
      self.state.appendChild(element("div", { class: "state-line", "data-name": line.name }, [
        element("span", { class: "name", text: line.name }), values,
        element("div", { class: "note", text: line.note }),
      ]));
    });
  };

  // The code: drawn again only when the approach changes; the current line marked and kept in
  // view by scrolling the code box, not the page.
  Stepper.prototype.drawCode = function (view) {
    var self = this;
    this.codePane.hidden = !this.showCode;
    if (this.codeFor !== view.approach) {
      this.codeFor = view.approach;
      var listing = self.entry(view.approach).listing;
      this.codePath.textContent = listing.path;
      this.code.textContent = "";
      listing.lines.forEach(function (text, index) {
        var line = element("span", { class: "line" }, [
          element("span", { class: "number", text: String(listing.first_line + index), "aria-hidden": "true" }),
          element("span", { class: "text", text: text }),
        ]);
        self.code.appendChild(line);
      });
    }
    var lines = this.code.querySelectorAll(".line");
    lines.forEach(function (line, index) {
      var current = index === view.line;
      line.classList.toggle("current", current);
      if (current) line.setAttribute("aria-current", "step"); else line.removeAttribute("aria-current");
    });
    var current = lines[view.line];
    if (current && this.showCode) {
      // Scroll the code box, not the page, so that the line stays in view.
      var box = this.codeBox;
      // The box is positioned, so a line's offsetTop is measured from the top of the box.
      var top = current.offsetTop;
      if (top < box.scrollTop || top + current.offsetHeight > box.scrollTop + box.clientHeight) {
        box.scrollTop = Math.max(0, top - box.clientHeight / 2);
      }
    }
  };

  // The sizes the timeline and the tree are drawn for, measured when the survey arrives and
  // when the window is resized, not at every step (a measure forces the page's layout).
  Stepper.prototype.measure = function () {
    this.timelineWidth = Math.max(100, Math.round(this.timelineBar.clientWidth || 300));
    this.treeWidth = this.treeBox.clientWidth || 300;
    this.timelineLayer = null;
  };

  // The timeline's marks, drawn once per survey and width: a tick per solution (and per dead end
  // where they do not crowd it), on a track. Where the marks fall on more than a third of the
  // bar's pixel columns, a full tick on each would paint it solid (n = 12 has 14,200 solutions):
  // each column's tick is then as tall as its share of the fullest column, a histogram.
  Stepper.prototype.timelineMarks = function () {
    var data = this.timelineData;
    var width = this.timelineWidth, height = 28;
    var ratio = window.devicePixelRatio || 1;
    var layer = document.createElement("canvas");
    layer.width = Math.round(width * ratio);
    layer.height = Math.round(height * ratio);
    var context = layer.getContext("2d");
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    var style = getComputedStyle(this.root);
    this.currentColour = style.getPropertyValue("--stepper-current").trim() || "#1f6feb";
    context.fillStyle = style.getPropertyValue("--stepper-track").trim() || "#ddd";
    context.fillRect(0, 11, width, 6);
    var total = Math.max(1, data.total);
    function ticks(marks, colour, top, bottom) {
      context.fillStyle = colour;
      // How many marks fall on each pixel column of the bar.
      var counts = new Map();
      marks.forEach(function (mark) {
        var x = Math.round(mark / total * (width - 1));
        counts.set(x, (counts.get(x) || 0) + 1);
      });
      var crowded = counts.size * 3 > width;
      var most = 1;
      counts.forEach(function (count) { most = Math.max(most, count); });
      counts.forEach(function (count, x) {
        var tall = crowded ? Math.max(2, Math.round((bottom - top) * count / most)) : bottom - top;
        context.fillRect(x, bottom - tall, 1, tall);
      });
    }
    ticks(data.dead_ends, style.getPropertyValue("--stepper-attack").trim() || "#c62828", 14, 24);
    ticks(data.solutions, style.getPropertyValue("--stepper-solution").trim() || "#2e7d32", 2, 26);
    return layer;
  };

  // The timeline: its marks, the current step, and the slider in step with it.
  Stepper.prototype.drawTimeline = function (view) {
    var data = this.timelineData;
    var slider = this.timelineSlider;
    if (!data) {
      slider.disabled = true;
      this.timelineText.textContent = say(this.lang, "page.surveying");
      return;
    }
    if (!this.timelineWidth) this.measure();
    if (!this.timelineLayer) {
      this.timelineLayer = this.timelineMarks();
      var ratio = window.devicePixelRatio || 1;
      this.timelineBar.width = this.timelineLayer.width;
      this.timelineBar.height = this.timelineLayer.height;
      this.timelineContext = this.timelineBar.getContext("2d");
      this.timelineContext.setTransform(ratio, 0, 0, ratio, 0, 0);
      slider.max = String(data.total);
      this.timeline.setAttribute("data-total", data.total);
      this.timeline.setAttribute("data-first-solution", data.solutions.length ? data.solutions[0] : "");
    }
    slider.disabled = false;
    slider.value = String(view.position);
    slider.setAttribute("aria-valuetext", say(this.lang, "page.step_of", { k: view.position, total: data.total }));
    this.timelineText.textContent = say(this.lang, "page.timeline", {
      k: view.position, total: data.total, solutions: data.solutions.length, dead_ends: data.dead_end_count,
    }) + say(this.lang, data.dead_ends.length || !data.dead_end_count ? "page.marked" : "page.crowded");
    var width = this.timelineWidth, height = 28;
    var context = this.timelineContext;
    context.clearRect(0, 0, width, height);
    context.drawImage(this.timelineLayer, 0, 0, width, height);
    context.fillStyle = this.currentColour;
    var here = view.position / Math.max(1, data.total) * (width - 1);
    context.beginPath();
    context.moveTo(here - 5, 0); context.lineTo(here + 5, 0); context.lineTo(here, 8); context.fill();
    context.fillRect(Math.round(here), 0, 2, height);
  };

  // The search tree so far, drawn by the markup stepper.js shares with the practice panel; a
  // node leads to the step that entered it.
  Stepper.prototype.drawTree = function () {
    var box = this.treeBox;
    var lang = this.lang;
    function t(key, values) { return say(lang, key, values); }
    if (!this.timelineData) { box.textContent = t("page.surveying"); return; }
    var tree = JSON.parse(this.walk.treeJson());
    var drawn = web.treeMarkup(tree, lang, { links: true });
    var width = drawn.width, currentX = drawn.currentX;
    box.innerHTML = drawn.markup;
    box.setAttribute("data-nodes", String(tree.nodes.length));
    box.setAttribute("data-folded", tree.folded ? "true" : "false");
    // Keep the current node in view when the tree is wider than its box.
    if (width > this.treeWidth) {
      var left = this.treeScroll || 0;
      if (currentX < left + 20 || currentX > left + this.treeWidth - 20) {
        this.treeScroll = Math.max(0, currentX - this.treeWidth / 2);
      }
      box.scrollLeft = this.treeScroll;
    } else {
      this.treeScroll = 0;
    }
  };

  // Text for markup: the model's words hold no markup, but they are escaped all the same.
  function escaped(text) {
    return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }

  // The exact-cover matrix (the model's `MatrixJson`): a column per item, a row per option, a
  // square where the option holds the item; covered items and hidden options greyed, the
  // queens' options marked, the item and option of the step framed, the options the step hid
  // or brought back tinted, and under each item its count of options left.
  Stepper.prototype.drawMatrix = function (view) {
    var matrix = view.matrix;
    this.matrixPane.hidden = !matrix;
    if (!matrix) return;
    var lang = this.lang;
    this.matrixWhy.textContent = matrix.why ? say(lang, "page.chosen", { why: matrix.why }) : "";
    var kinds = matrix.items.map(function (item, index) {
      var first = index === 0 || item.name.charAt(0) !== matrix.items[index - 1].name.charAt(0);
      return (item.primary ? "primary" : "secondary") + (item.covered ? " covered" : "") +
        (item.current ? " current" : "") + (item.branch ? " branch" : "") + (first ? " first" : "");
    });
    var parts = ['<table class="matrix"><thead><tr><th></th>'];
    matrix.items.forEach(function (item, index) {
      parts.push('<th class="item ' + kinds[index] + '" title="' + escaped(item.title) + '" data-item="' +
        item.name + '"><span>' + item.name + "</span></th>");
    });
    parts.push("</tr></thead><tbody>");
    matrix.options.forEach(function (option) {
      var row = option.cell[0], col = option.cell[1];
      // "out", not "hidden": the book's style sheet hides anything of class "hidden".
      var classes = "option" + (option.hidden ? " out" : "") + (option.queen ? " queen" : "") +
        (option.current ? " current" : "") + (option.moved ? " moved" : "");
      parts.push('<tr class="' + classes + '" data-cell="' + row + "," + col + '"><th>(' + row + "," + col + ")</th>");
      kinds.forEach(function (kind, index) {
        var on = option.items.indexOf(index) >= 0;
        parts.push('<td class="' + kind + (on ? " on" : "") + '"></td>');
      });
      parts.push("</tr>");
    });
    parts.push("</tbody><tfoot><tr><th>len</th>");
    matrix.items.forEach(function (item, index) {
      parts.push('<td class="' + kinds[index] + '">' + (item.covered ? "·" : item.options) + "</td>");
    });
    parts.push("</tr></tfoot></table>");
    this.matrixBox.innerHTML = parts.join("");
  };
})();
