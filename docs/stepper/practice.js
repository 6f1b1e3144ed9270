// The practice panel of the book: the learner writes an exercise of `nqueens practice` in
// JavaScript, which runs in a Web Worker of its own under a cap of steps and of time, and the
// model (crates/web, `practice`) holds the lines it reports to the textbook's walk, step by
// step and state by state, as `nqueens practice check` does. No search runs here, and no word
// is written here: the exercises, their skeletons and answers, the harness of the worker, the
// verdict and the board come from the model, every word from its phrase book through `say`.
//
// A page places a panel with
//   <div class="nqueens-practice" data-exercise="place-row-array"> fallback </div>
// and loads nqueens_web.js, nqueens_web_wasm.js, stepper.js (which loads the module) and this
// file with classic <script> tags, which work from a page opened from disk too: the worker's
// script is a Blob, not a file. Each panel keeps its own state; two panels of a page share
// nothing but the module.
(function () {
  "use strict";

  // The stepper's script (stepper.js, loaded before this one) shares the module's loading, the
  // page's language, the phrase book and the making of elements.
  var shared = window.nqueensWeb || {};
  var pageLang = shared.pageLang, say = shared.say, element = shared.element;

  function lineCount(text) {
    return text.split("\n").length - 1;
  }

  function Panel(root) {
    this.root = root;
    this.lang = pageLang(root);
    this.practice = JSON.parse(wasm_bindgen.Stepper.practiceJson(this.lang));
    var asked = root.getAttribute("data-exercise");
    var ids = this.practice.exercises.map(function (exercise) { return exercise.id; });
    this.exercise = this.practice.exercises[Math.max(0, ids.indexOf(asked))];
    // The run under way: its worker, its timer, the lines it posted.
    this.running = null;
  }

  Panel.prototype.build = function () {
    var self = this;
    var lang = this.lang;
    function t(key, values) { return say(lang, key, values); }
    var practice = this.practice;
    this.select = element("select", { class: "exercise", "aria-label": t("practice.page.exercise") });
    practice.exercises.forEach(function (exercise) {
      self.select.appendChild(element("option", { value: exercise.id, text: exercise.id }));
    });
    this.select.value = this.exercise.id;
    function button(action, key) {
      return element("button", { type: "button", "data-action": action, text: t(key) });
    }
    this.editor = element("textarea", {
      class: "code", spellcheck: "false", autocomplete: "off", autocapitalize: "off", wrap: "off",
      "aria-label": t("practice.page.editor"),
    });
    this.editor.value = this.exercise.skeleton;
    this.status = element("p", { class: "status", role: "status", "aria-live": "polite" });
    this.boardCaption = element("p", { class: "board-caption" });
    this.board = element("div", { class: "board", role: "img" });
    this.link = element("a", { class: "stepper-link", text: t("practice.page.stepper") });
    this.text = element("pre", { class: "verdict" });
    // The board of the first difference and the words beside it (the states, the line of code):
    // the board is drawn once, here, and the words leave theirs out.
    this.difference = element("div", { class: "difference" }, [this.board, this.text]);
    // The learner's search tree up to the difference beside the textbook's, drawn by the
    // stepper's drawing of a tree (stepper.js), the node where they part ringed in each.
    function treePane(key) {
      var box = element("div", { class: "tree", role: "group", "aria-label": t(key) });
      return { box: box, pane: element("div", { class: "tree-pane" }, [element("h4", { text: t(key) }), box]) };
    }
    this.yourTree = treePane("practice.page.tree.yours");
    this.textbookTree = treePane("practice.page.tree.textbook");
    this.treesCaption = element("p", { class: "trees-caption" });
    this.trees = element("div", { class: "trees" }, [
      this.treesCaption, element("div", { class: "tree-panes" }, [this.yourTree.pane, this.textbookTree.pane]),
    ]);
    this.verdict = element("div", { class: "result" }, [this.status, this.boardCaption, this.difference, this.trees, this.link]);
    this.verdict.hidden = true;
    this.root.textContent = "";
    this.root.appendChild(element("h3", { text: t("practice.page.title") }));
    this.root.appendChild(element("p", {
      class: "intro",
      text: t("practice.page.intro", { largest: practice.largest, cap: practice.cap.toLocaleString("en-US"), seconds: practice.time_limit_ms / 1000 }),
    }));
    this.root.appendChild(element("div", { class: "controls" }, [
      element("label", {}, [document.createTextNode(t("practice.page.exercise") + " "), this.select]),
      button("check", "practice.page.check"),
      button("skeleton", "practice.page.skeleton"),
      button("answer", "practice.page.answer"),
    ]));
    // The ladder of hints, as `nqueens practice hint` climbs it: one more at each press.
    this.hintButton = button("hint", "practice.page.hint");
    this.hints = element("ol", { class: "hints", "aria-label": t("practice.page.hints") });
    this.root.querySelector(".controls").appendChild(this.hintButton);
    this.root.appendChild(this.hints);
    this.showHints(0);
    this.root.appendChild(this.editor);
    this.root.appendChild(this.verdict);
    this.select.addEventListener("change", function () { self.choose(self.select.value); });
    this.root.querySelector(".controls").addEventListener("click", function (event) {
      var action = event.target.getAttribute && event.target.getAttribute("data-action");
      if (action === "check") self.check();
      if (action === "skeleton") self.editor.value = self.exercise.skeleton;
      if (action === "answer") self.editor.value = self.exercise.answer;
      if (action === "hint") self.showHints(self.hints.children.length + 1);
    });
    // Tab in the editor indents, as in an editor of code; Esc and then Tab leave it.
    this.editor.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { self.escaped = true; return; }
      if (event.key !== "Tab" || event.shiftKey || self.escaped) { self.escaped = false; return; }
      event.preventDefault();
      var start = self.editor.selectionStart;
      self.editor.setRangeText("  ", start, self.editor.selectionEnd, "end");
    });
    this.root.setAttribute("data-practice", "ready");
  };

  // Shows the first `count` hints of the exercise's ladder, and says on the button which is
  // next; after the last, the button is off.
  Panel.prototype.showHints = function (count) {
    var hints = this.exercise.hints;
    var shown = Math.min(count, hints.length);
    var list = this.hints;
    while (list.children.length > shown) list.removeChild(list.lastChild);
    for (var index = list.children.length; index < shown; index++) {
      list.appendChild(element("li", { text: hints[index] }));
    }
    list.hidden = shown === 0;
    var next = Math.min(shown + 1, hints.length);
    this.hintButton.textContent = say(this.lang, "practice.page.hint", { number: next, count: hints.length });
    this.hintButton.disabled = shown >= hints.length;
  };

  Panel.prototype.choose = function (id) {
    this.stop();
    this.exercise = this.practice.exercises.filter(function (exercise) { return exercise.id === id; })[0] || this.exercise;
    this.showHints(0);
    this.editor.value = this.exercise.skeleton;
    this.verdict.hidden = true;
    this.root.removeAttribute("data-verdict");
  };

  // Ends the run under way, if any: its worker is terminated, whatever it is doing.
  Panel.prototype.stop = function () {
    var running = this.running;
    this.running = null;
    if (!running) return null;
    clearTimeout(running.timer);
    running.worker.terminate();
    URL.revokeObjectURL(running.url);
    return running;
  };

  // Runs the learner's code in a worker: the harness, the exercise's driver, the code, and the
  // call that runs n = 1 to 8. The worker posts its lines as it goes; it ends by itself, throws,
  // or is terminated when its time is up (an endless loop cannot hang the page).
  Panel.prototype.check = function () {
    var self = this;
    this.stop();
    var practice = this.practice;
    var head = practice.harness + "\n" + this.exercise.driver + "\n";
    var offset = lineCount(head);
    var source = head + this.editor.value + "\n;nqueensRun(" + practice.largest + ", " + practice.cap + ", " + offset + ");\n";
    var url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    var running = { worker: new Worker(url), url: url, lines: [], id: this.exercise.id };
    this.running = running;
    this.root.setAttribute("data-verdict", "running");
    this.status.textContent = say(this.lang, "practice.page.running", { largest: practice.largest });
    this.verdict.hidden = false;
    this.board.hidden = this.link.hidden = this.boardCaption.hidden = this.trees.hidden = true;
    this.boardCaption.textContent = this.text.textContent = "";
    function line(number) {
      return number > 0 ? say(self.lang, "practice.page.line", { line: number }) : "";
    }
    running.worker.onmessage = function (event) {
      if (self.running !== running) return;
      var data = event.data || {};
      Array.prototype.push.apply(running.lines, data.lines || []);
      if (data.done) self.finish("done");
      else if (typeof data.error === "string") self.finish(data.error + line(data.line));
    };
    // A syntax error, or an exception the harness could not catch.
    running.worker.onerror = function (event) {
      event.preventDefault();
      if (self.running !== running) return;
      self.finish(String(event.message || "Error") + line((event.lineno || 0) - offset));
    };
    running.timer = setTimeout(function () {
      if (self.running === running) self.finish("timeout");
    }, practice.time_limit_ms);
  };

  Panel.prototype.finish = function (ending) {
    var running = this.stop();
    if (!running) return;
    var result = JSON.parse(wasm_bindgen.Stepper.practiceCheck(this.lang, running.id, running.lines.join("\n"), ending));
    this.draw(result);
  };

  // The verdict: its first line as the status, the board of the first difference drawn, and
  // the rest of the words as the tool writes them.
  Panel.prototype.draw = function (result) {
    var lang = this.lang;
    var lines = result.text.replace(/\s+$/, "").split("\n");
    this.root.setAttribute("data-verdict", result.verdict);
    if (result.n) this.root.setAttribute("data-n", result.n); else this.root.removeAttribute("data-n");
    if (result.step) this.root.setAttribute("data-step", result.step); else this.root.removeAttribute("data-step");
    this.status.textContent = lines[0];
    this.text.textContent = lines.slice(1).join("\n").replace(/^\n+/, "");
    this.drawTrees(result);
    var view = result.view;
    this.board.hidden = this.link.hidden = this.boardCaption.hidden = !view;
    this.boardCaption.textContent = view ? say(lang, "practice.page.board", { step: result.step, n: result.n }) : "";
    this.board.textContent = "";
    if (!view) return;
    var board = this.board;
    var labels = element("div", { class: "labels", "aria-hidden": "true" });
    for (var col = 0; col < view.n; col++) labels.appendChild(element("span", { text: String(col) }));
    board.appendChild(labels);
    view.cells.forEach(function (kinds, row) {
      var line = element("div", { class: "row", "data-row": row });
      kinds.forEach(function (kind, col) {
        var classes = "cell " + kind + ((row + col) % 2 ? " dark" : "");
        if (view.cell && view.cell[0] === row && view.cell[1] === col) classes += " current";
        if (result.yours && result.yours[0] === row && result.yours[1] === col) classes += " yours";
        line.appendChild(element("span", { class: classes, "data-row": row, "data-col": col, "data-cell": kind }));
      });
      board.appendChild(line);
    });
    board.style.setProperty("--n", view.n);
    board.setAttribute("aria-label", this.boardCaption.textContent);
    this.link.setAttribute("href", "stepper.html#approach=" + view.approach + "&n=" + view.n + "&step=" + view.position);
  };

  // Where the searches part: the learner's tree up to the difference on the left, the
  // textbook's after the same step on the right, each scrolled to the node where they part.
  Panel.prototype.drawTrees = function (result) {
    var lang = this.lang;
    var trees = result.trees;
    this.trees.hidden = !trees;
    if (!trees) return;
    this.treesCaption.textContent = say(lang, "practice.page.trees", { n: result.n, step: result.step });
    [[this.yourTree.box, trees.yours], [this.textbookTree.box, trees.textbook]].forEach(function (pair) {
      var box = pair[0], tree = pair[1];
      var drawn = shared.treeMarkup(tree, lang, { parts: true });
      box.innerHTML = drawn.markup;
      box.setAttribute("data-nodes", String(tree.nodes.length));
      box.scrollLeft = Math.max(0, drawn.currentX - box.clientWidth / 2);
    });
  };

  function startAll() {
    var roots = Array.from(document.querySelectorAll(".nqueens-practice"));
    if (!roots.length || typeof shared.load !== "function") return;
    shared.load().then(function () {
      roots.forEach(function (root) {
        var panel = new Panel(root);
        panel.build();
        root.practice = panel;
      });
      document.documentElement.setAttribute("data-practice", "ready");
    }).catch(function () {
      // The fallback stays: stepper.js says on its own panels why the module did not start.
      document.documentElement.setAttribute("data-practice", "failed");
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", startAll);
  else startAll();
})();
