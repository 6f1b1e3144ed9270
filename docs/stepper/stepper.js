// The stepper of the nqueens book: draws the views of the step model (crates/web, compiled to
// WebAssembly by .ci/stepper) and sends it the clicks and key presses. No search runs here:
// every board, state, stack, counter, sentence and line of code comes from the model.
//
// A page places a stepper with
//   <div class="nqueens-stepper" data-approach="backtrack-array" data-n="6"> fallback </div>
// and loads nqueens_web.js, nqueens_web_wasm.js and this file with classic <script> tags, which
// also work from a page opened from disk. The fallback (the animated SVG and a sentence on what
// is missing) stays where the module is missing or JavaScript is off.
(function () {
  "use strict";

  // The two lines a page shows when the model cannot start, in the language of the page: the
  // only words of this file. Every other word comes from the model's phrase book (crates/walk,
  // `phrases`) through `say`, and the controls (speeds, keys, titles) from its catalog.
  var BOOT = {
    en: { failed: "The stepper could not start.", failedWhy: "What the browser said" },
    zh: { failed: "演示器无法启动。", failedWhy: "浏览器给出的原因" },
  };

  // The language of the page: Chinese on the Chinese book's pages, English elsewhere.
  function pageLang(root) {
    var asked = (root && root.getAttribute("data-lang")) || document.documentElement.lang || "";
    return asked.toLowerCase().indexOf("zh") === 0 ? "zh" : "en";
  }

  // The phrase `key` of the model's phrase book in `lang`, its {holes} filled from `values` by
  // the model's one template function.
  function say(lang, key, values) {
    return wasm_bindgen.Stepper.say(lang, key, JSON.stringify(values || {}));
  }

  // What the page needs once from the model, in each language a stepper of the page speaks: the
  // approaches with their names and code, the kinds of cell with their meanings, the largest n
  // (crates/web, `Catalog`).
  // Each is read once and never changed: the steppers of a page share no other state.
  var catalogs = {};
  function catalogIn(lang) {
    if (!catalogs[lang]) catalogs[lang] = JSON.parse(wasm_bindgen.Stepper.catalogJsonIn(lang));
    return catalogs[lang];
  }

  // The module, compiled once per page from the base64 text of nqueens_web_wasm.js: the module
  // gzipped (a third of its size), unzipped by the browser's own DecompressionStream. No fetch,
  // so it works from a page opened from disk too.
  var ready = null;
  function load() {
    if (ready) return ready;
    if (typeof wasm_bindgen !== "function" || typeof NQUEENS_WEB_WASM !== "string") {
      ready = Promise.reject(new Error("the stepper's WebAssembly module is not built"));
    } else if (typeof DecompressionStream !== "function") {
      ready = Promise.reject(new Error("this browser cannot unzip the module (no DecompressionStream)"));
    } else {
      var text = atob(NQUEENS_WEB_WASM);
      var bytes = new Uint8Array(text.length);
      for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
      var unzipped = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      ready = new Response(unzipped).arrayBuffer().then(function (module) {
        return wasm_bindgen({ module_or_path: module });
      });
    }
    return ready;
  }

  function element(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      if (name === "text") node.textContent = attributes[name];
      else node.setAttribute(name, attributes[name]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  // What the practice panel (practice.js) shares with the stepper: the module, the page's
  // language, the phrase book and the making of elements.
  window.nqueensWeb = { load: load, pageLang: pageLang, say: say, element: element };

  // The address `#approach=backtrack-array&n=6&step=120` is read by the model
  // (`Stepper.fromAddress`), which opens the nearest valid view and says what it changed.
  function toAddress(hash) {
    try {
      history.replaceState(null, "", hash);
    } catch (error) {
      // A page opened from disk may refuse a new address; the stepper works on without it.
    }
  }

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

  // Starts the walk of `approach` for n, at step `step`.
  Stepper.prototype.start = function (approach, n, step) {
    this.pause();
    try {
      var walk = new wasm_bindgen.Stepper(approach, n);
      walk.setLang(this.lang);
      if (this.walk) this.walk.free();
      this.walk = walk;
      this.approach = approach;
      this.n = n;
      if (step > 0) this.walk.seek(step);
      this.notice = "";
      this.newWalk();
    } catch (error) {
      this.notice = String(error && error.message ? error.message : error);
    }
    this.draw();
  };

  // Starts the walk a link asks for (`fragment`, the address after #), or the nearest valid
  // one, with a notice of what the model changed.
  Stepper.prototype.startAt = function (fragment) {
    this.pause();
    var walk = wasm_bindgen.Stepper.fromAddress(fragment, this.approach, this.n);
    walk.setLang(this.lang);
    if (this.walk) this.walk.free();
    this.walk = walk;
    var view = JSON.parse(walk.viewJson());
    this.approach = view.approach;
    this.n = view.n;
    this.notice = walk.notice();
    if (walk.predictMode()) this.predict = true;
    this.newWalk();
    this.draw();
  };

  // What a new walk starts without: its timeline is surveyed when the page is idle.
  Stepper.prototype.newWalk = function () {
    this.timelineData = null;
    this.timelineLayer = null;
    this.score = null;
    this.question = null;
    this.feedback = "";
    this.expected = [];
    this.surveyWhenIdle();
  };

  // The tree and the timeline need the whole search surveyed once (at n = 12, a run of the
  // search); it is done after the first board is drawn, when the page is idle.
  Stepper.prototype.surveyWhenIdle = function () {
    var self = this;
    var walk = this.walk;
    var later = window.requestIdleCallback || function (callback) { return setTimeout(callback, 50); };
    later(function () {
      if (self.walk !== walk || !walk) return;
      var start = performance.now();
      self.timelineData = JSON.parse(walk.timelineJson());
      self.root.setAttribute("data-survey-ms", String(Math.round(performance.now() - start)));
      self.timelineLayer = null;
      self.draw();
    });
  };

  // Goes to step `position` (or the end), as the timeline asks.
  Stepper.prototype.seekTo = function (position) {
    this.pause();
    this.notice = "";
    this.walk.seek(Math.max(0, Math.round(position)));
    this.draw();
  };

  // The step a point `x` of a bar `width` pixels wide stands for: the nearest solution within 4
  // pixels, else the nearest dead end within 4 pixels, else the step under it.
  Stepper.prototype.snap = function (x, width) {
    var data = this.timelineData;
    function nearest(marks) {
      var best = null, distance = 4;
      marks.forEach(function (mark) {
        var away = Math.abs(mark / Math.max(1, data.total) * (width - 1) - x);
        if (away <= distance) { distance = away; best = mark; }
      });
      return best;
    }
    var mark = nearest(data.solutions);
    if (mark === null) mark = nearest(data.dead_ends);
    return mark === null ? Math.round(x / Math.max(1, width - 1) * data.total) : mark;
  };

  // The predict mode: the next unanswered question before the step, or none.
  Stepper.prototype.nextQuestion = function () {
    var questions = JSON.parse(this.walk.questionsJson());
    this.question = questions.length ? questions[0] : null;
    return this.question;
  };

  // Answers the current question (an empty answer: "show me"); when the step has no question
  // left, takes it, so that its sentence shows with the right answer marked.
  Stepper.prototype.answer = function (answer) {
    if (!this.question) return;
    var judgement = JSON.parse(this.walk.answer(this.question.kind, answer));
    this.score = judgement.score;
    this.expected = judgement.expected;
    this.feedback = judgement.said;
    this.feedbackRight = answer === "" ? null : judgement.right;
    this.root.setAttribute("data-last-answer", answer === "" ? "shown" : judgement.right ? "right" : "wrong");
    if (!this.nextQuestion()) this.walk.forward();
    this.draw();
  };

  Stepper.prototype.act = function (action) {
    var lang = this.lang;
    function t(key, values) { return say(lang, key, values); }
    var catalog = this.catalog;
    this.notice = "";
    if (["solution", "dead-end", "restart"].indexOf(action) >= 0) { this.question = null; this.feedback = ""; this.expected = []; }
    if (action !== "play") this.pause();
    switch (action) {
      case "forward":
        if (this.predict && (this.question || this.nextQuestion())) { this.feedback = ""; this.expected = []; break; }
        this.feedback = "";
        this.expected = [];
        if (!this.walk.forward()) this.notice = t("ui.over");
        break;
      case "predict":
        this.predict = !this.predict;
        this.question = null;
        this.feedback = "";
        if (this.predict) this.nextQuestion();
        break;
      case "show-me": if (this.question) return this.answer(""); break;
      case "back": this.question = null; this.feedback = ""; if (!this.walk.back()) this.notice = t("ui.at_start"); break;
      case "solution": if (!this.walk.next_solution()) this.notice = t("ui.no_solution"); break;
      case "dead-end": if (!this.walk.next_dead_end()) this.notice = t("ui.no_dead_end"); break;
      case "restart": this.walk.restart(); break;
      case "play": if (this.timer) this.pause(); else this.play(); break;
      case "code": this.showCode = !this.showCode; break;
      case "larger": case "smaller":
        var n = this.n + (action === "larger" ? 1 : -1);
        if (n < 1 || n > catalog.largest_n) this.notice = t("ui.sizes", { front: t("page.name"), n: catalog.largest_n });
        else return this.start(this.approach, n, 0);
        break;
      case "next-approach": case "previous-approach":
        var ids = catalog.approaches.map(function (entry) { return entry.id; });
        var index = ids.indexOf(this.approach) + (action === "next-approach" ? 1 : ids.length - 1);
        return this.start(ids[index % ids.length], this.n, 0);
      case "faster": this.setSpeed(this.speed + 1); return;
      case "slower": this.setSpeed(this.speed - 1); return;
    }
    this.draw();
  };

  Stepper.prototype.setSpeed = function (speed) {
    this.speed = Math.max(0, Math.min(this.catalog.speeds.length - 1, speed));
    this.speedInput.value = this.speed;
    if (this.timer) { this.pause(); this.play(); } else this.draw();
  };

  Stepper.prototype.play = function () {
    var self = this;
    var perSecond = this.catalog.speeds[this.speed];
    // Browsers wait at least a few milliseconds between timer calls: play fast speeds in batches.
    var interval = Math.max(1000 / perSecond, 20);
    var batch = Math.max(1, Math.round(perSecond * interval / 1000));
    this.timer = setInterval(function () {
      for (var i = 0; i < batch; i++) {
        // In the predict mode, play stops at each question.
        if (self.predict && self.nextQuestion()) { self.pause(); break; }
        if (!self.walk.forward()) { self.pause(); break; }
      }
      self.draw();
    }, interval);
    this.draw();
  };

  Stepper.prototype.pause = function () {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  };

  // The action a key asks for, from the model's controls, or null.
  Stepper.prototype.actionOf = function (key) {
    var found = this.catalog.controls.filter(function (control) { return control.keys.indexOf(key) >= 0; })[0];
    return found ? found.action : null;
  };

  Stepper.prototype.key = function (event) {
    var tag = event.target.tagName;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // The controls keep their own keys (a select's arrows, a button's Enter and space).
    if ((tag === "SELECT" || tag === "INPUT" || tag === "BUTTON") && event.target !== this.panel) {
      if (["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " "].indexOf(event.key) >= 0) return;
    }
    var action = this.actionOf(event.key);
    if (action === "keys") {
      this.keys.hidden = !this.keys.hidden;
    } else if (action) {
      this.act(action);
    } else {
      return;
    }
    // The key belongs to the stepper: not to the page (mdBook turns pages on ← and →).
    event.preventDefault();
    event.stopPropagation();
  };

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

  // The search tree so far, as an SVG: a node per queen placed, children in column order, the
  // path to the current node highlighted, solutions and dead ends marked, beside each node the
  // cells rejected in the row below it, and under a node on the path the columns to come. It
  // is written as one piece of markup, which the browser builds faster than node by node.
  Stepper.prototype.drawTree = function () {
    var box = this.treeBox;
    var lang = this.lang;
    function t(key, values) { return say(lang, key, values); }
    if (!this.timelineData) { box.textContent = t("page.surveying"); return; }
    var tree = JSON.parse(this.walk.treeJson());
    var unit = Math.max(14, Math.min(40, Math.floor(560 / tree.width)));
    var level = 40;
    var width = tree.width * unit + 2 * unit;
    var height = tree.levels * level + 16;
    function at(node) { return [unit + node.x * unit, 12 + node.depth * level]; }
    var parts = ['<svg class="tree-drawing" xmlns="http://www.w3.org/2000/svg" width="' + width + '" height="' + height +
      '" viewBox="0 0 ' + width + " " + height + '">'];
    tree.nodes.forEach(function (node) {
      if (node.parent === null) return;
      var from = at(tree.nodes[node.parent]), to = at(node);
      parts.push('<line x1="' + from[0] + '" y1="' + from[1] + '" x2="' + to[0] + '" y2="' + to[1] + '" class="edge' +
        (node.state !== "done" ? " on-path" : "") + '"/>');
    });
    var currentX = 0;
    tree.nodes.forEach(function (node) {
      var point = at(node), x = point[0], y = point[1];
      var label = node.cell ? "(" + node.cell[0] + ", " + node.cell[1] + ")" : t("page.root");
      var words = t("page.node", {
        cell: label, state: node.state === "current" ? t("page.here") : node.state === "path" ? t("page.on_path") : t("page.finished"),
      });
      if (node.end === "solution") words += t("page.a_solution");
      if (node.end === "dead-end") words += t("page.a_dead_end");
      if (node.folded) words += t("page.folded", { nodes: node.folded[0], solutions: node.folded[1] });
      if (node.rejected) words += t("page.rejected_below", { k: node.rejected });
      if (node.to_come) words += t("page.to_come", { k: node.to_come });
      parts.push('<g class="node ' + node.state + " " + node.end + (node.folded ? " folded" : "") + '" data-step="' + node.step +
        '" tabindex="0" role="button" aria-label="' + words + t("page.go_to") + '">');
      if (node.folded) {
        parts.push('<rect x="' + (x - 6) + '" y="' + (y - 6) + '" width="12" height="12" rx="2"/>');
        parts.push('<text x="' + x + '" y="' + (y + 17) + '" class="count">' + node.folded[0] + (node.folded[1] ? "★" + node.folded[1] : "") + "</text>");
      } else {
        parts.push('<circle cx="' + x + '" cy="' + y + '" r="6"/>');
      }
      if (node.cell && unit >= 18) parts.push('<text x="' + x + '" y="' + (y - 9) + '" class="label">' + node.cell[1] + "</text>");
      if (node.rejected && !node.folded) parts.push('<text x="' + (x + 8) + '" y="' + (y + 4) + '" class="rejected">×' + node.rejected + "</text>");
      if (node.to_come && node.state !== "done") parts.push('<text x="' + (x - 8) + '" y="' + (y + 16) + '" class="to-come">+' + node.to_come + "</text>");
      parts.push("</g>");
      if (node.state === "current") currentX = x;
    });
    parts.push("</svg>");
    box.innerHTML = parts.join("");
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

  // The predict mode's question, its answers, the feedback on the last answer, and the score.
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

  Stepper.prototype.drawAsk = function () {
    this.ask.hidden = !this.predict;
    if (!this.predict) return;
    var question = this.question;
    this.questionText.textContent = question ? question.prompt + (question.choices.length ? "" : say(this.lang, "page.click")) :
      say(this.lang, "page.press");
    this.root.setAttribute("data-question", question ? question.kind : "");
    this.choices.textContent = "";
    var self = this;
    if (question) {
      question.choices.forEach(function (choice) {
        self.choices.appendChild(element("button", { type: "button", "data-answer": choice[0], text: choice[1] }));
      });
    }
    this.showMe.disabled = !question;
    this.feedbackText.textContent = this.feedback;
    this.feedbackText.className = "feedback" + (this.feedbackRight === true ? " right" : this.feedbackRight === false ? " wrong" : "");
    var score = this.score || JSON.parse(this.walk.scoreJson());
    var percent = score.asked ? Math.round(100 * score.right / score.asked) : 0;
    this.scoreText.textContent = say(this.lang, "page.score", { right: score.right, asked: score.asked }) +
      (score.asked ? say(this.lang, "page.percent", { percent: percent }) : "") +
      say(this.lang, "page.streak_after", { streak: score.streak });
    this.root.setAttribute("data-score", score.right + "/" + score.asked);
  };

  // Deep in a search of n = 12, the model records its next steps ahead of time when the page is
  // idle, so that a key press never waits for it.
  Stepper.prototype.prepareWhenIdle = function () {
    var self = this;
    if (this.preparing) return;
    this.preparing = true;
    var later = window.requestIdleCallback || function (callback) { return setTimeout(callback, 50); };
    later(function () {
      self.preparing = false;
      if (self.walk) self.walk.prepare();
    });
  };

  function startAll() {
    var roots = Array.from(document.querySelectorAll(".nqueens-stepper"));
    if (!roots.length) return;
    load().then(function () {
      var steppers = [];
      roots.forEach(function (root, index) {
        var stepper = new Stepper(root, index === 0);
        stepper.build();
        // The first stepper of a page follows the address; the others open on their markup.
        stepper.startAt(index === 0 ? location.hash : "");
        root.stepper = stepper;
        steppers.push(stepper);
        if (index === 0) {
          // A link to another step of this page (the address changed, not by the stepper).
          window.addEventListener("hashchange", function () {
            if (location.hash !== stepper.address) stepper.startAt(location.hash);
          });
        }
      });
      // A key pressed while nothing on the page has the focus goes to the stepper on screen (the
      // one most in view), not to the book: mdBook turns pages on ← and →, and a learner who
      // reads "press step (→)" presses → before clicking into the stepper. Listening on the
      // window, before the page's own listeners, lets the stepper keep the key. Once a link, a
      // field or the search has the focus, keys are theirs again; Tab is never taken.
      window.addEventListener("keydown", function (event) {
        var target = event.target;
        if (target !== document.body && target !== document.documentElement && target !== document) return;
        var best = null, mostShown = 0;
        steppers.forEach(function (stepper) {
          var box = stepper.panel.getBoundingClientRect();
          var shown = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
          if (shown > mostShown) { best = stepper; mostShown = shown; }
        });
        if (best) best.key(event);
      }, true);
      // When the first boards were drawn, in milliseconds from the start of the page's load.
      document.documentElement.setAttribute("data-stepper-ms", String(Math.round(performance.now())));
      document.documentElement.setAttribute("data-stepper", "ready");
    }).catch(function (error) {
      roots.forEach(function (root) {
        var lang = pageLang(root);
        // The browser's own message is in the browser's language, not the page's: it waits in a
        // detail the reader can open, under a label in the page's language.
        var why = element("details", {}, [
          element("summary", { text: (BOOT[lang] || BOOT.en).failedWhy }),
          element("code", { text: String(error && error.message ? error.message : error) })
        ]);
        root.appendChild(element("div", { class: "stepper-error" }, [element("p", { text: (BOOT[lang] || BOOT.en).failed }), why]));
      });
      document.documentElement.setAttribute("data-stepper", "failed");
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", startAll);
  else startAll();
})();
