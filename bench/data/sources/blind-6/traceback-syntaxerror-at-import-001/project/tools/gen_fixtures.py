import json
from pathlib import Path

kinds = [
    "bars", "calendar", "funnel", "gauge", "heatmap", "histogram", "pie",
    "sankey", "scatter", "table", "timeline", "treemap",
]
out = Path("reports")
out.mkdir(exist_ok=True)
for k in range(360):
    kind = kinds[k % len(kinds)]
    cells = [{"row": r, "col": (r * 7 + k) % 5, "v": r + k} for r in range(6)]
    (out / f"r{k:03d}-{kind}.json").write_text(json.dumps({"kind": kind, "cells": cells}))
    print(f"fixture r{k:03d}-{kind}.json ({len(cells)} cells)")
