"""The heatmap chart: cells sorted by (row, col), one shade per value bucket."""

SHADES = " .:-=+*#%@"


def shade(v, top):
    return SHADES[min(len(SHADES) - 1, v * len(SHADES) // max(top, 1))]


def render(cells):
    top = max(c["v"] for c in cells)
    lines = []
    ordered = sorted(cells, key=lambda c: (c["row"], c["col"])
    for c in ordered:
        lines.append(f"{c['row']},{c['col']},{shade(c['v'], top)}")
    return "heatmap\n" + "\n".join(lines)
