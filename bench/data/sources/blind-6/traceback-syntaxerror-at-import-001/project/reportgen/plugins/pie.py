"""The pie chart."""


def render(cells):
    rows = [f"{c['row']},{c['col']},{c['v']}" for c in cells]
    return "pie\n" + "\n".join(rows)
