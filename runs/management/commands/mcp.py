"""python manage.py mcp add|list|remove: a team's MCP servers, from the shell.

manage.py mcp add time --team alpha --tools get_current_time -- /venv/bin/mcp-server-time
manage.py mcp add search --team alpha --url http://mcp.internal:8000/mcp

A stdio server is started once in its sandbox before it is saved (runs.mcp_check).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError, CommandParser

from runs.management.commands.endpoints import _problems, _team
from runs.mcp_check import START_TIMEOUT, NotStarted, installed, start_once
from runs.mcp_servers import names
from runs.models import McpServer


class Command(BaseCommand):
    help = "Register, list or remove the MCP servers a team's runs may use."

    def create_parser(self, prog_name: str, subcommand: str, **kwargs: Any) -> CommandParser:
        """A parser that keeps what follows `--` as the command: argparse's own `--` does not
        reach a subcommand's arguments."""
        parser = super().create_parser(prog_name, subcommand, **kwargs)
        parse = parser.parse_args

        def parse_args(
            args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
        ) -> argparse.Namespace:
            given = list(sys.argv[2:] if args is None else args)
            at = given.index("--") if "--" in given else len(given)
            options = parse(given[:at], namespace)
            if options.action != "add" and given[at + 1 :]:
                parser.error("only `add` takes a command after --")
            options.command = given[at + 1 :]
            return options

        setattr(parser, "parse_args", parse_args)  # noqa: B010 - an instance's own method
        return parser

    def add_arguments(self, parser: CommandParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True)
        add = actions.add_parser("add", help="register a server: `-- COMMAND ARGS...` or --url")
        add.add_argument("name")
        add.add_argument("--team", required=True, help="a team, or a user for their team")
        add.add_argument("--url", default="", help="a streamable-HTTP server's URL")
        add.add_argument("--tools", default="", help="its tools a run is offered; none: all")
        add.add_argument("--env", default="", help="the worker's variables passed to it")
        add.add_argument("--timeout", type=float, default=30.0, help="seconds per tool call")
        add.add_argument(
            "--read",
            action="append",
            default=[],
            metavar="PATH",
            help="a folder its sandbox shows read-only besides its installation (repeatable)",
        )
        add.add_argument(
            "--no-check", action="store_true", help="save a stdio server without starting it once"
        )
        add.add_argument(
            "--start-timeout",
            type=float,
            default=START_TIMEOUT,
            help="seconds the check waits for the server to list its tools",
        )
        add.epilog = (
            "After --, the program and its arguments (a stdio server). It is found on PATH, "
            "its installation's folders (its venv, the Python it links to) are shown to its "
            "sandbox, and it is started there once before it is saved."
        )
        listing = actions.add_parser("list", help="list servers")
        listing.add_argument("--team", help="only this team's")
        remove = actions.add_parser("remove", help="remove a server")
        remove.add_argument("name")
        remove.add_argument("--team", required=True)

    def handle(self, *args: Any, **options: Any) -> None:
        getattr(self, f"_{options['action']}")(options)

    def _add(self, options: dict[str, Any]) -> None:
        server = McpServer(
            team=_team(options["team"]),
            name=options["name"],
            command=list(options["command"]),
            url=options["url"],
            allowed_tools=",".join(names(options["tools"])),
            env=",".join(names(options["env"])),
            timeout=options["timeout"],
        )
        try:
            server.full_clean()
            if server.command:
                self._install(server, options)
            server.full_clean()
        except ValidationError as error:
            raise CommandError(_problems(error)) from None
        except NotStarted as error:
            raise CommandError(f"MCP server {server.name} was not saved: {error}") from None
        server.save()
        self.stdout.write(f"added {server}")

    def _install(self, server: McpServer, options: dict[str, Any]) -> None:
        """Its program as the file it runs, the folders its sandbox shows, and (unless
        --no-check) one start there, as a run will."""
        check = not options["no_check"]
        found = installed(server.command, options["read"], found=check)
        server.command, server.readable = found.command, found.readable
        self.stdout.write(f"runs {found.command[0]}")
        if found.readable:
            self.stdout.write(f"its sandbox reads {', '.join(found.readable)}")
        if not check:
            self.stdout.write("not started: saved unchecked (--no-check)")
            return
        env = {name: os.environ[name] for name in server.env_names() if name in os.environ}
        listed = start_once(found, env, server.tool_names(), options["start_timeout"])
        self.stdout.write(f"started in its sandbox; it lists {', '.join(sorted(listed))}")

    def _list(self, options: dict[str, Any]) -> None:
        servers = McpServer.objects.select_related("team")
        if options["team"]:
            servers = servers.filter(team=_team(options["team"]))
        for server in servers:
            tools = ",".join(server.tool_names()) or "all tools"
            self.stdout.write(f"{server.team}\t{server.name}\t{server.transport()}\t{tools}")

    def _remove(self, options: dict[str, Any]) -> None:
        found = McpServer.objects.filter(team=_team(options["team"]), name=options["name"])
        if not found.delete()[0]:
            raise CommandError(f"team {options['team']} has no MCP server {options['name']!r}")
        self.stdout.write(f"removed {options['name']}")
