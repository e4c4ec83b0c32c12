// loopglass: the one piece of our own JavaScript.
//
// The htmx ws extension reconnects to the URL it first read. A run page
// asks for the steps after the last one it shows, so on every (re)connect
// we rewrite ?after= to the highest step index now in the timeline: a
// reconnect backfills what was missed and repeats nothing.
(function () {
  "use strict";

  function lastStepIndex() {
    let last = -1;
    document.querySelectorAll("[data-timeline] [data-step-index]").forEach(function (el) {
      const index = parseInt(el.getAttribute("data-step-index"), 10);
      if (index > last) last = index;
    });
    return last;
  }

  const createWebSocket = htmx.createWebSocket;
  htmx.createWebSocket = function (url) {
    const target = new URL(url);
    if (target.pathname.indexOf("/ws/runs/") === 0) {
      target.searchParams.set("after", String(lastStepIndex()));
    }
    const socket = createWebSocket ? createWebSocket(target.toString()) : new WebSocket(target.toString());
    return socket;
  };

  // A link to one step (?step=N, from a label, a review or the "Step" box) opens the page of
  // the timeline that holds it; bring the step into view.
  document.addEventListener("DOMContentLoaded", function () {
    const index = new URLSearchParams(window.location.search).get("step");
    const step = index === null ? null : document.getElementById("step-" + index);
    if (step && !window.location.hash) step.scrollIntoView();
  });

  // A step that is already on the page (a race between the page and the socket) is not added twice.
  document.addEventListener("htmx:oobBeforeSwap", function (event) {
    const fragment = event.detail.fragment;
    const step = fragment && fragment.querySelector ? fragment.querySelector("[data-step-index]") : null;
    if (step && document.getElementById(step.id)) {
      event.preventDefault();
    }
  });
})();
