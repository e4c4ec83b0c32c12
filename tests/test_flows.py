"""The flows at the end of docs/architecture.md are the code's: each function a flow names
calls the next one, or reaches it the way its `→ via ...` line says (read statically, with
`ast`, from each function's source). The page's "Flows" section says the syntax."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import re
import textwrap
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache

import pytest
from channels.consumer import AsyncConsumer, SyncConsumer
from django.urls import URLPattern, URLResolver, get_resolver

from tests.conftest import ROOT

PAGE = ROOT / "docs" / "architecture.md"
SECTION = "## Flows"
NOWHERE = "(nothing)"
FLOW = re.compile(r"^### (?P<title>.+)$")
ITEM = re.compile(r"^\d+\.\s+`(?P<name>[\w.]+)`")
SIDE = re.compile(r"^\s+[-*]\s+`(?P<name>[\w.]+)`")
HOP = re.compile(
    r"^\s*→\s*(?:(?P<alternative>or)|via\s+(?P<kind>\w+)(?:\s+(?P<argument>\w+))?)\s*$"
)


@dataclass
class Item:
    """A numbered item: the function, its line on the page, how the next item is reached."""

    name: str
    line: int
    hop: str = "call"
    argument: str = ""
    side: list[Item] = field(default_factory=list)
    """The calls it makes on the side (indented `-` items)."""


@dataclass(frozen=True)
class Hop:
    """One pair a flow claims: `caller` reaches `callee` the way `kind` says."""

    flow: str
    caller: str
    callee: str
    kind: str
    argument: str
    line: int

    def __str__(self) -> str:
        via = f" via {self.kind} {self.argument}".rstrip() if self.kind != "call" else ""
        return f"{self.flow}: {self.caller} →{via} {self.callee}"

    def where(self) -> str:
        pair = f"`{self.caller}` → `{self.callee}`"
        return f"docs/architecture.md:{self.line}: flow {self.flow!r}: {pair}"


# -- the page --------------------------------------------------------------------------------


def flows(text: str) -> dict[str, list[Item]]:
    """The flows of the page's Flows section, by title, each its numbered items in order."""
    found: dict[str, list[Item]] = {}
    items: list[Item] = []
    inside = False
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith("## "):
            inside = line.strip() == SECTION
            continue
        if not inside:
            continue
        if (heading := FLOW.match(line)) is not None:
            items = found.setdefault(heading["title"].strip(), [])
        elif (item := ITEM.match(line)) is not None:
            items.append(Item(item["name"], number))
        elif (side := SIDE.match(line)) is not None and items:
            items[-1].side.append(Item(side["name"], number))
        elif (hop := HOP.match(line)) is not None and items:
            items[-1].hop = "or" if hop["alternative"] else hop["kind"]
            items[-1].argument = hop["argument"] or ""
    return found


def hops(title: str, items: list[Item]) -> Iterator[Hop]:
    """Each pair the flow claims. An item followed by `→ or` is another way in: it reaches
    the first item after the alternatives, as the last of them does."""
    for position, item in enumerate(items):
        end = position
        while items[end].hop == "or" and end + 1 < len(items):
            end += 1
        reached = items[end]
        if end + 1 < len(items):
            after = items[end + 1]
            yield Hop(title, item.name, after.name, reached.hop, reached.argument, item.line)
        elif reached.hop != "call":  # a `→` line under the last item: it leads nowhere
            yield Hop(title, item.name, NOWHERE, reached.hop, reached.argument, item.line)
        for side in item.side:
            yield Hop(title, item.name, side.name, "call", "", side.line)


def page_hops() -> list[Hop]:
    return [hop for title, items in flows(PAGE.read_text()).items() for hop in hops(title, items)]


# -- the code --------------------------------------------------------------------------------


