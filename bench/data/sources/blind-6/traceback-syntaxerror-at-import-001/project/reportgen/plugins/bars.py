"""The bars chart."""


def render(cells):
    rows = [f"{c['row']},{c['col']},{c['v']}" for c in cells]
    return "bars\n" + "\n".join(rows)
