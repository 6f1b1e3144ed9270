// The start of the stepper (the last file of the book's stepper, loaded by stepper.js): a
// `Stepper` on each stepper element of the page once the model is loaded, the first of them
// following the page's address, and the keys of a page with nothing focused.
(function () {
  "use strict";

  var web = window.nqueensWeb;
  var Stepper = web.Stepper;

  // Starts a stepper on each stepper element of the page, or says on each why it could not.
  function startAll() {
    var roots = Array.from(document.querySelectorAll(".nqueens-stepper"));
    if (!roots.length) return;
    web.load().then(function () {
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
      web.failed(roots, error);
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", startAll);
  else startAll();
})();
