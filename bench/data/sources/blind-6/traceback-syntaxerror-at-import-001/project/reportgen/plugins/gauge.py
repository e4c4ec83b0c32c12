"""The gauge chart."""


def render(cells):
    rows = [f"{c['row']},{c['col']},{c['v']}" for c in cells]
    return "gauge\n" + "\n".join(rows)
