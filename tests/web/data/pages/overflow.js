// What is wider than the viewport on the page shown, read by tests/web/test_page_widths.py.
// An element may be wider when an ancestor scrolls or clips it (overflow-x other than
// visible): that box, not the page, scrolls. What sticks out to the left (as plotly's
// hidden measuring box does) scrolls nothing. Returns the page's scroll width, the
// viewport's width and up to ten elements that stick out, each as tag#id.class left..right.
() => {
  const width = window.innerWidth;
  const boxed = (element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== "visible") return true;
    }
    return false;
  };
  const named = (element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = [...element.classList].map((c) => `.${c}`).join("");
    return `${element.tagName.toLowerCase()}${id}${classes}`;
  };
  const wide = [];
  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right > width + 1 && !boxed(element)) {
      wide.push(`${named(element)} ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
  }
  // Text that overflows its element (a long word in a narrow box) sticks out too; spaces
  // that hang at a line's end do not count, nor text its own element clips.
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    const end = text.textContent.trimEnd().length;
    if (end === 0) continue;
    range.setStart(text, 0);
    range.setEnd(text, end);
    const box = range.getBoundingClientRect();
    const parent = text.parentElement;
    if (box.width > 0 && box.right > width + 1 && parent && !boxed(text)) {
      const shown = text.textContent.trim().slice(0, 30);
      wide.push(`"${shown}" in ${named(parent)} ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 10) };
}
