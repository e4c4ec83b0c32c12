"""python manage.py endpoints add|list|price|remove: a team's model endpoints, and what their
models cost, from the shell."""

from __future__ import annotations

import json
import shlex
from decimal import Decimal
from typing import Any

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError, CommandParser

from accounts.models import Team
from accounts.services import team_for
from runs.endpoints import (
    CONSTRAIN_CHOICES,
    REACT_API_CHOICES,
    SERVER_CHOICES,
    check_words,
    checked_price,
    model_price,
)
from runs.models import Endpoint


class Command(BaseCommand):
    help = "Register, list or remove the model endpoints a team's runs may call."

    def add_arguments(self, parser: CommandParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True)
        add = actions.add_parser("add", help="register an endpoint")
        add.add_argument("name")
        add.add_argument("--team", required=True, help="a team, or a user for their team")
        add.add_argument("--base-url", required=True, help="for example http://ollama:11434/v1")
        add.add_argument("--models", default="", help="model names, comma-separated; none: any")
        add.add_argument("--key-env", default="", help="the variable that holds the key")
        add.add_argument("--timeout", type=float, default=60.0, help="seconds per request")
        add.add_argument("--retries", type=int, default=3, help="retries of a failed request")
        add.add_argument("--extra", default="{}", help="extra request fields, a JSON object")
        add.add_argument(
            "--constrain",
            choices=[value for value, _ in CONSTRAIN_CHOICES],
            default="none",
            help="tools: hold every step's reply to the run's own tools and their schemas",
        )
        add.add_argument(
            "--react-api",
            choices=[value for value, _ in REACT_API_CHOICES],
            default="chat",
            help="completions: send a ReAct prompt to /v1/completions, as text to continue",
        )
        add.add_argument(
            "--server",
            choices=[value for value, _ in SERVER_CHOICES],
            default="llama.cpp",
            help="the server behind the URL, which says how a constraint is sent",
        )
        add.add_argument(
            "--check",
            default="",
            help="a success check its runs carry, split as a shell would: 'pytest -q'",
        )
        _price_arguments(add)
        price = actions.add_parser("price", help="set the prices of an endpoint's models")
        price.add_argument("name")
        price.add_argument("--team", required=True)
        _price_arguments(price)
        price.add_argument(
            "--unprice-model",
            action="append",
            default=[],
            metavar="NAME",
            help="drop a model's own prices (it costs the endpoint's again)",
        )
        listing = actions.add_parser("list", help="list endpoints")
        listing.add_argument("--team", help="only this team's")
        remove = actions.add_parser("remove", help="remove an endpoint")
        remove.add_argument("name")
        remove.add_argument("--team", required=True)

    def handle(self, *args: Any, **options: Any) -> None:
        getattr(self, f"_{options['action']}")(options)

    def _add(self, options: dict[str, Any]) -> None:
        try:
            extra = json.loads(options["extra"])
        except json.JSONDecodeError as error:
            raise CommandError(f"--extra is not JSON: {error}") from None
        endpoint = Endpoint(
            team=_team(options["team"]),
            name=options["name"],
            base_url=options["base_url"],
            allowed_models=",".join(options["models"].replace(",", " ").split()),
            key_env=options["key_env"],
            extra=extra,
            timeout=options["timeout"],
            max_retries=options["retries"],
            constrain=options["constrain"],
            server=options["server"],
            react_api=options["react_api"],
            success_check=_argv(options["check"]),
        )
        _set_prices(endpoint, options)
        _save(endpoint)
        self.stdout.write(f"added {endpoint}")

    def _price(self, options: dict[str, Any]) -> None:
        endpoint = Endpoint.objects.filter(
            team=_team(options["team"]), name=options["name"]
        ).first()
        if endpoint is None:
            raise CommandError(f"team {options['team']} has no endpoint {options['name']!r}")
        _set_prices(endpoint, options)
        for model in options["unprice_model"]:
            endpoint.model_prices.pop(model, None)
        _save(endpoint)
        self.stdout.write(f"priced {endpoint}: {_prices_text(endpoint)}")

    def _list(self, options: dict[str, Any]) -> None:
        endpoints = Endpoint.objects.select_related("team")
        if options["team"]:
            endpoints = endpoints.filter(team=_team(options["team"]))
        for endpoint in endpoints:
            models = ",".join(endpoint.model_names()) or "any model"
            key = f"key ${endpoint.key_env}" if endpoint.key_env else "no key variable"
            constrained = f"constrain {endpoint.constrain} ({endpoint.server})"
            react = f"ReAct via {endpoint.react_api}"
            check = (
                f"check {shlex.join(endpoint.success_check)}"
                if endpoint.success_check
                else "no check"
            )
            fields = [
                endpoint.team,
                endpoint.name,
                endpoint.base_url,
                models,
                key,
                constrained,
                react,
                check,
                _prices_text(endpoint),
            ]
            self.stdout.write("\t".join(str(field) for field in fields))

    def _remove(self, options: dict[str, Any]) -> None:
        found = Endpoint.objects.filter(team=_team(options["team"]), name=options["name"])
        if not found.delete()[0]:
            raise CommandError(f"team {options['team']} has no endpoint {options['name']!r}")
        self.stdout.write(f"removed {options['name']}")


