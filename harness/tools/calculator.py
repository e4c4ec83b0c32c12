"""calculator: arithmetic by walking the AST, so no expression can run code."""

from __future__ import annotations

import ast
import math
import operator
from collections.abc import Callable
from typing import Annotated, Any

from pydantic import Field

from harness.tools.base import ToolContext, ToolError, tool

_BINARY: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
_UNARY: dict[type[ast.unaryop], Callable[[Any], Any]] = {
    ast.UAdd: operator.pos,
    ast.USub: operator.neg,
}
_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "sqrt": math.sqrt,
    "log": math.log,
    "log10": math.log10,
    "exp": math.exp,
    "sin": math.sin,
    "cos": math.cos,
    "tan": math.tan,
    "abs": abs,
    "round": round,
    "floor": math.floor,
    "ceil": math.ceil,
    "min": min,
    "max": max,
}
_CONSTANTS = {"pi": math.pi, "e": math.e, "tau": math.tau}
MAX_EXPRESSION = 500
MAX_EXPONENT = 10_000
MAX_RESULT_BITS = 100_000
"""Bigger powers could take the worker's memory and time; the model gets an error instead."""


def evaluate(expression: str) -> int | float:
    if len(expression) > MAX_EXPRESSION:
        raise ToolError(f"expression longer than {MAX_EXPRESSION} characters")
    try:
        tree = ast.parse(expression, mode="eval")
    except SyntaxError as exc:
        raise ToolError(f"not an arithmetic expression: {exc.msg}") from exc
    value: int | float = _eval(tree.body)
    return value


def _eval(node: ast.expr) -> Any:
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return node.value
    if isinstance(node, ast.Name) and node.id in _CONSTANTS:
        return _CONSTANTS[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        left, right = _eval(node.left), _eval(node.right)
        if isinstance(node.op, ast.Pow):
            _check_power(left, right)
        return _BINARY[type(node.op)](left, right)
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
        return _UNARY[type(node.op)](_eval(node.operand))
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _FUNCTIONS
        and not node.keywords
    ):
        return _FUNCTIONS[node.func.id](*(_eval(arg) for arg in node.args))
    raise ToolError(
        f"{ast.unparse(node)!r} is not allowed: use numbers, + - * / // % **, "
        f"{', '.join(_FUNCTIONS)} and {', '.join(_CONSTANTS)}"
    )


def _check_power(base: Any, exponent: Any) -> None:
    too_big = abs(exponent) > MAX_EXPONENT
    if isinstance(base, int) and isinstance(exponent, int):
        too_big = too_big or abs(base).bit_length() * abs(exponent) > MAX_RESULT_BITS
    if too_big:
        raise ToolError(f"{base} ** {exponent} is too large to compute")


@tool(family="calculator", timeout=5.0)
def calculator(
    ctx: ToolContext,
    expression: Annotated[str, Field(description="arithmetic, e.g. '(3 + 4) * sqrt(2)'")],
) -> str:
    """Evaluate an arithmetic expression."""
    try:
        return repr(evaluate(expression))
    except (ArithmeticError, ValueError, TypeError) as exc:
        raise ToolError(f"{type(exc).__name__}: {exc}") from exc