def imported(name: str) -> object:
    """What `name` names: a module's attribute (of an attribute...), or AssertionError."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attribute in parts[cut:]:
            if not hasattr(found, attribute):
                raise AssertionError(f"`{name}` does not import: no {attribute}")
            found = getattr(found, attribute)
        return found
    raise AssertionError(f"`{name}` does not import")


def function(thing: object) -> object:
    """The function whose source is read: a Celery task's own, a decorated view's."""
    if hasattr(thing, "delay") and hasattr(thing, "run"):
        thing = thing.run  # type: ignore[attr-defined]
    return inspect.unwrap(thing)  # type: ignore[arg-type]


def source(thing: object) -> ast.AST:
    """The parsed source of a function, a class or a module (decorators included)."""
    return ast.parse(textwrap.dedent(inspect.getsource(function(thing))))  # type: ignore[arg-type]


def last(name: str) -> str:
    return name.rsplit(".", 1)[-1]


def owner(name: str) -> object:
    """The class a method is defined in, or the module of a function."""
    container = imported(name.rsplit(".", 1)[0])
    return container if inspect.isclass(container) else inspect.getmodule(function(imported(name)))


def called(tree: ast.AST) -> set[str]:
    """The names of what `tree` calls: `b` for `b(...)`, `x.b(...)`, `B.b(...)`."""
    return {_name(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)} - {""}


def referenced(tree: ast.AST) -> set[str]:
    """The names `tree` uses as values (loaded, not called): `b` for `b` or `x.b`."""
    funcs = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    return {
        _name(node)
        for node in ast.walk(tree)
        if isinstance(node, ast.Name | ast.Attribute)
        and isinstance(node.ctx, ast.Load)
        and id(node) not in funcs
    }


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    return node.attr if isinstance(node, ast.Attribute) else ""


@cache
def package_sources(package: str) -> tuple[tuple[str, ast.AST], ...]:
    """Each module of package `package` (a folder of ROOT): its dotted name, its parsed source."""
    found = []
    for path in sorted((ROOT / package).rglob("*.py")):
        try:
            tree = ast.parse(path.read_text())
        except SyntaxError:  # a scenario's workspace may hold a planted one
            continue
        found.append((".".join(path.relative_to(ROOT).with_suffix("").parts), tree))
    return tuple(found)


def handed_as(name: str, parameter: str) -> bool:
    """Whether `name`'s package hands it on as `parameter`: `parameter=x.name`, or in the
    place of a parameter so named of the function it is passed to (`agent_for(run, x.name)`)."""
    for module, tree in package_sources(name.split(".", maxsplit=1)[0]):
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _passes(module, node, last(name), parameter):
                return True
    return False


def _passes(module: str, call: ast.Call, value: str, parameter: str) -> bool:
    if any(kw.arg == parameter and _name(kw.value) == value for kw in call.keywords):
        return True
    places = [place for place, arg in enumerate(call.args) if _name(arg) == value]
    if not places or not isinstance(call.func, ast.Name):
        return False
    function_ = getattr(importlib.import_module(module), call.func.id, None)
    try:
        names = list(inspect.signature(function_).parameters)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False
    return any(place < len(names) and names[place] == parameter for place in places)


# -- the ways a flow goes from one item to the next -------------------------------------------
# Each says what is wrong with the hop, or "" when the code does what the page says.


def by_call(hop: Hop) -> str:
    """A call named for the callee's last part; where the code says what it calls (`f(...)`
    of the module's, `module.f(...)`, `self.f(...)`), it must be the callee itself."""
    caller = imported(hop.caller)
    named = [
        node.func
        for node in ast.walk(source(caller))
        if isinstance(node, ast.Call) and _name(node.func) == last(hop.callee)
    ]
    if not named:
        return f"`{hop.caller}` makes no call named {last(hop.callee)}(...)"
    if any(_may_be(func, hop) for func in named):
        return ""
    return f"`{hop.caller}` calls a {last(hop.callee)}(...), but not `{hop.callee}`"


def _may_be(func: ast.expr, hop: Hop) -> bool:
    """Whether the call of `func` may call the callee: an object's method (`x.f`) may."""
    callee = imported(hop.callee)
    namespace = vars(inspect.getmodule(function(imported(hop.caller))))
    if isinstance(func, ast.Name):  # the module's own, or imported; a local may be anything
        return func.id not in namespace or _same(namespace[func.id], callee)
    if not isinstance(func, ast.Attribute) or not isinstance(func.value, ast.Name):
        return True
    if func.value.id == "self":
        cls = owner(hop.caller)
        found = [vars(k)[func.attr] for k in getattr(cls, "__mro__", ()) if func.attr in vars(k)]
        return not found or _same(found[0], callee)
    holder = namespace.get(func.value.id)
    if inspect.ismodule(holder) or inspect.isclass(holder):
        return _same(getattr(holder, func.attr, None), callee)
    return True


