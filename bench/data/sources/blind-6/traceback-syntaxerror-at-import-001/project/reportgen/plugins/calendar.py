"""The calendar chart."""


def render(cells):
    rows = [f"{c['row']},{c['col']},{c['v']}" for c in cells]
    return "calendar\n" + "\n".join(rows)