def _price_arguments(parser: CommandParser) -> None:
    parser.add_argument(
        "--price-in", metavar="DOLLARS", help="dollars per million prompt tokens, any model"
    )
    parser.add_argument(
        "--price-out", metavar="DOLLARS", help="dollars per million generated tokens, any model"
    )
    parser.add_argument(
        "--model-price",
        action="append",
        default=[],
        metavar="NAME=IN,OUT",
        help="one model's prices per million tokens, in and out (again for another model)",
    )


def _set_prices(endpoint: Endpoint, options: dict[str, Any]) -> None:
    """--price-in, --price-out and each --model-price, checked, set on `endpoint`."""
    try:
        for side in ("price_in", "price_out"):
            if options[side] is not None:
                flag = f"--{side.replace('_', '-')}"
                setattr(endpoint, side, checked_price(options[side], flag))
        for text in options["model_price"]:
            model, prices = model_price(text)
            endpoint.model_prices = {**endpoint.model_prices, model: prices}
    except ValidationError as error:
        raise CommandError(" ".join(error.messages)) from None


def _prices_text(endpoint: Endpoint) -> str:
    """`$0.15 in, $0.6 out per 1M tokens; m2 $1 in, $2 out`, or `no price set`."""
    shown = []
    if endpoint.price_in is not None and endpoint.price_out is not None:
        prices = f"${_plain(endpoint.price_in)} in, ${_plain(endpoint.price_out)} out"
        shown.append(f"{prices} per 1M tokens")
    for model, price in sorted(endpoint.model_prices.items()):
        shown.append(f"{model} ${price['in']} in, ${price['out']} out")
    return "; ".join(shown) or "no price set"


def _plain(price: Decimal) -> str:
    """0.150000 as 0.15, 100 as 100 (not 1E+2)."""
    return format(price.normalize(), "f")


def _save(endpoint: Endpoint) -> None:
    try:
        endpoint.full_clean()
    except ValidationError as error:
        raise CommandError(_problems(error)) from None
    endpoint.save()


def _argv(command: str) -> list[str]:
    """--check as an argv (runs.endpoints.check_words)."""
    try:
        return check_words(command)
    except ValueError as error:
        raise CommandError(f"--check: {error}") from None


def _team(name: str) -> Team:
    """The team of that name, or the team a user of that name launches in."""
    team = Team.objects.filter(name=name).first()
    if team is not None:
        return team
    user = get_user_model().objects.filter(username=name).first()
    if user is None:
        raise CommandError(f"no team or user {name!r}")
    return team_for(user)


def _problems(error: ValidationError) -> str:
    return "; ".join(
        f"{field}: {' '.join(texts)}" if field != "__all__" else " ".join(texts)
        for field, texts in error.message_dict.items()
    )
