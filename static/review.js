// loopglass review queue: keyboard shortcuts for the cards (the list is on the page, #shortcuts).
//
// j / k select the next / previous card; a approves the selected card, r rejects it, e opens
// its arguments for an edit; ? shows the list; Esc leaves a text box or hides the list.
// Nothing happens while a text box or a list has the keys, or with Ctrl, Alt or Meta held: a
// reviewer typing "a" in a comment types an "a". a, r and e only press the card's own
// buttons (reviewers' pages only), and the server checks the role of every decision.
(function () {
  "use strict";

  const SELECTED = "selected";
  let selectedId = null;

  function page() {
    return document.querySelector("section.review[data-reviewer]");
  }

  function cards() {
    return Array.from(document.querySelectorAll("#queue article.approval"));
  }

  function isPending(card) {
    return card.getAttribute("data-status") === "pending";
  }

  // The selected card, or the first pending one when none is (or it has gone).
  function selected() {
    const card = selectedId === null ? null : document.getElementById(selectedId);
    if (card) return card;
    const all = cards();
    return all.find(isPending) || all[0] || null;
  }

  function select(card, scroll) {
    cards().forEach(function (other) {
      other.classList.remove(SELECTED);
      other.removeAttribute("aria-current");
    });
    selectedId = card ? card.id : null;
    if (!card) return;
    card.classList.add(SELECTED);
    card.setAttribute("aria-current", "true");
    if (scroll) card.scrollIntoView({ block: "nearest" });
  }

  function move(step) {
    const all = cards();
    if (!all.length) return;
    const at = all.indexOf(selected());
    select(all[Math.min(all.length - 1, Math.max(0, at + step))], true);
  }

  // The pending card to go on with once `card` is decided: the next one, else the one before.
  function following(card) {
    const all = cards();
    const at = all.indexOf(card);
    const after = all.slice(at + 1).find(isPending);
    return after || all.slice(0, at).reverse().find(isPending) || null;
  }

  function press(card, decision) {
    const button = card && card.querySelector('form.decide button[value="' + decision + '"]');
    if (!button) return;
    const next = following(card);
    button.click(); // htmx posts the form: the server decides, or says why not
    if (next) select(next, true);
  }

  function edit(card) {
    const details = card && card.querySelector("form.decide details");
    if (!details) return;
    details.open = true;
    details.querySelector("textarea").focus();
  }

  function toggleHelp(show) {
    const help = document.getElementById("shortcuts");
    if (help) help.hidden = show === undefined ? !help.hidden : !show;
  }

  function typing(target) {
    return target instanceof HTMLElement &&
      (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }

  document.addEventListener("keydown", function (event) {
    if (!page() || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (typing(event.target)) {
      if (event.key === "Escape") event.target.blur();
      return;
    }
    const reviewer = page().getAttribute("data-reviewer") === "true";
    const card = selected();
    const actions = {
      j: function () { move(1); },
      k: function () { move(-1); },
      "?": function () { toggleHelp(); },
      Escape: function () { toggleHelp(false); },
      a: function () { if (reviewer) press(card, "approve"); },
      r: function () { if (reviewer) press(card, "reject"); },
      e: function () { if (reviewer) edit(card); },
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault(); // "e" opens the box without typing an "e" into it
    select(card, false);
    action();
  });

  // A click or a focus inside a card selects it; a card swapped in keeps the selection.
  function selectFrom(event) {
    const card = event.target instanceof Element ? event.target.closest("#queue article.approval") : null;
    if (card) select(card, false);
  }
  document.addEventListener("click", selectFrom);
  document.addEventListener("focusin", selectFrom);
  ["htmx:afterSettle", "htmx:oobAfterSwap"].forEach(function (name) {
    document.addEventListener(name, function () {
      if (selectedId !== null) select(selected(), false);
    });
  });
  document.addEventListener("DOMContentLoaded", function () {
    if (page()) select(selected(), false);
  });
})();
