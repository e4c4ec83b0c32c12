"""plotly.js and its stylesheet, from the installed plotly package.

plotly.js adds its own stylesheet at load time as a <style> element, which
the project's Content-Security-Policy (style-src 'self') refuses. It skips
that when the page already has an element with the id it would use and the
class `no-inline-styles`; so the page links the same rules as a stylesheet
of our origin, with that id, and the rules are read from the plotly.js that
is installed, so they always match it.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import plotly

PLOTLY_JS = Path(plotly.__file__).parent / "package_data" / "plotly.min.js"
STYLE_ELEMENT_ID = "plotly.js-style-global"
RULES = re.compile(r'=\{("X,X div":.*?)\};for\(')
"""The object of rules in plotly.js's build/plotcss: selector -> declarations."""
RULE = re.compile(r'"([^"]+)":(?:\'([^\']*)\'|"([^"]*)")')
BUNDLED_STYLE = re.compile(
    r'document\.getElementById\("([0-9a-f]{64})"\)\)\{var \w+=document\.createElement\("style"\)'
)
"""A stylesheet a bundled library (maplibre, for map traces) inserts at load unless an
element with its id is already on the page."""
PLACEHOLDERS = {"X": ".js-plotly-plot .plotly", "Y": ".plotly-notifier"}
"""plotly.js writes its selectors with these two letters for its two roots."""


class PlotlyChanged(RuntimeError):
    """The installed plotly.js no longer holds its rules where this module reads them."""


@functools.cache
def plotly_js() -> bytes:
    """Read once per process: a few MB that do not change while the package stays installed."""
    return PLOTLY_JS.read_bytes()


@functools.cache
def plotly_css() -> str:
    return css_from(plotly_js().decode("utf-8"))


@functools.cache
def bundled_style_ids() -> list[str]:
    """The ids that keep plotly.js's bundled libraries from inserting their <style>.

    Only map traces need those styles and the charts draw none; the page puts an inert
    element with each id, so the CSP has nothing to refuse and the console stays clean.
    """
    return BUNDLED_STYLE.findall(plotly_js().decode("utf-8"))


def css_from(script: str) -> str:
    """plotly.js's own stylesheet, as the rules it would have inserted one by one."""
    found = RULES.search(script)
    if found is None:
        raise PlotlyChanged(f"no stylesheet rules found in {PLOTLY_JS}")
    rules = [
        f"{_selector(selector)} {{{single or double}}}"
        for selector, single, double in RULE.findall(found.group(1))
    ]
    return "\n".join(rules) + "\n"


def _selector(written: str) -> str:
    # As plotly.js does it: a leading comma gets a space, then the letters become the roots.
    selector = re.sub(r"^,", " ,", written)
    for letter, root in PLACEHOLDERS.items():
        selector = selector.replace(letter, root)
    return selector
