"""The histogram chart."""


def render(cells):
    rows = [f"{c['row']},{c['col']},{c['v']}" for c in cells]
    return "histogram\n" + "\n".join(rows)
