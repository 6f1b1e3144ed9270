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

  // Steps per second of play, as in `nqueens explore`.
  var SPEEDS = [1, 2, 5, 10, 25, 100, 1000];
  var FIRST_SPEED = 2;
  // How the board shows each kind of cell the model sends (`queen`, `free`, `column`,
  // `diagonal`, `anti-diagonal`): the page's own drawing, read one way only.
  var SYMBOLS = { "queen": "Q", "free": "·", "column": "│", "diagonal": "╲", "anti-diagonal": "╱" };

  // What the page needs once from the model: the approaches with their names and code, the kinds
  // of cell with their meanings, the largest n (crates/web, `Catalog`).
  var catalog = null;
  function entry(id) {
    return catalog.approaches.filter(function (approach) { return approach.id === id; })[0];
  }

  // The module, compiled once per page from the base64 text of nqueens_web_wasm.js.
  var ready = null;
  function load() {
    if (ready) return ready;
    if (typeof wasm_bindgen !== "function" || typeof NQUEENS_WEB_WASM !== "string") {
      ready = Promise.reject(new Error("the stepper's WebAssembly module is not built"));
    } else {
      var text = atob(NQUEENS_WEB_WASM);
      var bytes = new Uint8Array(text.length);
      for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
      ready = wasm_bindgen({ module_or_path: bytes }).then(function () {
        catalog = JSON.parse(wasm_bindgen.Stepper.catalogJson());
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
    this.approach = root.getAttribute("data-approach") || catalog.default_approach;
    this.n = Number(root.getAttribute("data-n")) || 6;
    this.speed = FIRST_SPEED;
    this.timer = null;
    this.showCode = true;
    this.notice = "";
  }

  Stepper.prototype.build = function () {
    var self = this;
    var largest = catalog.largest_n;
    var approach = element("select", { class: "approach", "aria-label": "approach" });
    catalog.approaches.forEach(function (entry) {
      approach.appendChild(element("option", { value: entry.id, text: entry.id + " (" + entry.name + ")" }));
    });
    var size = element("select", { class: "size", "aria-label": "board size n" });
    for (var n = 1; n <= largest; n++) size.appendChild(element("option", { value: n, text: n }));
    function button(action, text, label) {
      return element("button", { type: "button", "data-action": action, "aria-label": label, title: label, text: text });
    }
    var speed = element("input", {
      type: "range", min: 0, max: SPEEDS.length - 1, value: this.speed, class: "speed", "aria-label": "steps per second when playing",
    });
    this.speedText = element("output", { class: "speed-text" });
    this.playButton = button("play", "▶ play", "play or pause (space)");
    var controls = element("div", { class: "controls", role: "toolbar", "aria-label": "stepper controls" }, [
      element("label", {}, [document.createTextNode("approach "), approach]),
      element("label", {}, [document.createTextNode("n "), size]),
      button("restart", "restart", "back to the empty board (r)"),
      button("back", "◀ back", "one step back (←)"),
      this.playButton,
      button("forward", "step ▶", "one step forward (→)"),
      button("solution", "next solution", "go to the next solution (n)"),
      button("dead-end", "next dead end", "go to the next dead end (d)"),
      button("code", "code", "show or hide the code (c)"),
      element("label", {}, [document.createTextNode("speed "), speed, this.speedText]),
    ]);
    this.status = element("p", { class: "status" });
    this.board = element("div", { class: "board", role: "img" });
    this.stack = element("ol", { class: "stack", start: 0 });
    this.stateTitle = element("h4", { class: "state-title" });
    this.state = element("div", { class: "state" });
    this.counters = element("p", { class: "counters" });
    this.sentence = element("p", { class: "sentence", "aria-live": "polite" });
    this.codePath = element("h4", { class: "code-path" });
    this.code = element("code", {});
    this.codeBox = element("pre", { class: "code", tabindex: "-1" }, [this.code]);
    this.codePane = element("div", { class: "code-pane" }, [this.codePath, this.codeBox]);
    this.keys = element("p", {
      class: "keys",
      text: "Keys, once the stepper has focus: → l Enter step · ← h Backspace back · space play · + − speed · " +
        "n next solution · d next dead end · r Home restart · ↑ ↓ a larger or smaller board · " +
        "a A the next or previous approach · c the code · ? these keys",
    });
    var panel = element("section", {
      class: "stepper", tabindex: "0", "aria-label": "N-Queens stepper: the search step by step, with the line of code behind each step",
    }, [
      controls,
      this.status,
      element("div", { class: "panes" }, [
        element("div", { class: "board-pane" }, [element("h4", { text: "board" }), this.board]),
        element("div", { class: "stack-pane" }, [element("h4", { text: "stack: place_row" }), this.stack]),
        element("div", { class: "state-pane" }, [this.stateTitle, this.state]),
      ]),
      this.counters,
      this.sentence,
      this.codePane,
      this.keys,
    ]);
    this.root.textContent = "";
    this.root.appendChild(panel);
    this.root.classList.add("running");
    this.panel = panel;
    this.approachSelect = approach;
    this.sizeSelect = size;
    this.speedInput = speed;

    controls.addEventListener("click", function (event) {
      var action = event.target.closest("button") && event.target.closest("button").getAttribute("data-action");
      if (action) self.act(action);
    });
    approach.addEventListener("change", function () { self.start(approach.value, self.n, 0); });
    size.addEventListener("change", function () { self.start(self.approach, Number(size.value), 0); });
    speed.addEventListener("input", function () { self.setSpeed(Number(speed.value)); });
    panel.addEventListener("keydown", function (event) { self.key(event); });
  };

  // Starts the walk of `approach` for n, at step `step`.
  Stepper.prototype.start = function (approach, n, step) {
    this.pause();
    try {
      var walk = new wasm_bindgen.Stepper(approach, n);
      if (this.walk) this.walk.free();
      this.walk = walk;
      this.approach = approach;
      this.n = n;
      if (step > 0) this.walk.seek(step);
      this.notice = "";
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
    if (this.walk) this.walk.free();
    this.walk = walk;
    var view = JSON.parse(walk.viewJson());
    this.approach = view.approach;
    this.n = view.n;
    this.notice = walk.notice();
    this.draw();
  };

  Stepper.prototype.act = function (action) {
    this.notice = "";
    if (action !== "play") this.pause();
    switch (action) {
      case "forward": if (!this.walk.forward()) this.notice = "the search is over: r restarts it"; break;
      case "back": if (!this.walk.back()) this.notice = "this is the start"; break;
      case "solution": if (!this.walk.next_solution()) this.notice = "no solution ahead: the search is over"; break;
      case "dead-end": if (!this.walk.next_dead_end()) this.notice = "no dead end ahead: the search is over"; break;
      case "restart": this.walk.restart(); break;
      case "play": if (this.timer) this.pause(); else this.play(); break;
      case "code": this.showCode = !this.showCode; break;
      case "larger": case "smaller":
        var n = this.n + (action === "larger" ? 1 : -1);
        if (n < 1 || n > catalog.largest_n) this.notice = "the stepper takes n from 1 to " + catalog.largest_n;
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
    this.speed = Math.max(0, Math.min(SPEEDS.length - 1, speed));
    this.speedInput.value = this.speed;
    if (this.timer) { this.pause(); this.play(); } else this.draw();
  };

  Stepper.prototype.play = function () {
    var self = this;
    var perSecond = SPEEDS[this.speed];
    // Browsers wait at least a few milliseconds between timer calls: play fast speeds in batches.
    var interval = Math.max(1000 / perSecond, 20);
    var batch = Math.max(1, Math.round(perSecond * interval / 1000));
    this.timer = setInterval(function () {
      for (var i = 0; i < batch; i++) {
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

  Stepper.prototype.key = function (event) {
    var tag = event.target.tagName;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // The controls keep their own keys (a select's arrows, a button's Enter and space).
    if ((tag === "SELECT" || tag === "INPUT" || tag === "BUTTON") && event.target !== this.panel) {
      if (["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " "].indexOf(event.key) >= 0) return;
    }
    var actions = {
      ArrowRight: "forward", l: "forward", Enter: "forward",
      ArrowLeft: "back", h: "back", Backspace: "back",
      " ": "play", "+": "faster", "=": "faster", "-": "slower",
      n: "solution", d: "dead-end", r: "restart", Home: "restart",
      ArrowUp: "larger", ArrowDown: "smaller",
      a: "next-approach", A: "previous-approach", c: "code",
    };
    if (event.key === "?") {
      this.keys.hidden = !this.keys.hidden;
    } else if (actions[event.key]) {
      this.act(actions[event.key]);
    } else {
      return;
    }
    // The key belongs to the stepper: not to the page (mdBook turns pages on ← and →).
    event.preventDefault();
    event.stopPropagation();
  };

  Stepper.prototype.draw = function () {
    var self = this;
    this.approachSelect.value = this.approach;
    this.sizeSelect.value = String(this.n);
    this.speedText.textContent = " " + SPEEDS[this.speed] + " steps/s";
    this.playButton.textContent = this.timer ? "⏸ pause" : "▶ play";
    this.playButton.setAttribute("aria-pressed", this.timer ? "true" : "false");
    if (!this.walk) {
      this.status.textContent = this.notice;
      return;
    }
    var view = JSON.parse(this.walk.viewJson());
    var status = this.timer ? "playing" : view.at_end ? "the end" : "paused";
    this.status.textContent = view.approach + " · n = " + view.n + " · step " + view.position + " · " + status +
      (this.notice ? " · " + this.notice : "");

    // The board: a cell per square, its kind from the model, the cell of the step framed.
    this.board.textContent = "";
    var description = [];
    view.cells.forEach(function (kinds, row) {
      var line = element("div", { class: "row" });
      kinds.forEach(function (kind, col) {
        var classes = "cell " + (kind === "queen" || kind === "free" ? kind : "attacked " + kind) + ((row + col) % 2 ? " dark" : "");
        if (view.cell && view.cell[0] === row && view.cell[1] === col) classes += " current";
        line.appendChild(element("span", { class: classes, "data-row": row, "data-col": col, "data-cell": kind, text: SYMBOLS[kind] }));
        if (kind === "queen") description.push("queen on (" + row + ", " + col + ")");
      });
      self.board.appendChild(line);
    });
    this.board.style.setProperty("--n", view.n);
    this.board.setAttribute("aria-label", "board of " + view.n + " × " + view.n + ": " +
      (description.length ? description.join(", ") : "no queen") + ". " +
      catalog.cell_kinds.map(function (pair) { return SYMBOLS[pair[0]] + " " + pair[1]; }).join(", "));

    this.stack.textContent = "";
    view.stack.forEach(function (text) { self.stack.appendChild(element("li", { text: text })); });

    this.stateTitle.textContent = view.state_title;
    this.state.textContent = "";
    if (!view.state.length) this.state.appendChild(element("p", { class: "empty", text: "empty: no queen has marked a cell" }));
    view.state.forEach(function (line) {
      var values = element("span", { class: "values " + line.shape });
      line.values.forEach(function (value, index) {
        // The members of a set are separated by commas, outside the frame of the one read.
        if (line.shape === "set" && index > 0) values.appendChild(document.createTextNode(", "));
        var classes = "value" + (index === line.read ? " read" : "") + (value === "1" && line.shape !== "set" ? " set" : "");
        values.appendChild(element("span", { class: classes, text: value }));
      });
      self.state.appendChild(element("div", { class: "state-line" }, [
        element("span", { class: "name", text: line.name }), values,
        element("div", { class: "note", text: line.note }),
      ]));
    });

    this.counters.textContent = view.counters;
    this.sentence.textContent = view.sentence;

    // The code: drawn again only when the approach changes; the current line marked.
    this.codePane.hidden = !this.showCode;
    if (this.codeFor !== view.approach) {
      this.codeFor = view.approach;
      var listing = entry(view.approach).listing;
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
    if (this.linked) {
      this.address = "#approach=" + view.approach + "&n=" + view.n + "&step=" + view.position;
      toAddress(this.address);
    }
    this.prepareWhenIdle();
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
      roots.forEach(function (root, index) {
        var stepper = new Stepper(root, index === 0);
        stepper.build();
        // The first stepper of a page follows the address; the others open on their markup.
        stepper.startAt(index === 0 ? location.hash : "");
        root.stepper = stepper;
        if (index === 0) {
          // A link to another step of this page (the address changed, not by the stepper).
          window.addEventListener("hashchange", function () {
            if (location.hash !== stepper.address) stepper.startAt(location.hash);
          });
        }
      });
      // When the first boards were drawn, in milliseconds from the start of the page's load.
      document.documentElement.setAttribute("data-stepper-ms", String(Math.round(performance.now())));
      document.documentElement.setAttribute("data-stepper", "ready");
    }).catch(function (error) {
      roots.forEach(function (root) {
        root.appendChild(element("p", { class: "stepper-error", text: "The stepper could not start: " + error.message }));
      });
      document.documentElement.setAttribute("data-stepper", "failed");
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", startAll);
  else startAll();
})();
