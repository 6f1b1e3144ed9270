// The stepper's moves (a file of the book's stepper, loaded by stepper.js): starting a walk of
// the model, at a step or at a link's address, and the actions of the buttons, keys and play
// that move it, each followed by a drawing.
(function () {
  "use strict";

  var web = window.nqueensWeb;
  var Stepper = web.Stepper;
  var say = web.say;

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
})();
