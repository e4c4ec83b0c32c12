"""The review card for speed (issue 23, item 3): the diff of an edited call, keyboard
shortcuts in a real browser, and one decision for several pending calls that are the same.

The batch decision is tried on real runs through the real worker; the diff and the refusals
on calls recorded as a paused run's sink records them (the run itself is never executed).
"""

from __future__ import annotations

import json
import time

import pytest
from django.contrib.auth.models import Group, User
from playwright.sync_api import Browser

from harness.agent.shapes import Action
from harness.reporting.events import RunPaused
from runs.approvals import decide, record_pause
from runs.config import RunConfig
from runs.models import Approval, ApprovalStatus, Run, Status
from runs.services import launch_run
from tests.web.conftest import People, Worker, client_for, idle_run, log_in, wait_for_run
from tests.web.test_review_flow import notes, research

HOSTILE = "<script>alert('x')</script>"


def reviewer(user: User) -> User:
    user.groups.add(Group.objects.get(name="reviewer"))
    return User.objects.get(pk=user.pk)  # a fresh object: permissions are cached per object


def pending(owner: User, arguments: dict[str, str], call_id: str = "c1") -> Approval:
    """A pending write of a run that is never executed (it stays queued: no task is sent)."""
    run = idle_run(owner, scenario="research-and-write")
    event = RunPaused(
        index=1,
        call_id=call_id,
        kind="tainted_write",
        reason="web text",
        action=Action(tool="write_file", arguments=arguments),
    )
    return record_pause(run.pk, event)


# -- the diff ------------------------------------------------------------------------------


@pytest.mark.django_db
def test_an_edited_decision_shows_what_ran_against_what_was_asked(people: People):
    """What was tried: a reviewer runs a write edited (one line changed, one added) from the
    card; the decided card and the history row show a unified diff of the two."""
    approval = pending(people.owner, {"path": "notes.md", "content": "old line\nkept\n"})
    edited = {"path": "notes.md", "content": "new line\nkept\nadded\n"}
    client = client_for(reviewer(people.teammate))
    card = client.post(
        f"/review/{approval.pk}/decide", {"decision": "edit", "arguments": json.dumps(edited)}
    )
    assert card.status_code == 200, card.content
    html = card.content.decode()
    assert "what ran, against what was asked" in html
    content = "  &quot;content&quot;: &quot;{}&quot;,</span>"
    assert '<span class="diff-removed">-' + content.format("old line\\nkept\\n") in html
    assert '<span class="diff-added">+' + content.format("new line\\nkept\\nadded\\n") in html
    assert '<span class="diff-same">   &quot;path&quot;: &quot;notes.md&quot;</span>' in html
    history = client.get("/review/history/").content.decode()
    assert history.count('class="diff-added"') == 1 and "old line" in history


@pytest.mark.django_db
def test_approved_and_rejected_calls_show_no_diff(people: People):
    """What was tried: an approval and a rejection; neither ran other arguments."""
    client = client_for(reviewer(people.teammate))
    for decision, call in (("approve", "c1"), ("reject", "c2")):
        approval = pending(people.owner, {"path": "a.md", "content": "x"}, call_id=call)
        card = client.post(f"/review/{approval.pk}/decide", {"decision": decision})
        assert "what ran" not in card.content.decode()
    assert 'class="diff' not in client.get("/review/history/").content.decode()


@pytest.mark.django_db
def test_a_script_in_the_arguments_is_text_in_every_diff(people: People):
    """What was tried: the model's arguments and the reviewer's edit both carry <script>;
    the live diff, the decided card and the history row show it as text."""
    approval = pending(people.owner, {"path": "a.html", "content": HOSTILE})
    edited = {"path": "a.html", "content": HOSTILE + HOSTILE}
    client = client_for(reviewer(people.teammate))
    live = client.post(f"/review/{approval.pk}/diff", {"arguments": json.dumps(edited)})
    card = client.post(
        f"/review/{approval.pk}/decide", {"decision": "edit", "arguments": json.dumps(edited)}
    )
    history = client.get("/review/history/")
    for response in (live, card, history):
        html = response.content.decode()
        assert "<script>alert" not in html, response.request["PATH_INFO"]
        assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in html


