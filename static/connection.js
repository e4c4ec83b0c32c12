// loopglass: a page's live connection is never silent.
//
// Each page with a socket (ws-connect) has a [data-connection] line
// (templates/_connection.html): connecting, live, offline and reconnecting (since when),
// or stopped, with the time of the last update. The ws extension reconnects only after
// the close codes in RETRIED; htmx's own backoff waits up to 64 s between tries, ours at
// most RECONNECT_MAX_MS. A reconnect asks for the steps after the last one shown
// (loopglass.js), so the page catches up.
//
// A run page's end does not wait for its socket: while the status bar says the run goes on
// (data-active) and the socket is not open (down, never connected, or none: the page shows
// an earlier part of the timeline), the page fetches the bar every STATUS_POLL_MS.
(function () {
  "use strict";

  const RETRIED = [1006, 1011, 1012, 1013]; // as hx-ws-2.js
  const RECONNECT_MAX_MS = 8000;
  const CONNECT_WAIT_MS = 5000;
  const STATUS_POLL_MS = 4000;
  const loadedAt = Date.now();

  htmx.config.wsReconnectDelay = function (retries) {
    const ceiling = Math.min(RECONNECT_MAX_MS, 500 * Math.pow(2, retries));
    return ceiling * (0.5 + Math.random() / 2);
  };

  function clockTime(ms) {
    return new Date(ms).toLocaleTimeString([], { hour12: false });
  }

  // The state's words are a live region, written only when they change; the time of the
  // last update changes with every message and is not announced.
  function show(socketElt, state, words) {
    const line = socketElt.querySelector("[data-connection]");
    if (!line) return;
    const text = line.querySelector("[data-connection-text]");
    if (line.getAttribute("data-connection") !== state || text.textContent !== words) {
      line.setAttribute("data-connection", state);
      text.textContent = words;
    }
    line.querySelector("[data-connection-time]").textContent =
      "last update " + clockTime(socketElt.loopglassLast || loadedAt);
  }

  function offline(socketElt) {
    socketElt.loopglassOpen = false;
    if (socketElt.loopglassStopped) return;
    if (!socketElt.loopglassDownSince) socketElt.loopglassDownSince = Date.now();
    show(socketElt, "offline", "Offline since " + clockTime(socketElt.loopglassDownSince) + ", reconnecting…");
  }

  function stopped(socketElt, code) {
    socketElt.loopglassOpen = false;
    socketElt.loopglassStopped = true;
    const why = code === 4401 ? "you are signed out"
      : code === 4403 ? "you may no longer see this"
      : "the server closed the connection (" + code + ")";
    show(socketElt, "closed", "Live updates stopped: " + why + ". Reload the page.");
  }

  document.addEventListener("htmx:wsOpen", function (event) {
    const socketElt = event.target;
    socketElt.loopglassOpen = true;
    socketElt.loopglassOpenedAt = Date.now();
    socketElt.loopglassDownSince = 0;
    show(socketElt, "live", "Live");
  });
  document.addEventListener("htmx:wsAfterMessage", function (event) {
    const socketElt = event.target;
    socketElt.loopglassLast = Date.now();
    if (socketElt.loopglassOpen) show(socketElt, "live", "Live");
  });
  document.addEventListener("htmx:wsClose", function (event) {
    const code = event.detail.event.code;
    if (RETRIED.indexOf(code) >= 0) offline(event.target);
    else stopped(event.target, code);
  });
  document.addEventListener("htmx:wsError", function (event) {
    offline(event.target); // the close that follows says whether it is tried again
  });

  function pollStatus() {
    const status = document.getElementById("run-status");
    const page = document.querySelector("[data-status-url]");
    if (!page || !status || !status.hasAttribute("data-active")) return;
    if (page.loopglassOpen || page.loopglassStopped || page.loopglassPolling) return;
    if (Date.now() - Math.max(page.loopglassPolled || 0, loadedAt) < STATUS_POLL_MS) return;
    const asked = (page.loopglassPolled = Date.now());
    page.loopglassPolling = true;
    // A redirect (signed out) fails the fetch: the login page never lands in the bar.
    fetch(page.getAttribute("data-status-url"), { credentials: "same-origin", redirect: "error" })
      .then(function (response) { return response.ok ? response.text() : ""; })
      .then(function (html) {
        // Dropped unless it is a status bar, and asked after the socket last opened: the bar
        // the socket sent on opening is newer.
        if (html.indexOf('id="run-status"') < 0 || (page.loopglassOpenedAt || 0) > asked) return;
        htmx.swap("#run-status", html, { swapStyle: "outerHTML" });
      })
      .catch(function () {}) // the server is away too: asked again at the next turn
      .finally(function () { page.loopglassPolling = false; });
  }

  setInterval(function () {
    // A handshake that neither opens nor fails (a proxy holding it) is offline too.
    if (Date.now() - loadedAt > CONNECT_WAIT_MS) {
      document.querySelectorAll('[ws-connect] [data-connection="connecting"]').forEach(function (line) {
        offline(line.closest("[ws-connect]"));
      });
    }
    pollStatus();
  }, 1000);
})();
