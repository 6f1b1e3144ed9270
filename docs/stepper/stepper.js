// The book's stepper, the one file a page includes: it shares the module's loading, the page's
// language, the phrase book and the making of elements (window.nqueensWeb, which practice.js
// uses too), and loads the stepper's other files, in order, where the page has a stepper. The
// stepper draws the views of the step model (crates/web, compiled to WebAssembly by
// .ci/stepper) and sends it the clicks and key presses. No search runs here: every board,
// state, stack, counter, sentence and line of code comes from the model.
//
// A page places a stepper with
//   <div class="nqueens-stepper" data-approach="backtrack-array" data-n="6"> fallback </div>
// and loads nqueens_web.js, nqueens_web_wasm.js and this file with classic <script> tags, which
// also work from a page opened from disk (a browser refuses module scripts from file://). The
// fallback (the animated SVG and a sentence on what is missing) stays where the module is
// missing or JavaScript is off.
//
// The list of the other files (PARTS below) is written here only, not in each page that shows
// a stepper: a page keeps its one <script> of this file. They are not mdBook's
// additional-js either, which would load them on every page of both books, most of which have
// no stepper, and after the page's own scripts, so that practice.js would run before the
// helpers it uses exist. This file defines those helpers as it runs; the other files are
// loaded once the page is parsed, and only when it holds a stepper, as scripts that run in the
// order of the list: the panel defines `Stepper`, the next files add its methods, and the last
// starts the steppers of the page.
(function () {
  "use strict";

  // The stepper's other files, in the order they run, from this file's folder.
  var PARTS = ["stepper-panel.js", "stepper-walk.js", "stepper-predict.js", "stepper-draw.js", "stepper-start.js"];
  var self = document.currentScript ? document.currentScript.src : "";
  var folder = self.slice(0, self.lastIndexOf("/") + 1);

  // The two lines a page shows when the model cannot start, in the language of the page: the
  // only words of the stepper's files. Every other word comes from the model's phrase book
  // (crates/walk, `phrases`) through `say`, and the controls (speeds, keys, titles) from its
  // catalog.
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

  // An element `tag` with its attributes (`text` sets its text) and children.
  function element(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      if (name === "text") node.textContent = attributes[name];
      else node.setAttribute(name, attributes[name]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  // A search tree of the model (crates/web, `TreeJson`) as an SVG: a node per queen placed,
  // children in column order, the path to the current node highlighted, solutions and dead
  // ends marked, beside each node the cells rejected in the row below it, and under a node on
  // the path the columns to come. It is written as one piece of markup, which the browser builds
  // faster than node by node. With `options.links` each node is a button that goes to the step
  // that entered it (the stepper's tree); with `options.parts` the current node is ringed as the
  // one where two searches part (the practice panel's trees). Returns the markup, its width
  // and where across the current node is.
  function treeMarkup(tree, lang, options) {
    function t(key, values) { return say(lang, key, values); }
    options = options || {};
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
      var parting = options.parts && node.state === "current";
      if (parting) words += t("practice.page.parts");
      parts.push('<g class="node ' + node.state + " " + node.end + (node.folded ? " folded" : "") + (parting ? " parts" : "") +
        '" data-step="' + node.step + '"' + (node.cell ? ' data-queen="' + node.cell[0] + "," + node.cell[1] + '"' : "") +
        (options.links ? ' tabindex="0" role="button" aria-label="' + words + t("page.go_to") + '">' : ' role="img" aria-label="' + words + '">'));
      if (parting) parts.push('<circle class="ring" cx="' + x + '" cy="' + y + '" r="10"/>');
      if (node.folded) {
        parts.push('<rect x="' + (x - 6) + '" y="' + (y - 6) + '" width="12" height="12" rx="2"/>');
        parts.push('<text x="' + x + '" y="' + (y + 17) + '" class="count">' + node.folded[0] + (node.folded[1] ? "★" + node.folded[1] : "") + "</text>");
      } else {
        parts.push('<circle cx="' + x + '" cy="' + y + '" r="6"/>');
      }
      if (node.cell && unit >= 18) parts.push('<text x="' + x + '" y="' + (y - 9) + '" class="label">' + node.cell[1] + "</text>");
      // Beside the node, or beside its ring.
      if (node.rejected && !node.folded) parts.push('<text x="' + (x + (parting ? 12 : 8)) + '" y="' + (y + 4) + '" class="rejected">×' + node.rejected + "</text>");
      if (node.to_come && node.state !== "done") parts.push('<text x="' + (x - 8) + '" y="' + (y + 16) + '" class="to-come">+' + node.to_come + "</text>");
      parts.push("</g>");
      if (node.state === "current") currentX = x;
    });
    parts.push("</svg>");
    return { markup: parts.join(""), width: width, currentX: currentX };
  }

  // Shows on each stepper element of `roots` why the stepper could not start (once).
  function failed(roots, error) {
    if (document.documentElement.getAttribute("data-stepper") === "failed") return;
    Array.from(roots).forEach(function (root) {
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
  }

  // What the stepper's other files and the practice panel (practice.js) share: the module, the
  // page's language, the phrase book, the catalog, the making of elements, the drawing of a
  // search tree and the failure to start; stepper-panel.js adds `Stepper`.
  window.nqueensWeb = {
    load: load, pageLang: pageLang, say: say, catalogIn: catalogIn, element: element, treeMarkup: treeMarkup,
    failed: failed,
  };

  // Loads the other files where the page has a stepper, each as a script that runs in its turn.
  function loadParts() {
    var roots = document.querySelectorAll(".nqueens-stepper");
    if (!roots.length) return;
    PARTS.forEach(function (name) {
      var script = document.createElement("script");
      script.src = folder + name;
      script.async = false;
      script.onerror = function () { failed(roots, new Error("the stepper's file " + name + " did not load")); };
      document.head.appendChild(script);
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", loadParts);
  else loadParts();
})();
