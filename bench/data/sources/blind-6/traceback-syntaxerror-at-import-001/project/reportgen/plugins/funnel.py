"""The funnel chart."""


def render(cells):
    rows = [f"{c['row']},{c['col']},{c['v']}" for c in cells]
    return "funnel\n" + "\n".join(rows)
