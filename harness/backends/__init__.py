"""Model backends, registered by name and imported only when asked for.

A backend whose optional package is missing fails with a clear message when
it is built, not when harness is imported.
"""

from __future__ import annotations

import importlib
from typing import Any

from harness.backends.base import Model, ModelError, ModelReply, ModelRequest, ToolCall

BACKENDS = {
    "openai": ("harness.backends.openai_compat", "OpenAICompatModel"),
    "scripted": ("harness.backends.scripted", "ScriptedModel"),
    "replay": ("harness.backends.replay", "ReplayModel"),
}


def get_backend(kind: str, **options: Any) -> Model:
    """Build the backend named `kind` with its options."""
    if kind not in BACKENDS:
        raise ValueError(f"unknown backend {kind!r}; known: {', '.join(sorted(BACKENDS))}")
    module_name, class_name = BACKENDS[kind]
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ModelError(
            f"backend {kind!r} needs a package that is not installed: {exc.name}"
        ) from exc
    model: Model = getattr(module, class_name)(**options)
    return model


__all__ = [
    "BACKENDS",
    "Model",
    "ModelError",
    "ModelReply",
    "ModelRequest",
    "ToolCall",
    "get_backend",
]
