// The run page's "Where the time went" chart (runs/time_chart.py builds its data).
//
// The data is read from a <script type="application/json"> (json_script), never
// evaluated, so the page needs no inline script under the CSP. Bars stack model, tool
// and review seconds; marks show errors and pauses; the check, if any, is a bar of its
// own after the last step. A click goes to the step. While the run is live, every step
// article that the socket appends to #timeline carries its seconds in data-* attributes,
// and the chart grows by one bar for it.
(function () {
  "use strict";

  const plot = document.getElementById("time-chart-plot");
  const source = document.getElementById("time-chart-data");
  if (!plot || !source) return;
  const timeline = document.getElementById("timeline");
  const first = JSON.parse(source.textContent);
  // plotly.js (several MB) is loaded only once there is a bar to draw, after the page's
  // own start (htmx, the socket): a live run's page with no step yet waits for its first.
  if (first.index.length || first.check || first.pending) loadPlotly();
  else if (first.live) waitForFirstStep();

  function loadPlotly() {
    if (typeof Plotly !== "undefined") return draw();
    const script = document.createElement("script");
    script.src = document.getElementById("plotly-js").getAttribute("data-src");
    script.addEventListener("load", draw);
    document.head.appendChild(script);
  }

  function waitForFirstStep() {
    const waiting = new MutationObserver(function () {
      if (!timeline.querySelector(":scope > article[data-step-index]")) return;
      waiting.disconnect();
      loadPlotly();
    });
    waiting.observe(timeline, { childList: true });
  }

  function draw() {
    const data = first;
    const bucket = data.bucket;
    const COLORS = { model: "#4c78a8", tool: "#f58518", review: "#b279a2", error: "#d62728" };
    const MODEL = 0, TOOL = 1, REVIEW = 2, ERRORS = 3, PAUSES = 4;
    let lastIndex = data.index.length ? data.index[data.index.length - 1] : -1;

    function what(index) {
      return bucket > 1 ? "steps " + index + "–" + (index + bucket - 1) : "step " + index;
    }

    function bar(name, values, color) {
      return {
        type: "bar", name: name, x: data.index.slice(), y: values.slice(),
        text: data.index.map(what), textposition: "none", marker: { color: color },
        width: bucket > 1 ? bucket * 0.9 : 0.8, offset: bucket > 1 ? 0 : -0.4,
        hovertemplate: "%{text}<br>" + name + " %{y:.2f} s<extra></extra>",
      };
    }

    function total(i) {
      return data.model[i] + data.tool[i] + data.review[i];
    }

    // `name` is the legend's (plural); `one` says it of a single step.
    function marks(name, one, counts, symbol, color) {
      const shown = data.index.map((_, i) => i).filter((i) => counts[i] > 0);
      const centre = bucket > 1 ? bucket / 2 : 0;
      return {
        type: "scatter", mode: "markers", name: name, cliponaxis: false,
        x: shown.map((i) => data.index[i] + centre), y: shown.map(total),
        customdata: shown.map((i) => data.index[i]),
        text: shown.map((i) => what(data.index[i]) + ": " + (bucket > 1 ? counts[i] + " " + name : one)),
        marker: { symbol: symbol, size: 10, color: color, line: { width: 1, color: "#fff" } },
        hovertemplate: "%{text}<extra></extra>",
      };
    }

    function checkBar(check) {
      const x = lastIndex + (bucket > 1 ? bucket : 1);
      return {
        type: "bar", name: check.label, x: [x], y: [check.seconds], text: [check.label],
        textposition: "none",
        width: bucket > 1 ? bucket * 0.9 : 0.8, offset: bucket > 1 ? 0 : -0.4,
        marker: { color: check.passed ? "#54a24b" : COLORS.error, pattern: { shape: "/" } },
        customdata: ["check"], hovertemplate: "%{text}: %{y:.2f} s<extra></extra>",
      };
    }

    const traces = [
      bar("model", data.model, COLORS.model),
      bar("tool", data.tool, COLORS.tool),
      bar("waiting for review", data.review, COLORS.review),
      marks("errors", "an error", data.errors, "x", COLORS.error),
      marks("paused for review", "paused for review", data.paused, "diamond", COLORS.review),
    ];
    if (data.check) traces.push(checkBar(data.check));
    // The call waiting for a reviewer now: a hatched bar at its step that grows each second.
    const PENDING = traces.length;
    traces.push({
      type: "bar", name: "waiting for review now", textposition: "none",
      x: data.pending ? [data.pending.index] : [], y: data.pending ? [data.pending.seconds] : [],
      width: 0.8, offset: -0.4, showlegend: false, customdata: ["pending"],
      marker: { color: COLORS.review, pattern: { shape: "x" } },
      hovertemplate: "step %{x}: waiting for a reviewer, %{y:.0f} s so far<extra></extra>",
    });
    let pending = data.pending
      ? { index: data.pending.index, since: Date.now() - data.pending.seconds * 1000 }
      : null;

    // On a phone the legend takes two columns above the plot, which gets the height it needs.
    const narrow = plot.clientWidth < 600;
    const legend = { orientation: "h", x: 0, y: 1.02, yanchor: "bottom", traceorder: "normal" };
    const layout = {
      barmode: "stack", height: narrow ? 330 : 240, bargap: 0,
      margin: { l: 50, r: 10, t: narrow ? 90 : 30, b: 40 },
      legend: narrow ? Object.assign(legend, { entrywidth: 0.5, entrywidthmode: "fraction" }) : legend,
      xaxis: { title: { text: bucket > 1 ? "step (each bar sums " + bucket + ")" : "step" },
        rangemode: "tozero", zeroline: false },
      yaxis: { title: { text: "seconds" }, rangemode: "tozero" },
      template: { layout: { font: { family: "system-ui, sans-serif", size: 12 } } },
    };

    function counted() {
      plot.setAttribute("data-bars", String(plot.data[MODEL].x.length));
      plot.setAttribute("data-pending", pending ? String(pending.index) : "");
    }

    // Each second: a pause that began (the status bar, swapped in live, says so) gets its
    // bar at the next step; a pending bar grows while the run still waits, then stays
    // until its step commits (grow) and takes its place.
    function tick() {
      const status = document.getElementById("run-status");
      const waiting = !!status && status.getAttribute("data-status") === "awaiting_approval";
      if (waiting && !pending && bucket === 1) pending = { index: lastIndex + 1, since: Date.now() };
      if (!pending || !waiting) return;
      const seconds = (Date.now() - pending.since) / 1000;
      Plotly.restyle(plot, { x: [[pending.index]], y: [[seconds]] }, [PENDING]).then(counted);
    }

    Plotly.newPlot(plot, traces, layout, { responsive: true, displayModeBar: false }).then(function () {
      counted();
      if (data.live) setInterval(tick, 1000);
    });

    // A click on a bar or a mark: to its step (the first of a bucket), or to the check.
    plot.on("plotly_click", function (event) {
      const point = event.points[0];
      if (point.customdata === "check") return go(document.getElementById("run-status"));
      if (point.customdata === "pending") return go(document.querySelector(".review"));
      const index = point.data.type === "scatter" ? point.customdata : point.x;
      const article = document.getElementById("step-" + index);
      if (article) {
        history.replaceState(null, "", "#step-" + index);
        return go(article);
      }
      window.location.assign("?step=" + index + "#step-" + index);
    });

    function go(element) {
      if (!element) return;
      element.scrollIntoView({ block: "start" });
      element.classList.add("time-chart-target");
      setTimeout(() => element.classList.remove("time-chart-target"), 1500);
    }

    // Live: one bar more for each step article the socket appends after the last bar.
    function grow(article) {
      const index = Number(article.getAttribute("data-step-index"));
      if (!(index > lastIndex)) return; // an earlier page, already charted
      lastIndex = index;
      if (pending && index >= pending.index) {
        pending = null; // decided: the step's own bar holds the wait now
        Plotly.restyle(plot, { x: [[]], y: [[]] }, [PENDING]);
      }
      const seconds = ["model", "tool", "review"].map(
        (kind) => Number(article.getAttribute("data-" + kind + "-seconds")) || 0);
      const label = [[what(index)], [what(index)], [what(index)]];
      Plotly.extendTraces(plot, { x: [[index], [index], [index]], y: seconds.map((s) => [s]),
        text: label }, [MODEL, TOOL, REVIEW]);
      const top = seconds[0] + seconds[1] + seconds[2];
      if (article.hasAttribute("data-error")) addMark(ERRORS, index, top, "an error");
      if (seconds[2] > 0) addMark(PAUSES, index, top, "paused for review");
      counted();
    }

    function addMark(trace, index, top, note) {
      Plotly.extendTraces(plot, { x: [[index]], y: [[top]], customdata: [[index]],
        text: [[what(index) + ": " + note]] }, [trace]);
    }

    if (data.live) {
      // the steps that came while plotly.js loaded, then each one as it comes
      timeline.querySelectorAll(":scope > article[data-step-index]").forEach(grow);
      new MutationObserver(function (changes) {
        changes.forEach((change) => change.addedNodes.forEach(function (node) {
          if (node.nodeType === 1 && node.matches("article[data-step-index]")) grow(node);
        }));
      }).observe(timeline, { childList: true });
    }
  }
})();
