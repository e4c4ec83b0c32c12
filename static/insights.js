// The insights page: draw each figure the server embedded as JSON.
//
// Each chart div names the <script type="application/json"> that holds its
// figure (data-figure); the JSON is read, not evaluated, so the page needs
// no inline script and the Content-Security-Policy stays strict.
(function () {
  "use strict";

  function draw(div) {
    const source = document.getElementById(div.getAttribute("data-figure"));
    if (!source) return;
    const figure = JSON.parse(source.textContent);
    Plotly.newPlot(div, figure.data, figure.layout, { responsive: true, displaylogo: false });
  }

  document.querySelectorAll(".plotly-chart[data-figure]").forEach(draw);
})();
