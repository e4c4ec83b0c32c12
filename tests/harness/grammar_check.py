"""A real grammar engine for the tests: llguidance (the constrained-decoding library vLLM
and llama.cpp can use) matching text byte by byte against a GBNF grammar or a JSON schema,
as a server's sampler would, with a vocabulary of the 256 bytes."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import llguidance

EOS = 256


class _Bytes:
    """The least tokenizer llguidance takes: one token per byte, and an end token."""

    eos_token_id = EOS
    bos_token_id = None
    tokens = [bytes([i]) for i in range(256)] + [b"<eos>"]
    special_token_ids = [EOS]

    def __call__(self, text: bytes | str) -> list[int]:
        return list(text if isinstance(text, bytes) else text.encode())


@cache
def _tokenizer() -> llguidance.LLTokenizer:
    return llguidance.LLTokenizer(llguidance.TokenizerWrapper(_Bytes()), slices=[])


@cache
def compiled_gbnf(gbnf: str) -> str:
    return llguidance.grammar_from("gbnf", gbnf)


@cache
def compiled_schema(schema_json: str) -> str:
    return llguidance.grammar_from("json_schema", schema_json)


def _matches(grammar: str, text: str) -> bool:
    matcher = llguidance.LLMatcher(_tokenizer(), grammar, log_level=0)
    if matcher.is_error():
        raise ValueError(f"the grammar does not compile: {matcher.get_error()}")
    consumed = matcher.consume_tokens(list(text.encode()))
    return consumed and not matcher.is_error() and matcher.is_accepting()


def gbnf_accepts(gbnf: str, text: str) -> bool:
    """Whether `text` is a whole sentence of the GBNF grammar."""
    return _matches(compiled_gbnf(gbnf), text)


def schema_accepts(schema: dict[str, Any], text: str) -> bool:
    """Whether `text` is JSON that llguidance's schema grammar allows, as a server holding a
    reply to `response_format` would."""
    return _matches(compiled_schema(json.dumps(schema)), text)