def _same(found: object, callee: object) -> bool:
    return found is callee or (found is not None and function(found) is function(callee))


def by_on_commit(hop: Hop) -> str:
    for node in ast.walk(source(imported(hop.caller))):
        on_commit = isinstance(node, ast.Call) and _name(node.func) == "on_commit"
        if on_commit and node.args and last(hop.callee) in _handed(node.args[0]):
            return ""
    return f"`{hop.caller}` hands no {last(hop.callee)} to transaction.on_commit"


def _handed(callable_: ast.expr) -> set[str]:
    """What an argument that is a callable will call: `f`, `partial(f, ...)`, `lambda: f()`."""
    if isinstance(callable_, ast.Call) and _name(callable_.func) == "partial" and callable_.args:
        return _handed(callable_.args[0])
    if isinstance(callable_, ast.Lambda):
        return called(callable_.body)
    return {_name(callable_)}


def by_task(hop: Hop) -> str:
    task = imported(hop.callee)
    name = getattr(task, "name", None)
    if not hasattr(task, "delay") or not isinstance(name, str):
        return f"`{hop.callee}` is not a Celery task"
    caller = imported(hop.caller)
    names = vars(inspect.getmodule(function(caller)))
    for node in ast.walk(source(caller)):
        if not isinstance(node, ast.Call):
            continue
        method = node.func
        delayed = isinstance(method, ast.Attribute) and method.attr in ("delay", "apply_async")
        if delayed and _name(method.value) == last(hop.callee):  # type: ignore[union-attr]
            return ""
        if _name(method) == "send_task" and node.args and _task_name(node.args[0], names) == name:
            return ""
    return (
        f"`{hop.caller}` neither calls {last(hop.callee)}.delay/apply_async nor send_task({name!r})"
    )


def _task_name(argument: ast.expr, names: dict[str, object]) -> object:
    """A task's name as `send_task` is given it: a string, or a constant of the module."""
    if isinstance(argument, ast.Constant):
        return argument.value
    return names.get(argument.id) if isinstance(argument, ast.Name) else None


def by_handler(hop: Hop) -> str:
    for node in ast.walk(source(owner(hop.caller))):
        if isinstance(node, ast.Dict) and last(hop.callee) in {_name(v) for v in node.values}:
            return ""
    return f"no dict in `{hop.caller}`'s class maps anything to {last(hop.callee)}"


def by_signal(hop: Hop) -> str:
    sent = {
        _name(node.value)
        for node in ast.walk(source(imported(hop.caller)))
        if isinstance(node, ast.Attribute) and node.attr in ("send", "send_robust")
    }
    receives: set[str] = set()
    tree = source(imported(hop.callee))
    for decorator in getattr(tree.body[0], "decorator_list", []):  # type: ignore[attr-defined]
        if isinstance(decorator, ast.Call) and _name(decorator.func) == "receiver":
            receives |= referenced(decorator.args[0]) if decorator.args else set()
    if sent & receives:
        return ""
    return f"`{hop.caller}` sends {sorted(sent)}; `{hop.callee}` receives {sorted(receives)}"


def by_publish(hop: Hop) -> str:
    if "publish" not in called(source(imported(hop.caller))):
        return f"`{hop.caller}` calls no publish(...)"
    if not {"get_message", "listen"} & called(source(imported(hop.callee))):
        return f"`{hop.callee}` reads no subscription (get_message, listen)"
    return ""