@pytest.mark.django_db
def test_the_live_diff_compares_json_by_content_and_says_when_it_is_not_json(people: People):
    """What was tried: the same arguments laid out on one line with the keys swapped (no
    change), a changed value, and text that is not yet JSON; and from another team (404)."""
    approval = pending(people.owner, {"path": "a.md", "content": "x"})
    client = client_for(people.teammate)  # watching is enough to see a diff
    url = f"/review/{approval.pk}/diff"
    same = client.post(url, {"arguments": '{"content":"x","path":"a.md"}'}).content.decode()
    assert "no change from the call as asked" in same and "<pre" not in same
    changed = client.post(url, {"arguments": '{"content":"y","path":"a.md"}'}).content.decode()
    assert '<span class="diff-removed">-  &quot;content&quot;: &quot;x&quot;,</span>' in changed
    assert '<span class="diff-added">+  &quot;content&quot;: &quot;y&quot;,</span>' in changed
    broken = client.post(url, {"arguments": '{"content": "y"'}).content.decode()
    assert "not JSON yet" in broken and "diff-added" in broken
    assert client_for(people.outsider).post(url, {"arguments": "{}"}).status_code == 404


# -- one decision for several same calls -------------------------------------------------------


@pytest.mark.django_db
def test_the_card_offers_one_decision_only_for_the_same_call_of_the_same_team(people: People):
    """What was tried: three pending writes in team alpha, two alike (the keys in another
    order) and one with other content, and an identical one in team beta."""
    first = pending(people.owner, {"path": "n.md", "content": "same"})
    twin = pending(people.teammate, {"content": "same", "path": "n.md"})
    pending(people.owner, {"path": "n.md", "content": "other"})
    pending(people.outsider, {"path": "n.md", "content": "same"})
    page = client_for(reviewer(people.teammate)).get("/review/").content.decode()
    assert page.count("1 more like this") == 2, "the two alike point at each other"
    assert page.count("Approve all 2") == 2 and "Approve all 3" not in page
    assert f'name="same" value="{twin.pk}"' in page and f'name="same" value="{first.pk}"' in page


@pytest.mark.django_db
def test_calls_whose_arguments_held_a_secret_are_decided_one_by_one(people: People):
    """What was tried: two writes whose content held a token (each stored redacted, so
    they read the same whatever the token was); no one decision is offered, or taken."""
    token = {"path": "n.md", "content": "token ghp_" + "a1B2" * 9}
    first, twin = pending(people.owner, token, "c1"), pending(people.owner, token, "c2")
    assert "[REDACTED:github-token#1]" in first.arguments["content"]
    client = client_for(reviewer(people.teammate))
    assert "more like this" not in client.get("/review/").content.decode()
    answer = client.post(
        f"/review/{first.pk}/decide-same", {"decision": "approve", "same": [twin.pk]}
    )
    assert answer.status_code == 422 and "held a secret" in answer.content.decode()
    assert Approval.objects.filter(status=ApprovalStatus.PENDING).count() == 2


