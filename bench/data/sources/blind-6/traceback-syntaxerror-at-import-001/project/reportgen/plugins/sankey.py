"""The sankey chart."""


def render(cells):
    rows = [f"{c['row']},{c['col']},{c['v']}" for c in cells]
    return "sankey\n" + "\n".join(rows)
