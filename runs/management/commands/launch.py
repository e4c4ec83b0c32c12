"""python manage.py launch (--scenario NAME | --endpoint NAME --goal TEXT) [--mcp NAME]...
[--packet-share X] [--packet-cap BYTES] [--check 'CMD ARGS'] [--max-cost DOLLARS] [--wait]
[--json]: launch a run from the shell."""

from __future__ import annotations

import json
import time
from typing import Any

from celery import current_app
from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.core.management.base import BaseCommand, CommandError, CommandParser
from kombu.exceptions import OperationalError as QueueUnreachable
from pydantic import ValidationError

from accounts.services import team_for
from harness import scenarios
from runs.endpoints import check_words
from runs.launch import LaunchRefused, LaunchRequest, prepare, problems
from runs.models import Run
from runs.services import launch_run


class Command(BaseCommand):
    help = (
        "Launch a scripted scenario, or a model run on a team endpoint, checked as the web "
        "form and the API check theirs."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        source = parser.add_mutually_exclusive_group(required=True)
        source.add_argument("--scenario", help=", ".join(scenarios.names()))
        source.add_argument("--endpoint", help="a model endpoint of the user's team, by name")
        parser.add_argument("--model", help="one of the endpoint's models")
        parser.add_argument("--goal", help="what a model run is asked to do")
        parser.add_argument(
            "--mcp",
            action="append",
            default=[],
            metavar="NAME",
            help="an MCP server of the user's team, by name (again for another)",
        )
        parser.add_argument(
            "--tools",
            help="the tools offered, comma-separated (default: the server's LOOPGLASS_MODEL_TOOLS)",
        )
        parser.add_argument(
            "--check",
            help="a success check run after the answer, split as a shell would ('pytest -q'); "
            "'none': no check (default: the endpoint's or the scenario's)",
        )
        parser.add_argument("--git", help="the workspace's repository (URL or path)")
        parser.add_argument("--ref", default="HEAD", help="its branch, tag or commit")
        parser.add_argument("--channel", choices=["react", "native"], default="react")
        parser.add_argument("--delay", type=float, default=0.0, help="seconds per model reply")
        parser.add_argument("--user", help="who launches it (default: the first superuser)")
        parser.add_argument("--wait", action="store_true", help="wait until the run ends")
        parser.add_argument("--timeout", type=float, default=600.0, help="seconds to wait")
        parser.add_argument("--json", action="store_true", help="print one JSON object")
        parser.add_argument(
            "--network", action="store_true", help="let the run's commands reach the network"
        )
        parser.add_argument(
            "--packet-share",
            type=float,
            metavar="X",
            help="the share of a tool output its packet may take, 0 < X <= 1 (default: the "
            "server's)",
        )
        parser.add_argument(
            "--packet-cap",
            type=int,
            metavar="BYTES",
            help="the most bytes a packet may take (default: the server's)",
        )
        parser.add_argument(
            "--max-cost",
            metavar="DOLLARS",
            help="a budget: the run stops (reason budget) before a model call that would cost "
            "more; needs the endpoint's prices",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        user = self._user(options["user"])
        try:
            request = LaunchRequest.model_validate(_request(options))
        except ValidationError as exc:
            raise CommandError(str(LaunchRefused(problems(exc)))) from None
        try:
            goal, config = prepare(request, team_for(user).pk)
        except LaunchRefused as refused:
            raise CommandError(refused.problems[0][1]) from None
        _check_queue()
        run = launch_run(user=user, goal=goal, config=config)
        if options["wait"]:
            run = self._wait(run, options["timeout"])
        self._report(run, options)
        if options["wait"] and run.is_active:
            raise CommandError(f"run {run.pk} is still {run.status} after {options['timeout']:g}s")

    def _user(self, username: str | None) -> User:
        users = get_user_model().objects.filter(is_active=True)
        user = (
            users.filter(username=username).first()
            if username
            else (users.filter(is_superuser=True).order_by("pk").first())
        )
        if user is not None:
            return user
        if username:
            raise CommandError(f"no user {username!r}")
        if get_user_model().objects.exists():
            # bootstrap makes a first user only on an empty database; it would do nothing here
            raise CommandError(
                "no superuser; pass --user NAME, or make one with `manage.py createsuperuser`"
            )
        raise CommandError("no superuser yet; run `python manage.py bootstrap` first")

    def _wait(self, run: Run, timeout: float) -> Run:
        deadline = time.monotonic() + timeout
        while run.is_active and time.monotonic() < deadline:
            time.sleep(0.2)
            run.refresh_from_db()
        return run

    def _report(self, run: Run, options: dict[str, Any]) -> None:
        if options["json"]:
            check = run.check_result
            summary = {"id": run.pk, "status": run.status, "steps": run.step_count}
            summary["check"] = None if check is None else bool(check.get("passed"))
            summary["cost"] = None if run.cost is None else str(run.cost)
            self.stdout.write(json.dumps(summary))
            return
        self.stdout.write(str(run.pk))
        if options["wait"]:
            self.stdout.write(f"status: {run.status}\nsteps: {run.step_count}")
            if run.check_result is not None:
                passed = "passed" if run.check_result.get("passed") else "failed"
                self.stdout.write(f"check: {passed}")


def _check_queue() -> None:
    """Refuse before saving a run when the task queue (Redis) does not answer: from the
    shell that is a stack not started, said in a line rather than kombu's traceback."""
    try:
        with current_app.connection_for_write() as connection:
            connection.ensure_connection(max_retries=1)
    except QueueUnreachable:
        raise CommandError(
            "the task queue (Redis) does not answer, so no worker would get the run;"
            " start the stack first (`make run`, or Redis and a worker)"
        ) from None


def _argv(command: str) -> list[str]:
    """--check as an argv (runs.endpoints.check_words)."""
    try:
        return check_words(command)
    except ValueError as error:
        raise CommandError(f"--check: {error}") from None


def _request(options: dict[str, Any]) -> dict[str, Any]:
    """The launch request the options make: the fields given, as the API would take them."""
    names = ["scenario", "endpoint", "model", "goal", "channel", "network"]
    names += ["packet_share", "packet_cap", "max_cost"]
    request = {name: options[name] for name in names if options[name] is not None}
    if options["scenario"] is not None:
        request["delay"] = options["delay"]
    if options["mcp"]:
        request["mcp"] = options["mcp"]
    if options["tools"]:
        request["tools"] = options["tools"].replace(",", " ").split()
    if options["check"] is not None:
        request["check"] = _argv(options["check"])
    if options["git"]:
        request["workspace"] = {"git": options["git"], "ref": options["ref"]}
    return request