@pytest.mark.django_db
def test_one_decision_refuses_a_non_reviewer_and_reports_what_it_did_not_decide(people: People):
    """What was tried: a non-reviewer's "approve all" (403, nothing decided); then a
    reviewer's, whose list also names a call already decided, a different call and another
    team's call: the rest are decided, and each refusal is reported by id."""
    first = pending(people.owner, {"path": "n.md", "content": "same"}, call_id="c1")
    twin = pending(people.owner, {"path": "n.md", "content": "same"}, call_id="c2")
    done = pending(people.owner, {"path": "n.md", "content": "same"}, call_id="c3")
    other = pending(people.owner, {"path": "n.md", "content": "other"}, call_id="c4")
    beta = pending(people.outsider, {"path": "n.md", "content": "same"})
    same = [twin.pk, done.pk, other.pk, beta.pk]
    url = f"/review/{first.pk}/decide-same"
    refused = client_for(people.owner).post(url, {"decision": "approve", "same": same})
    assert refused.status_code == 403
    assert not Approval.objects.exclude(status=ApprovalStatus.PENDING).exists()

    decide(approval_id=done.pk, user=people.teammate, decision="reject")
    client = client_for(reviewer(people.teammate))
    answer = client.post(url, {"decision": "approve", "same": same, "comment": "fine"})
    assert answer.status_code == 200
    html = answer.content.decode()
    assert f"decided 2: #{first.pk} (run {first.run_id}), #{twin.pk} (run {twin.run_id})" in html
    assert f"#{done.pk}: already decided by bob" in html
    assert f"#{other.pk}: not the same call" in html
    assert f"#{beta.pk}: not a call of your teams" in html
    assert f'id="approval-{twin.pk}"' in html and 'hx-swap-oob="true"' in html
    statuses = dict(Approval.objects.values_list("pk", "status"))
    assert statuses == {
        first.pk: "approved",
        twin.pk: "approved",
        done.pk: "rejected",
        other.pk: "pending",
        beta.pk: "pending",
    }
    assert Approval.objects.get(pk=twin.pk).comment == "fine"
    again = client.post(url, {"decision": "approve", "same": [twin.pk]})
    assert again.status_code == 409, "nothing left to decide"
    assert client.post(url, {"decision": "edit"}).status_code == 422, "approve or reject only"


@pytest.mark.django_db(transaction=True)
def test_approve_all_resumes_each_run_and_leaves_other_calls_pending(
    people: People, celery_worker: Worker
):
    """What was tried: two real runs of alpha paused on the same write, a third of alpha
    paused on a write with other arguments, and beta's run paused on the same write; one
    "approve all" from the card of the first."""
    alpha = [research(people.owner), research(people.teammate)]
    config = {
        "backend": {"kind": "scripted", "scenario": "fix-failing-tests"},
        "policy": {"ask": ["write_file"]},
    }
    different = launch_run(user=people.owner, goal="", config=RunConfig.model_validate(config))
    other_team = research(people.outsider)
    runs = [*alpha, different, other_team]
    for run in runs:
        assert wait_for_run(run.pk).status == Status.AWAITING_APPROVAL, run.pk
    assert Approval.objects.get(run=different).tool == "write_file"
    first, twin = (Approval.objects.get(run=run) for run in alpha)
    client = client_for(reviewer(people.teammate))
    card = client.get("/review/").content.decode()
    assert "1 more like this" in card, "the third's call and beta's are not the same"
    answer = client.post(
        f"/review/{first.pk}/decide-same", {"decision": "approve", "same": [twin.pk]}
    )
    assert answer.status_code == 200, answer.content
    for run in alpha:
        done = wait_for_run(run.pk, until={"succeeded", "answered", "failed"})
        assert done.status == Status.ANSWERED, done.error
        assert notes(run).read_text().startswith("# Tidal power")
    time.sleep(1)  # were they resumed by mistake, the worker would take them now
    for run in (different, other_team):
        assert Run.objects.get(pk=run.pk).status == Status.AWAITING_APPROVAL
        assert Approval.objects.get(run=run).is_pending
    assert not notes(other_team).exists()


