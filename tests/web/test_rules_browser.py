"""In headless Chromium: a reviewer narrows a rule on the card, sees its text change, gets a
bad glob back on the card with the comment kept, keeps the rule, then revokes it."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group
from playwright.sync_api import Browser, expect

from runs.models import Approval, ReviewRule
from runs.services import launch_run
from tests.web.conftest import People, Worker, log_in, scripted, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_reviewer_keeps_a_narrowed_team_rule_from_the_card_and_revokes_it(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    """Tried: bob types a comment, chooses "for this team", path as the glob *.txt and content
    as any: the preview says the glob misses the call; Approve brings the reason back in the
    remember section, the card still pending and the comment still typed. With *.md the
    preview shows the rule and Approve keeps it; the Rules page lists it and revokes it."""
    people.teammate.groups.add(Group.objects.get(name="reviewer"))
    context = browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    log_in(page, asgi_server, "bob")
    run = launch_run(user=people.owner, goal="", config=scripted("research-and-write"))
    wait_for_run(run.pk, until={"awaiting_approval"})  # the card is then in the page itself
    page.goto(f"{asgi_server}/review/")
    card = page.wait_for_selector("article.approval[data-status='pending']", timeout=30_000)
    assert card is not None
    approval = Approval.objects.get(run=run)
    at = f"#approval-{approval.pk}"
    rule_text = f"{at} output[data-rule]"
    assert page.inner_text(rule_text).startswith('allow write_file(path="notes.md", content=')

    page.fill(f"{at} textarea[name=comment]", "notes only")
    page.check(f"{at} input[name=remember][value=team]")
    page.check(f"{at} input[name='match:content'][value=any]")
    expect(page.locator(rule_text)).not_to_contain_text("content")
    page.check(f"{at} input[name='match:path'][value=glob]")
    page.fill(f"{at} input[name='glob:path']", "*.txt")
    page.press(f"{at} input[name='glob:path']", "Tab")  # a change: the preview asks again
    expect(page.locator(rule_text)).to_contain_text("would miss it")

    page.click(f"{at} button[value=approve]")
    page.wait_for_selector(f"{at} [data-remember-problem]")
    assert "would miss it" in page.inner_text(f"{at} [data-remember-problem]")
    assert page.input_value(f"{at} textarea[name=comment]") == "notes only", "the comment stays"
    assert page.is_checked(f"{at} input[name=remember][value=team]"), "the choices stay"
    assert Approval.objects.get(pk=approval.pk).is_pending and not ReviewRule.objects.exists()

    page.fill(f"{at} input[name='glob:path']", "*.md")
    page.press(f"{at} input[name='glob:path']", "Tab")
    expect(page.locator(rule_text)).to_have_text('allow write_file(path~"*.md")')
    page.click(f"{at} button[value=approve]")
    page.wait_for_selector(f"{at}[data-status='approved']", timeout=30_000)
    rule = ReviewRule.objects.get()
    assert rule.describe() == 'allow write_file(path~"*.md")' and rule.approval_id == approval.pk
    assert Approval.objects.get(pk=approval.pk).comment == "notes only"

    page.click("nav.tabs a:has-text('Rules')")
    page.wait_for_selector(f"#rule-{rule.pk}")
    assert 'allow write_file(path~"*.md")' in page.inner_text(f"#rule-{rule.pk}")
    page.click(f"#rule-{rule.pk} button:has-text('Revoke')")
    page.wait_for_selector(f"#rule-{rule.pk}.revoked")
    assert "revoked by bob" in page.inner_text(f"#rule-{rule.pk}")
    assert errors == []
    context.close()
