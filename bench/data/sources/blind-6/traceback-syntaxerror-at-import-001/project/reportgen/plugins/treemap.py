"""The treemap chart."""


def render(cells):
    rows = [f"{c['row']},{c['col']},{c['v']}" for c in cells]
    return "treemap\n" + "\n".join(rows)
