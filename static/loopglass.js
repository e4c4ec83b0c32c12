// loopglass: our own JavaScript for every page (review.js and insights.js add their pages').
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

  // The status bar's clock: while the run is live (data-ticking), #run-elapsed counts on
  // from the seconds the server rendered (data-elapsed), by this browser's clock, so the two
  // clocks need not agree; each new status bar brings its own figure, and a finished run's
  // has no data-ticking, so the clock stops there.
  function duration(seconds) { // as runs_extras.duration
    if (seconds < 60) return seconds.toFixed(1) + "s";
    const minutes = Math.floor(seconds / 60);
    const pad = function (n) { return String(n).padStart(2, "0"); };
    if (minutes < 60) return minutes + "m " + pad(Math.floor(seconds) % 60) + "s";
    return Math.floor(minutes / 60) + "h " + pad(minutes % 60) + "m";
  }
  setInterval(function () {
    const clock = document.getElementById("run-elapsed");
    if (!clock || !clock.hasAttribute("data-ticking")) return;
    if (clock.loopglassSince === undefined) clock.loopglassSince = Date.now();
    const base = parseFloat(clock.getAttribute("data-elapsed"));
    if (isNaN(base)) return;
    clock.textContent = duration(base + (Date.now() - clock.loopglassSince) / 1000);
  }, 250);

  // Never silent: a page's socket says how it stands in its [data-connection] line
  // (templates/_connection.html): connecting, live (with the time of the last update),
  // offline and reconnecting, or stopped by the server (logged out, access lost: codes
  // 4400-4499, after which the ws extension does not reconnect). htmx's own backoff waits up
  // to 64 s between tries; ours at most RECONNECT_MAX_MS, so a page is back soon after its
  // server. A reconnect asks for the steps after the last one shown (above): it catches up.
  const RECONNECT_MAX_MS = 8000;
  htmx.config.wsReconnectDelay = function (retries) {
    const ceiling = Math.min(RECONNECT_MAX_MS, 500 * Math.pow(2, retries));
    return ceiling * (0.5 + Math.random() / 2);
  };
  const loadedAt = Date.now();

  function clockTime(ms) {
    return new Date(ms).toLocaleTimeString([], { hour12: false });
  }

  function showConnection(socketElt, state, text) {
    const line = socketElt.querySelector("[data-connection]");
    if (!line) return;
    line.setAttribute("data-connection", state);
    line.querySelector("[data-connection-text]").textContent = text;
  }

  function lastUpdate(socketElt) {
    return "last update " + clockTime(socketElt.loopglassLast || loadedAt);
  }

  function wentDown(socketElt, code) {
    socketElt.loopglassOpen = false;
    if (code >= 4400 && code < 4500) {
      const why = code === 4401 ? "you are signed out" : "you may no longer see this";
      showConnection(socketElt, "closed", "Live updates stopped: " + why + ". Reload the page.");
      return;
    }
    if (!socketElt.loopglassDownSince) socketElt.loopglassDownSince = Date.now();
    showConnection(socketElt, "offline", "Offline since " + clockTime(socketElt.loopglassDownSince) +
      ", reconnecting… (" + lastUpdate(socketElt) + ")");
  }

  document.addEventListener("htmx:wsOpen", function (event) {
    const socketElt = event.target;
    socketElt.loopglassOpen = true;
    socketElt.loopglassDownSince = 0;
    socketElt.loopglassLast = Date.now();
    showConnection(socketElt, "live", "Live (" + lastUpdate(socketElt) + ")");
  });
  document.addEventListener("htmx:wsAfterMessage", function (event) {
    const socketElt = event.target;
    socketElt.loopglassLast = Date.now();
    if (socketElt.loopglassOpen) showConnection(socketElt, "live", "Live (" + lastUpdate(socketElt) + ")");
  });
  document.addEventListener("htmx:wsClose", function (event) {
    wentDown(event.target, event.detail.event.code);
  });
  document.addEventListener("htmx:wsError", function (event) {
    wentDown(event.target, 0);
  });
  // A handshake that neither opens nor fails (a proxy holding it) is offline too.
  const CONNECT_WAIT_MS = 5000;
  setInterval(function () {
    document.querySelectorAll('[ws-connect] [data-connection="connecting"]').forEach(function (line) {
      if (Date.now() - loadedAt > CONNECT_WAIT_MS) wentDown(line.closest("[ws-connect]"), 0);
    });
  }, 1000);

  // A run page shows a run's end within STATUS_POLL_MS, socket or not: while the status bar
  // says the run goes on (data-active) and nothing came over the socket for that long (it is
  // down, never connected, or a message was lost), the page asks for the status bar.
  const STATUS_POLL_MS = 4000;
  setInterval(function () {
    const status = document.getElementById("run-status");
    const page = document.querySelector("[data-status-url]");
    if (!page || !status || !status.hasAttribute("data-active")) return;
    const heard = Math.max(page.loopglassLast || loadedAt, page.loopglassPolled || 0);
    if (Date.now() - heard < STATUS_POLL_MS) return;
    page.loopglassPolled = Date.now();
    htmx.ajax("GET", page.getAttribute("data-status-url"), { target: "#run-status", swap: "outerHTML" });
  }, 1000);

  // A step that is already on the page (a race between the page and the socket) is not added twice.
  document.addEventListener("htmx:oobBeforeSwap", function (event) {
    const fragment = event.detail.fragment;
    const step = fragment && fragment.querySelector ? fragment.querySelector("[data-step-index]") : null;
    if (step && document.getElementById(step.id)) {
      event.preventDefault();
    }
  });
})();
