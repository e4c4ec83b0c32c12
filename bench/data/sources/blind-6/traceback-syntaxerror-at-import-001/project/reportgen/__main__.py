"""python -m reportgen build [--all]: render every report with its plugins."""
import importlib
import json
import sys
from pathlib import Path

PLUGINS = [
    "bars", "calendar", "funnel", "gauge", "heatmap", "histogram", "pie",
    "sankey", "scatter", "table", "timeline", "treemap",
]


def load_plugins():
    plugins = {}
    for name in PLUGINS:
        plugins[name] = importlib.import_module(f"reportgen.plugins.{name}")
        print(f"plugin {name:<10} loaded", flush=True)
    return plugins


def main(argv):
    reports = sorted(Path("reports").glob("*.json"))
    print(f"reportgen: {len(reports)} report definitions")
    plugins = load_plugins()
    for path in reports:
        spec = json.loads(path.read_text())
        out = plugins[spec["kind"]].render(spec["cells"])
        print(f"rendered {path.stem}: {len(out)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
