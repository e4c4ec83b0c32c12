// loopglass: our own JavaScript for every page (connection.js too; review.js and insights.js
// add their pages').
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

  // The status bar's clocks (the time elapsed, and of it the time working and the time
  // waiting for review): one with data-ticking counts on from the seconds the server
  // rendered (data-elapsed), by this browser's clock, so the two clocks need not agree;
  // each new status bar brings its own figures and says which clock ticks now (none, once
  // the run has ended).
  function duration(seconds) { // as runs_extras.duration
    if (seconds < 60) return seconds.toFixed(1) + "s";
    const minutes = Math.floor(seconds / 60);
    const pad = function (n) { return String(n).padStart(2, "0"); };
    if (minutes < 60) return minutes + "m " + pad(Math.floor(seconds) % 60) + "s";
    return Math.floor(minutes / 60) + "h " + pad(minutes % 60) + "m";
  }
  setInterval(function () {
    document.querySelectorAll("#run-status [data-elapsed][data-ticking]").forEach(function (clock) {
      if (clock.loopglassSince === undefined) clock.loopglassSince = Date.now();
      const base = parseFloat(clock.getAttribute("data-elapsed"));
      if (isNaN(base)) return;
      clock.textContent = duration(base + (Date.now() - clock.loopglassSince) / 1000);
    });
  }, 250);

  // A review card's refusal (403: no reviewer role; 409: already decided by someone; 422:
  // an edit that does not fit) comes with the card saying why: htmx 2 swaps no 4xx answer
  // by itself, so the person who clicked would see nothing happen.
  document.addEventListener("htmx:beforeSwap", function (event) {
    const status = event.detail.xhr.status;
    const target = event.detail.target;
    const card = target && target.closest ? target.closest("[data-approval]") : null;
    if (card && (status === 403 || status === 409 || status === 422)) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });

  function cardIn(fragment) { // the review card a swap brings: the fragment itself, or in it
    if (!fragment) return null;
    if (fragment.matches && fragment.matches("article[data-approval]")) return fragment;
    return fragment.querySelector ? fragment.querySelector("article[data-approval]") : null;
  }

  // A step that is already on the page (a race between the page and the socket) is not added
  // twice. A review card is not replaced by the socket's copy while a decision taken on it is
  // on its way (htmx drops an answer whose form left the page), nor by the same decision
  // again: either would lose what the card says to the person who decided on it.
  document.addEventListener("htmx:oobBeforeSwap", function (event) {
    const fragment = event.detail.fragment;
    const step = fragment && fragment.querySelector ? fragment.querySelector("[data-step-index]") : null;
    if (step && document.getElementById(step.id)) {
      event.preventDefault();
      return;
    }
    const card = cardIn(fragment);
    const shown = card ? document.getElementById(card.id) : null;
    const status = card ? card.getAttribute("data-status") : null;
    if (!shown) return;
    // (the card's own decide form; "Approve all" brings every card in its own answer)
    const deciding = shown.querySelector("form.decide.htmx-request") !== null;
    if (deciding || (status !== "pending" && shown.getAttribute("data-status") === status)) {
      event.preventDefault();
    }
  });
})();