# -- the shortcuts, in Chromium ------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_a_reviewer_approves_with_a_and_typing_in_a_box_decides_nothing(
    people: People, asgi_server: str, browser: Browser
):
    """What was tried: on /review/ with two pending cards, "?" shows the list; "a" typed into
    the first card's comment box stays text there (both cards stay pending); Esc leaves the
    box, "a" approves the first card and the selection moves on; "j"/"k" move it; "e" opens
    the second card's arguments, and the diff follows what is typed."""
    reviewer(people.teammate)
    first = pending(people.owner, {"path": "a.md", "content": "one"}, call_id="c1")
    second = pending(people.owner, {"path": "b.md", "content": "two"}, call_id="c2")
    context = browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    log_in(page, asgi_server, "bob", "/review/")
    cards = [f"#approval-{a.pk}" for a in (first, second)]
    shown_first = page.eval_on_selector("#queue article", "e => '#' + e.id")
    page.wait_for_selector(f'{shown_first}.selected[aria-current="true"]'), "the top card"

    page.keyboard.press("?")
    assert page.is_visible("#shortcuts")
    assert "approve the selected card" in page.inner_text("#shortcuts")
    page.keyboard.press("?")
    assert not page.is_visible("#shortcuts")

    comment = f"{shown_first} textarea[name=comment]"
    page.click(comment)
    page.keyboard.type("ar")
    time.sleep(1)
    assert page.input_value(comment) == "ar"
    assert set(Approval.objects.values_list("status", flat=True)) == {"pending"}

    page.keyboard.press("Escape")
    page.keyboard.press("a")
    page.wait_for_selector(f'{shown_first}[data-status="approved"]', timeout=15_000)
    shown = Approval.objects.get(pk=int(shown_first.split("-")[1]))
    assert shown.status == ApprovalStatus.APPROVED and shown.comment == "ar"
    shown_second = next(c for c in cards if c != shown_first)
    assert page.get_attribute(shown_second, "aria-current") == "true", "the next pending card"
    page.keyboard.press("k")
    assert page.get_attribute(shown_first, "aria-current") == "true"
    page.keyboard.press("j")
    page.keyboard.press("e")
    arguments = f"{shown_second} textarea[name=arguments]"
    assert page.evaluate("document.activeElement.name") == "arguments"
    page.fill(arguments, '{"path": "b.md", "content": "<b>two</b>"}')
    page.wait_for_selector(f"{shown_second} pre.diff .diff-added")
    assert "<b>two</b>" in page.inner_text(f"{shown_second} pre.diff .diff-added")
    assert Approval.objects.get(pk=int(shown_second.split("-")[1])).is_pending
    assert errors == []
    context.close()


@pytest.mark.django_db(transaction=True)
def test_a_watcher_without_the_role_decides_nothing_with_the_keys(
    people: People, asgi_server: str, browser: Browser
):
    """What was tried: alice, who is no reviewer, presses "a" and "r" on the queue."""
    approval = pending(people.owner, {"path": "a.md", "content": "one"})
    context = browser.new_context()
    page = context.new_page()
    log_in(page, asgi_server, "alice", "/review/")
    page.wait_for_selector(f"#approval-{approval.pk}.selected")
    page.keyboard.press("a")
    page.keyboard.press("r")
    time.sleep(1)
    assert Approval.objects.get(pk=approval.pk).is_pending
    context.close()


@pytest.mark.django_db(transaction=True)
def test_approve_all_on_the_card_takes_its_comment_and_updates_every_card(
    people: People, asgi_server: str, browser: Browser
):
    """What was tried: two same pending writes; the reviewer types a comment on one card and
    presses its "Approve all 2": both cards turn approved on the page, with that comment."""
    reviewer(people.teammate)
    calls = [pending(people.owner, {"path": "a.md", "content": "one"}, call_id=c) for c in "xy"]
    context = browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    log_in(page, asgi_server, "bob", "/review/")
    card = f"#approval-{calls[0].pk}"
    assert "1 more like this" in page.inner_text(f"{card} form.decide-same")
    page.fill(f"{card} textarea[name=comment]", "same note, read once")
    page.click(f'{card} form.decide-same button[value="approve"]')
    for approval in calls:
        page.wait_for_selector(f'#approval-{approval.pk}[data-status="approved"]')
        approval.refresh_from_db()
        assert approval.comment == "same note, read once" and approval.decided_by_name == "bob"
    report = page.inner_text("#review-report")  # the live feed redraws the cards themselves
    assert f"decided 2: #{calls[0].pk} (run {calls[0].run_id}), #{calls[1].pk}" in report
    assert errors == []
    context.close()