def by_type(hop: Hop) -> str:
    if "getattr" not in called(source(imported(hop.caller))):
        return f"`{hop.caller}` finds no handler by its name (getattr)"
    base, consumer = owner(hop.caller), owner(hop.callee)
    if not (inspect.isclass(consumer) and issubclass(consumer, AsyncConsumer | SyncConsumer)):
        return f"`{hop.callee}` is not a consumer's method"
    if not (inspect.isclass(base) and issubclass(consumer, base)):
        return f"`{hop.callee}`'s consumer is no `{hop.caller}`'s"
    kind = last(hop.callee).replace("_", ".", 1)
    if any(kind in _spelled(module) for module in _with_imports(inspect.getmodule(consumer))):
        return ""
    return f"`{hop.callee}`'s module, and what it imports from, spell no message type {kind!r}"


def _with_imports(module: object) -> list[object]:
    """`module` and the modules it imports names from."""
    names = [n.module for n in ast.walk(source(module)) if isinstance(n, ast.ImportFrom)]
    return [module, *(importlib.import_module(name) for name in names if name)]


def _spelled(module: object) -> set[str]:
    """The strings with a dot that `module` spells (message types among them)."""
    return {
        node.value
        for node in ast.walk(source(module))
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and "." in node.value
    }


def by_request(hop: Hop) -> str:
    view = function(imported(hop.callee))
    if view in set(_routed_views()) or _api_operation(view):
        return ""
    return f"`{hop.callee}` is no view the URLconf routes"


def _routed_views() -> Iterator[object]:
    def walk(patterns: list[URLPattern | URLResolver]) -> Iterator[object]:
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                yield from walk(pattern.url_patterns)
            else:
                yield inspect.unwrap(pattern.callback)

    yield from walk(get_resolver().url_patterns)


def _api_operation(view: object) -> bool:
    """Whether a django-ninja router's decorator (`@router.post(...)`) routes `view`."""
    tree = source(view)
    verbs = {"get", "post", "put", "patch", "delete", "api_operation"}
    decorators = getattr(tree.body[0], "decorator_list", [])  # type: ignore[attr-defined]
    return any(isinstance(d, ast.Call) and _name(d.func) in verbs for d in decorators)


def by_field(hop: Hop) -> str:
    name = hop.argument
    written = any(
        (isinstance(node, ast.Attribute) and node.attr == name and isinstance(node.ctx, ast.Store))
        or (isinstance(node, ast.keyword) and node.arg == name)
        for node in ast.walk(source(imported(hop.caller)))
    )
    body = source(imported(hop.callee)).body[0]
    read = any(
        (isinstance(node, ast.Attribute) and node.attr == name and isinstance(node.ctx, ast.Load))
        or (isinstance(node, ast.keyword) and node.arg == name)
        or (isinstance(node, ast.Constant) and node.value == name)
        for statement in getattr(body, "body", [body])
        for node in ast.walk(statement)
    )
    if not written:
        return f"`{hop.caller}` does not write {name}"
    return "" if read else f"`{hop.callee}` does not read {name}"


def by_callback(hop: Hop) -> str:
    if hop.argument not in called(source(imported(hop.caller))):
        return f"`{hop.caller}` calls no {hop.argument}(...)"
    if handed_as(hop.callee, hop.argument):
        return ""
    return f"`{hop.callee}` is never handed on as {hop.argument}"


def by_caller(hop: Hop) -> str:
    if hop.argument not in called(source(imported(hop.callee))):
        return f"`{hop.callee}` calls no {hop.argument}(...)"
    if handed_as(hop.caller, hop.argument):
        return ""
    return f"`{hop.caller}` is never handed on as {hop.argument}"


def by_raise(hop: Hop) -> str:
    raised = {
        _name(node.exc.func if isinstance(node.exc, ast.Call) else node.exc)
        for node in ast.walk(source(imported(hop.caller)))
        if isinstance(node, ast.Raise) and node.exc is not None
    }
    caught: set[str] = set()
    for node in ast.walk(source(imported(hop.callee))):
        if isinstance(node, ast.ExceptHandler) and node.type is not None:
            types = node.type.elts if isinstance(node.type, ast.Tuple) else [node.type]
            caught |= {_name(kind) for kind in types}
    if raised & caught:
        return ""
    return f"`{hop.caller}` raises {sorted(raised)}; `{hop.callee}` catches {sorted(caught)}"


