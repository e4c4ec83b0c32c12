"""What makes a model endpoint's settings valid: checked when an admin registers one (the
admin, `manage.py endpoints`) and again in every run config written from it."""

from __future__ import annotations

import re
import shlex
from decimal import Decimal, InvalidOperation
from typing import Any
from urllib.parse import urlsplit

from django.core.exceptions import ValidationError

from harness.backends.constraint import SERVERS

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")
"""An endpoint's name, as the form and `"endpoint"` in the API choose it."""
MODEL = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,199}$")
"""A model's name as servers spell them: `gpt-4.1-mini`, `qwen2.5-coder:7b`,
`Qwen/Qwen2.5-Coder-7B-Instruct`, `hf.co/org/model:Q4_K_M`, `model@2024-08-06`."""
KEY_ENV = re.compile(r"^[A-Z_][A-Z0-9_]{0,99}$")
"""The environment variable that holds an endpoint's key (its name, never the key)."""
SERVER_OWN = ("SECRET_KEY", "DATABASE_URL", "REDIS_URL")
SERVER_PREFIXES = ("LOOPGLASS_", "DJANGO_", "CELERY_")
"""Variables the server itself reads: never sent to a model server as its key."""
HARNESS_FIELDS = frozenset({"model", "messages", "prompt", "tools", "stream"})
"""Request fields the harness writes: an endpoint's extra fields may not replace them."""
CONSTRAINT_FIELDS = frozenset({"grammar", "json_schema", "response_format", "structured_outputs"})
"""What a constraint sets (harness.backends.constraint): not extra fields as well, when
constrained."""
CONSTRAIN_CHOICES = [("none", "none"), ("tools", "the run's tools")]
SERVER_CHOICES = [(server, server) for server in SERVERS]
REACT_API_CHOICES = [("chat", "chat"), ("completions", "completions")]


def check_name(name: str) -> None:
    if not NAME.match(name):
        raise ValidationError(
            f"{name!r} is not an endpoint name: letters, digits, '.', '_' and '-', "
            "starting with a letter or digit"
        )


def check_base_url(url: str) -> None:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValidationError(f"{url!r} is not an http:// or https:// URL")
    if any(ord(c) < 0x21 or c == "\x7f" for c in url):
        raise ValidationError("a base URL has no spaces or control characters")


def check_models(text: str) -> None:
    """Each name in an endpoint's list of models (`model_names`)."""
    for name in model_names(text):
        check_model(name)


def check_model(name: str) -> None:
    if not MODEL.match(name):
        raise ValidationError(
            f"{name!r} is not a model name: letters, digits and '.', '_', ':', '/', "
            "'@', '+', '-', starting with a letter or digit"
        )


def check_key_env(name: str) -> None:
    if not KEY_ENV.match(name):
        raise ValidationError(
            f"{name!r} is not an environment variable name: capitals, digits and '_'"
        )
    if name in SERVER_OWN or name.startswith(SERVER_PREFIXES):
        raise ValidationError(f"{name} is one of the server's own settings, not a model key")


def check_extra(extra: Any) -> None:
    if not isinstance(extra, dict):
        raise ValidationError("extra request fields are a JSON object")
    if taken := sorted(HARNESS_FIELDS & set(extra)):
        raise ValidationError(f"extra request fields may not set {', '.join(taken)}")


def check_constraint(constrain: str, extra: Any) -> None:
    """A constrained endpoint's extra fields leave the constraint's own fields alone."""
    taken = sorted(CONSTRAINT_FIELDS & set(extra)) if isinstance(extra, dict) else []
    if constrain == "tools" and taken:
        raise ValidationError(
            {"extra": f"with --constrain tools the constraint sets {', '.join(taken)}"}
        )


def model_names(text: str) -> list[str]:
    """The model names in a comma- or space-separated list."""
    return text.replace(",", " ").split()


NO_CHECK = "none"
"""What the form, `launch --check` and `endpoints add --check` take for no check."""
MAX_CHECK_ARGS = 100
MAX_CHECK_CHARS = 4000


def check_argv(argv: Any) -> None:
    """A success check (harness.agent.check): a program and its arguments, as a list of strings;
    the program runs in the sandbox, so no shell: `["pytest", "-q"]`."""
    if not isinstance(argv, list) or not all(isinstance(part, str) for part in argv):
        raise ValidationError("a check is a list of strings: a program and its arguments")
    if argv and not all(argv):
        raise ValidationError("a check's program and arguments are not empty strings")
    if len(argv) > MAX_CHECK_ARGS or sum(map(len, argv)) > MAX_CHECK_CHARS:
        raise ValidationError(
            f"a check has at most {MAX_CHECK_ARGS} parts of {MAX_CHECK_CHARS} characters"
        )
    if any("\x00" in part for part in argv):
        raise ValidationError("a check's arguments hold no NUL character")


def check_words(command: str) -> list[str]:
    """A check typed as a command line, as its argv (split as a shell would); `none`: no
    check. ValueError when it cannot be split (an unclosed quote)."""
    if command.strip() == NO_CHECK:
        return []
    return shlex.split(command)


PRICE_DIGITS, PRICE_PLACES = 12, 6
"""A price per million tokens: up to 999999.999999, to a millionth."""
MODEL_PRICE = re.compile(r"^(?P<model>[^=]+)=(?P<price_in>[^,]+),(?P<price_out>[^,]+)$")
"""`--model-price NAME=IN,OUT`, as `manage.py endpoints add` takes it."""


def checked_price(text: object, what: str = "a price") -> Decimal:
    """`text` as a price per million tokens (a number from 0, to a millionth), or a
    ValidationError saying what is wrong with it."""
    try:
        price = Decimal(str(text).strip())
    except InvalidOperation:
        problem = f"{what} is a number of dollars per million tokens, not {text!r}"
        raise ValidationError(problem) from None
    if not price.is_finite() or price < 0:
        raise ValidationError(f"{what} is a number from 0, not {text!r}")
    if price != price.quantize(Decimal(1).scaleb(-PRICE_PLACES)) or price >= 10 ** (
        PRICE_DIGITS - PRICE_PLACES
    ):
        raise ValidationError(
            f"{what} has at most {PRICE_PLACES} decimal places and is under "
            f"{10 ** (PRICE_DIGITS - PRICE_PLACES)}, not {text!r}"
        )
    return price


def check_model_prices(prices: Any) -> None:
    """An endpoint's prices per model: `{"model": {"in": "0.15", "out": "0.60"}, ...}`."""
    if not isinstance(prices, dict):
        raise ValidationError(
            'prices per model are a JSON object: {"model": {"in": .., "out": ..}}'
        )
    for model, price in prices.items():
        check_model(model)
        if not isinstance(price, dict) or set(price) != {"in", "out"}:
            raise ValidationError(f'the price of {model} is {{"in": .., "out": ..}}')
        for side, value in price.items():
            if isinstance(value, bool) or not isinstance(value, (str, int, float)):
                raise ValidationError(f"the {side} price of {model} is a number, not {value!r}")
            checked_price(value, f"the {side} price of {model}")


def model_price(text: str) -> tuple[str, dict[str, str]]:
    """`NAME=IN,OUT` as a model and its prices (`--model-price`), or a ValidationError."""
    found = MODEL_PRICE.match(text.strip())
    if found is None:
        raise ValidationError(f"{text!r} is not NAME=IN,OUT (prices per million tokens)")
    model = found["model"].strip()
    check_model(model)
    sides = {"in": found["price_in"], "out": found["price_out"]}
    return model, {
        side: str(checked_price(value, f"the {side} price of {model}"))
        for side, value in sides.items()
    }
