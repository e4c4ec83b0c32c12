"""The scatter chart."""


def render(cells):
    rows = [f"{c['row']},{c['col']},{c['v']}" for c in cells]
    return "scatter\n" + "\n".join(rows)
