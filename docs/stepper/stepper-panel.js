// The stepper's panel (a file of the book's stepper, loaded by stepper.js): a `Stepper` and the
// elements it builds in its root, the controls, the timeline, the question and the panes, and
// what a click, a drag or a key on them does.
(function () {
  "use strict";

  var web = window.nqueensWeb;
  var say = web.say, element = web.element, pageLang = web.pageLang, catalogIn = web.catalogIn;

  // A stepper in the element `root`, which follows the page's address if `linked`: each keeps its
  // own walk, view and controls, and steppers of a page share no state.
  function Stepper(root, linked) {
    this.root = root;
    this.linked = linked;
    this.lang = pageLang(root);
    this.catalog = catalogIn(this.lang);
    this.approach = root.getAttribute("data-approach") || this.catalog.default_approach;
    this.n = Number(root.getAttribute("data-n")) || 6;
    this.speed = this.catalog.first_speed;
    this.timer = null;
    this.showCode = true;
    this.notice = "";
    // The predict mode: before each step that makes a decision, a question (from the model).
    this.predict = false;
    this.question = null;
    this.feedback = "";
    this.expected = [];
  }

  // The phrase `key` in the stepper's language.
  Stepper.prototype.t = function (key, values) {
    return say(this.lang, key, values);
  };

  // The catalog's entry of the approach `id`: its name, its search's name and its code.
  Stepper.prototype.entry = function (id) {
    return this.catalog.approaches.filter(function (approach) { return approach.id === id; })[0];
  };

  // A button of an action, titled from the model's controls: what it does and its key.
  Stepper.prototype.button = function (action, text) {
    var label = this.catalog.controls.filter(function (control) { return control.action === action; })[0].title;
    return element("button", { type: "button", "data-action": action, "aria-label": label, title: label, text: text });
  };

  // Builds the stepper in its root: the controls, the timeline and the question, the panes,
  // the sentence and the code; then listens to them.
  Stepper.prototype.build = function () {
    var t = this.t.bind(this);
    var controls = this.buildControls();
    this.buildTimeline();
    this.buildPanes();
    var panel = element("section", {
      class: "stepper", tabindex: "0", "aria-label": t("page.panel"),
    }, [
      controls,
      this.timeline,
      this.status,
      this.ask,
      element("div", { class: "panes" }, [
        element("div", { class: "board-pane" }, [element("h4", { text: t("ui.board") }), this.board]),
        element("div", { class: "tree-pane" }, [element("h4", { text: t("ui.tree") }), this.treeBox]),
        element("div", { class: "stack-pane" }, [this.stackTitle, this.stack]),
        element("div", { class: "state-pane" }, [this.stateTitle, this.state]),
      ]),
      this.matrixPane,
      this.counters,
      this.sentence,
      this.codePane,
      this.keys,
    ]);
    this.root.textContent = "";
    this.root.appendChild(panel);
    this.root.classList.add("running");
    this.panel = panel;

    this.listen(controls);
  };

  // The toolbar: the approach, n, the buttons of the actions and the speed, from the catalog.
  Stepper.prototype.buildControls = function () {
    var self = this;
    var t = this.t.bind(this);
    var catalog = this.catalog;
    var largest = catalog.largest_n;
    var approach = element("select", { class: "approach", "aria-label": t("page.approach") });
    catalog.approaches.forEach(function (entry) {
      approach.appendChild(element("option", { value: entry.id, text: t("page.approach_option", { id: entry.id, name: entry.name }) }));
    });
    var size = element("select", { class: "size", "aria-label": t("page.size_label") });
    for (var n = 1; n <= largest; n++) size.appendChild(element("option", { value: n, text: n }));
    function button(action, text) { return self.button(action, text); }
    var speed = element("input", {
      type: "range", min: 0, max: catalog.speeds.length - 1, value: this.speed, class: "speed", "aria-label": t("page.speed_label"),
    });
    this.speedText = element("output", { class: "speed-text" });
    this.playButton = button("play", t("page.play"));
    var controls = element("div", { class: "controls", role: "toolbar", "aria-label": t("page.controls") }, [
      element("label", {}, [document.createTextNode(t("page.approach") + " "), approach]),
      element("label", {}, [document.createTextNode(t("page.n") + " "), size]),
      button("restart", t("page.restart")),
      button("back", t("page.back")),
      this.playButton,
      button("forward", t("page.forward")),
      button("solution", t("page.solution")),
      button("dead-end", t("page.dead_end")),
      button("code", t("page.code")),
      this.predictButton = button("predict", t("page.predict")),
      element("label", {}, [document.createTextNode(t("page.speed") + " "), speed, this.speedText]),
    ]);
    this.approachSelect = approach;
    this.sizeSelect = size;
    this.speedInput = speed;
    return controls;
  };

  // The status line, the timeline of the whole search and the predict mode's question.
  Stepper.prototype.buildTimeline = function () {
    var t = this.t.bind(this);
    this.status = element("p", { class: "status" });
    // The timeline: the whole search as a bar with its solutions and dead ends marked, and a
    // labelled slider under it for the keys.
    this.timelineBar = element("canvas", { class: "timeline-bar", height: 28, "aria-hidden": "true" });
    this.timelineSlider = element("input", {
      type: "range", min: 0, max: 0, value: 0, class: "timeline-slider", "aria-label": t("page.slider"),
    });
    this.timelineText = element("p", { class: "timeline-text" });
    this.timeline = element("div", { class: "timeline" }, [this.timelineBar, this.timelineSlider, this.timelineText]);
    // The predict mode's question, its answers and the score.
    this.questionText = element("p", { class: "question-text", "aria-live": "polite" });
    this.choices = element("span", { class: "choices" });
    this.showMe = this.button("show-me", t("page.show_me"));
    this.feedbackText = element("p", { class: "feedback", "aria-live": "polite" });
    this.scoreText = element("p", { class: "score" });
    this.ask = element("div", { class: "ask", hidden: "" }, [
      this.questionText, element("div", { class: "answers" }, [this.choices, this.showMe]), this.feedbackText, this.scoreText,
    ]);
  };

  // The panes: the board, the tree, the stack, the state, the matrix, the counters, the
  // sentence, the code and the keys.
  Stepper.prototype.buildPanes = function () {
    var t = this.t.bind(this);
    // The search tree so far.
    this.treeBox = element("div", { class: "tree", role: "group", "aria-label": t("ui.tree") });
    this.board = element("div", { class: "board", role: "img" });
    this.stack = element("ol", { class: "stack", start: 0 });
    this.stateTitle = element("h4", { class: "state-title" });
    this.stackTitle = element("h4", { class: "stack-title" });
    // The exact-cover matrix, for the search that keeps one (backtrack-dlx): drawn whole at
    // every step as one piece of markup, with a link to the page's figure of n = 4.
    this.matrixWhy = element("p", { class: "matrix-why", "aria-live": "polite" });
    this.matrixBox = element("div", { class: "matrix-box" });
    this.matrixPane = element("div", { class: "matrix-pane", hidden: "" }, [
      element("h4", { text: t("page.matrix") }), this.matrixWhy, this.matrixBox,
      element("p", { class: "matrix-figure" }, [
        element("a", { href: "backtrack-dlx.html#the-model", text: t("page.matrix_figure") }),
      ]),
    ]);
    this.state = element("div", { class: "state" });
    this.counters = element("p", { class: "counters" });
    this.sentence = element("p", { class: "sentence", "aria-live": "polite" });
    this.codePath = element("h4", { class: "code-path" });
    this.code = element("code", {});
    this.codeBox = element("pre", { class: "code", tabindex: "-1" }, [this.code]);
    this.codePane = element("div", { class: "code-pane" }, [this.codePath, this.codeBox]);
    this.keys = element("p", { class: "keys", text: this.catalog.keys });
  };

  // What a click, a drag or a key on the stepper does.
  Stepper.prototype.listen = function (controls) {
    var self = this;
    controls.addEventListener("click", function (event) {
      var action = event.target.closest("button") && event.target.closest("button").getAttribute("data-action");
      if (action) self.act(action);
    });
    this.ask.addEventListener("click", function (event) {
      var target = event.target.closest("button");
      if (!target) return;
      if (target.getAttribute("data-action") === "show-me") self.answer("");
      else if (target.hasAttribute("data-answer")) self.answer(target.getAttribute("data-answer"));
    });
    // A click on a cell answers a question about where the search goes.
    this.board.addEventListener("click", function (event) {
      var cell = event.target.closest(".cell");
      if (cell && self.question && !self.question.choices.length) {
        self.answer(cell.getAttribute("data-row") + "," + cell.getAttribute("data-col"));
      }
    });
    // A click on a node of the tree, or Enter on it, goes to the step that entered it.
    function toNode(event) {
      var node = event.target.closest("[data-step]");
      if (node) { self.pause(); self.walk.seek(Number(node.getAttribute("data-step"))); self.notice = ""; self.draw(); }
    }
    this.treeBox.addEventListener("click", toNode);
    this.treeBox.addEventListener("keydown", function (event) {
      if (event.key === "Enter" || event.key === " ") { toNode(event); event.preventDefault(); event.stopPropagation(); }
    });
    // The timeline: a click or a drag on the bar goes to that step (to a mark within 4 pixels);
    // the slider takes the keys.
    function toPoint(event) {
      if (!self.timelineData) return;
      var box = self.timelineBar.getBoundingClientRect();
      var x = Math.max(0, Math.min(box.width, event.clientX - box.left));
      self.seekTo(self.snap(x, box.width));
    }
    this.timelineBar.addEventListener("pointerdown", function (event) {
      self.dragging = true;
      if (self.timelineBar.setPointerCapture) self.timelineBar.setPointerCapture(event.pointerId);
      toPoint(event);
    });
    this.timelineBar.addEventListener("pointermove", function (event) { if (self.dragging) toPoint(event); });
    this.timelineBar.addEventListener("pointerup", function () { self.dragging = false; });
    this.timelineSlider.addEventListener("input", function () { self.seekTo(Number(self.timelineSlider.value)); });
    this.timelineSlider.addEventListener("keydown", function (event) {
      if (event.key !== "PageUp" && event.key !== "PageDown") return;
      var tenth = Math.max(1, Math.round(Number(self.timelineSlider.max) / 10));
      self.seekTo(self.walk.position() + (event.key === "PageUp" ? tenth : -tenth));
      event.preventDefault();
      event.stopPropagation();
    });
    var approach = this.approachSelect, size = this.sizeSelect, speed = this.speedInput;
    approach.addEventListener("change", function () { self.start(approach.value, self.n, 0); });
    size.addEventListener("change", function () { self.start(self.approach, Number(size.value), 0); });
    speed.addEventListener("input", function () { self.setSpeed(Number(speed.value)); });
    this.panel.addEventListener("keydown", function (event) { self.key(event); });
    window.addEventListener("resize", function () { self.measure(); if (self.walk) self.draw(); });
  };

  // The one constructor the stepper's other files add their methods to.
  web.Stepper = Stepper;
})();
