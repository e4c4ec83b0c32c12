"""The timeline chart."""


def render(cells):
    rows = [f"{c['row']},{c['col']},{c['v']}" for c in cells]
    return "timeline\n" + "\n".join(rows)