WAYS: dict[str, Callable[[Hop], str]] = {
    "call": by_call,
    "on_commit": by_on_commit,
    "task": by_task,
    "handler": by_handler,
    "signal": by_signal,
    "publish": by_publish,
    "type": by_type,
    "request": by_request,
    "field": by_field,
    "callback": by_callback,
    "caller": by_caller,
    "raise": by_raise,
}
NAMED = {"field", "callback", "caller"}
"""The ways that name what they go through (`→ via field cancel_requested`)."""


def wrong(hop: Hop) -> str:
    """What is wrong with the hop, or "" when the code goes that way."""
    if hop.callee == NOWHERE:
        return "the flow ends on a `→` line: the item it leads to is missing"
    way = WAYS.get(hop.kind)
    if way is None:
        return f"no such way as `→ via {hop.kind}` (the page's Flows section lists them)"
    if (hop.kind in NAMED) != bool(hop.argument):
        return f"`→ via {hop.kind}` " + (
            "names what it goes through" if hop.kind in NAMED else "takes no name"
        )
    try:
        imported(hop.callee)
        return way(hop)
    except AssertionError as error:
        return str(error)


# -- the tests -------------------------------------------------------------------------------


def test_the_page_has_its_four_flows():
    found = flows(PAGE.read_text())
    assert len(found) >= 4, f"docs/architecture.md's Flows section has {sorted(found)}"
    assert all(len(items) >= 3 for items in found.values()), found


@pytest.mark.parametrize("hop", page_hops(), ids=str)
def test_each_function_reaches_the_next(hop: Hop):
    problem = wrong(hop)
    assert not problem, f"{hop.where()}: {problem}"


WRONG_FLOW = """\
## Flows

### Wrong

1. `runs.services.launch_run` — not a call: its task is sent on commit.
2. `runs.queue.enqueue_run`
   → via task
3. `runs.tasks.reclaim_stale_runs` — not the task it sends.
4. `runs.nothing.here`
"""


def test_a_wrong_flow_is_caught():
    found = list(hops("Wrong", flows(WRONG_FLOW)["Wrong"]))
    assert [(hop.caller, hop.callee, hop.kind, hop.line) for hop in found] == [
        ("runs.services.launch_run", "runs.queue.enqueue_run", "call", 5),
        ("runs.queue.enqueue_run", "runs.tasks.reclaim_stale_runs", "task", 6),
        ("runs.tasks.reclaim_stale_runs", "runs.nothing.here", "call", 8),
    ]
    problems = [wrong(hop) for hop in found]
    assert problems[0] == "`runs.services.launch_run` makes no call named enqueue_run(...)"
    assert "send_task('runs.tasks.reclaim_stale_runs')" in problems[1]
    assert problems[2].startswith("`runs.nothing.here` does not import")


def test_a_call_of_another_function_of_the_same_name_is_caught():
    hop = Hop("Wrong", "harness.agent.loop.Agent.run", "runs.executor._drive", "call", "", 1)
    assert (
        wrong(hop)
        == "`harness.agent.loop.Agent.run` calls a _drive(...), but not `runs.executor._drive`"
    )
    assert not wrong(dataclasses.replace(hop, callee="harness.agent.loop.Agent._drive"))


def test_alternatives_and_side_calls_are_read():
    text = "## Flows\n### Two ways in\n1. `a.b`\n   → or\n2. `c.d`\n   - `e.f`\n"
    text += "   → via task\n3. `g.h`\n"
    found = list(hops("Two ways in", flows(text)["Two ways in"]))
    assert [(hop.caller, hop.callee, hop.kind) for hop in found] == [
        ("a.b", "g.h", "task"),
        ("c.d", "g.h", "task"),
        ("c.d", "e.f", "call"),
    ]


def test_a_handler_named_for_no_message_type_is_caught():
    hop = Hop(
        "Wrong",
        "web.fanout.StreamConsumer._handle",
        "runs.consumers.RunConsumer.catch_up",
        "type",
        "",
        1,
    )
    assert "spell no message type 'catch.up'" in wrong(hop)
    assert not wrong(dataclasses.replace(hop, callee="runs.consumers.RunConsumer.run_live"))
