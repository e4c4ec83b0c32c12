"""Compare a rebuilt batch with the committed one, times and timestamps aside.

What is normalised, and why (everything else must be byte for byte the same):

- the runner's per-line timestamps (`2026-11-20T09:14:07.1234560Z `): wall clock;
- durations printed by tools (`in 0.42s`, `Finished ... in 1.03s`, `(12 ms)`,
  `real 0m0.004s`, ...): wall clock;
- the README's generation and reducer-mtime times;
- dates printed by tools or `ls -l` (`Sun Nov 22 08:09:13 UTC 2026`, `Nov 22 08:09`),
  Node's `duration_ms: 1.79`, and the module names escript derives from the clock
  (`..._escript__1795__334957__324631__3`);
- other timestamps (ISO 8601 in JSON logs, npm's log file names `2026-11-22T01_51_33_232Z`);
- random temporary names (rustc's `rustcmEtSEy`, pip's `/tmp/pip-ephem-wheel-cache-w12xz8x2`,
  Python's `/tmp/tmpgnqm_8au`) and process ids (bash's `line 1:  7206 Segmentation fault`);
- the kernel release Maven and npm print (`version: "6.18.44-fc-v669"`,
  `npm verbose os Linux 6.18.44-fc-v669`): the machine's; Node's process id in its
  warnings (`(node:30569) [MODULE_TYPELESS_PACKAGE_JSON] Warning`);
- progress counters (`[ 42%]` of make, CMake, pytest; ninja's `[3/42]`) and pytest-xdist's
  worker ids (`[gw1]`), which follow the parallel schedule;
- PostgreSQL's TOC entry numbers and OIDs (`215; 1259 31796 TABLE ...` of pg_restore):
  the server's OID counter;
- the order of the nodes in a terraform `Cycle:` line (Go map order);
- memory addresses in reprs (`<DelayedCall 0x7f8642f59db0 ...>`): address-space
  layout randomisation;
- the thread id Rust prints in a panic (`thread 'name' (16667) panicked`), terraform's
  random resource ids (`[id=8517efce-7044-840e-c4ff-6a3fdd097c1d]`) and the date at the
  head of ruff's `-v` lines (`[2026-11-21][12:00:01.5][ruff::resolve][DEBUG]`);
- the random names of CMake's try_compile projects (`TryCompile-kIzwEv`, `cmTC_355c1`)
  and of gcc's temporary files (`/tmp/cctGrRSa.s`);
- the sha256 of a wheel pip builds (its zip members carry file times);
- git's transfer rate (`, 2.13 KiB | 2.13 MiB/s`, printed or not as the clone's speed
  goes) and the runner's timestamp on its progress lines, between which git's sideband
  `remote: Total ...` line falls at a different point on every clone;
- the shape of `terraform providers`' module tree (`├──` or `└──`, `│` or blank, with
  no-break spaces):
  which module comes last follows Go's map order;
- case.json's byte_size and line_count, README's byte column: only as far as a
  duration's digits change the log's length.

Output from parallel workers (pytest-xdist, make -j, cargo) may interleave differently
on every run: a case whose normalised raw.log has the same lines in another order is
reported as "same but line order" and passes; its JSON files are then compared without
the line numbers that depend on that order.
"""

from __future__ import annotations

import difflib
import json
import re
from pathlib import Path
from typing import Any

STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}Z ")
ISO_TIME = re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d[:_]\d\d[:_]\d\d(?:[.,_]\d+)?Z?")
PY_TEMP = re.compile(r"(/tmp/tmp)[a-z0-9_]{8}\b")
PID = re.compile(r"(line \d+:) +\d+( (?:Segmentation fault|Aborted|Killed|Terminated))")
KERNEL = re.compile(r'(OS name: "linux", version: ")[^"]+"')
NPM_KERNEL = re.compile(r"(npm verbose os Linux )\S+")
NODE_PID = re.compile(r"\(node:\d+\)")
PROGRESS = re.compile(r"\[ *\d+%\]")
NINJA = re.compile(r"^((?:<stamp> )?)\[\d+(/\d+\] )", re.MULTILINE)
PG_OID = re.compile(r"\b\d+; (\d+) \d+ ")
XDIST_WORKER = re.compile(r"\[gw\d+\]")
DURATION = re.compile(
    r"(?<![\w.])\d+(?:\.\d+)?(?:e-?\d+)?(?:\s?)(?:ms|s|sec|secs|seconds|µs|us|ns|m|min)\b"
)
CPU = re.compile(r"\b\d+(?:\.\d+)? (usr|sys|cusr|csys|CPU|wallclock secs)\b")
CLOCK = re.compile(r"\b\d+m\d+(?:\.\d+)?s\b|\b\d\d:\d\d:\d\d(?:[.,]\d+)?\b")
README_TIMES = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d")
PIP_TEMP = re.compile(r"(/tmp/pip-[a-z-]+-)[a-z0-9_]{8}")
MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
DATE = re.compile(
    rf"\b(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) )?{MONTH} +\d{{1,2}}\b(?: \d\d:\d\d(?::\d\d)?\b)?"
)
NODE_MS = re.compile(r"(duration_ms:? )[\d.]+")
ESCRIPT = re.compile(r"(__escript__)\d+__\d+__\d+__\d+")
RUSTC_TEMP = re.compile(r"/rustc[A-Za-z0-9]{6}/")
CYCLE = re.compile(r"(Cycle: )(.*)$", re.MULTILINE)
ADDRESS = re.compile(r"\b0x[0-9a-f]{8,16}\b")
RUST_TID = re.compile(r"(thread '[^']*' )\(\d+\)")
TF_ID = re.compile(r"(\[id=)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\]")
GCC_TEMP = re.compile(r"(/tmp/cc)[A-Za-z0-9]{6}(?=\.)")
CMAKE_TRY = re.compile(r"\b(TryCompile-|cmTC_)[A-Za-z0-9]{5,6}\b")
LOG_DATE = re.compile(r"^\[\d{4}-\d\d-\d\d\]\[", re.MULTILINE)
WHEEL_SHA = re.compile(r"(\.whl size=\d+ sha256=)[0-9a-f]{64}")
GIT_RATE = re.compile(r", \d+(?:\.\d+)? (?:bytes|[KMG]iB) \| \d+(?:\.\d+)? (?:bytes|[KMG]iB)/s")
GIT_PROGRESS = re.compile(r"^<stamp> (?=remote: |Receiving objects: )", re.MULTILINE)
TF_TREE = re.compile(r"^((?:<stamp> )?)([│├└─ \u00a0]+ )(?=module\.|provider\[)", re.MULTILINE)
ORDER_KEYS = ("evidence_lines", "evidence_spans", "signal_position")
FILES = ("raw.log", "case.json", "ground_truth.json", "tags.json")


def normalise(text: str) -> str:
    text = STAMP.sub("<stamp> ", text)
    text = ISO_TIME.sub("<timestamp>", text)
    text = PY_TEMP.sub(r"\1<random>", text)
    text = PID.sub(r"\1 <pid>\2", text)
    text = KERNEL.sub(r'\1<kernel>"', text)
    text = NPM_KERNEL.sub(r"\1<kernel>", text)
    text = NODE_PID.sub("(node:<pid>)", text)
    text = PROGRESS.sub("[<pct>]", text)
    text = NINJA.sub(r"\1[<n>\2", text)
    text = PG_OID.sub(r"<toc>; \1 <oid> ", text)
    text = XDIST_WORKER.sub("[gw<n>]", text)
    text = PIP_TEMP.sub(r"\1<random>", text)
    text = WHEEL_SHA.sub(r"\1<sha256>", text)
    text = ADDRESS.sub("0x<address>", text)
    text = RUST_TID.sub(r"\1(<tid>)", text)
    text = TF_ID.sub(r"\1<random>]", text)
    text = GIT_RATE.sub("", text)
    text = GIT_PROGRESS.sub("", text)
    text = TF_TREE.sub(lambda m: m[1] + m[2].replace("│", " ").replace("└", "├"), text)
    text = LOG_DATE.sub("[<date>][", text)
    text = CMAKE_TRY.sub(r"\1<random>", text)
    text = GCC_TEMP.sub(r"\1<random>", text)
    text = DATE.sub("<date>", text)
    text = NODE_MS.sub(r"\1<time>", text)
    text = ESCRIPT.sub(r"\1<clock>", text)
    text = RUSTC_TEMP.sub("/rustc<random>/", text)
    text = CYCLE.sub(lambda m: m[1] + ", ".join(sorted(m[2].split(", "))), text)
    text = CLOCK.sub("<clock>", text)
    text = CPU.sub(r"<time> \1", text)
    return DURATION.sub("<time>", text)


def normalise_json(text: str, *, drop: tuple[str, ...] = ()) -> str:
    def strip(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k not in drop}
        return [strip(v) for v in value] if isinstance(value, list) else value

    data = json.loads(text)
    if isinstance(data, dict):
        for key in ("byte_size", "line_count"):
            data.pop(key, None)
    return normalise(json.dumps(strip(data), indent=2, ensure_ascii=False))


def normalise_readme(text: str) -> str:
    text = README_TIMES.sub("<time>", text)
    return re.sub(r"\| [\d,]+ \| ([\d,]+) \|", r"| <bytes> | \1 |", text)


def first_difference(old: str, new: str, limit: int = 12) -> list[str]:
    diff = difflib.unified_diff(old.splitlines(), new.splitlines(), "committed", "rebuilt", n=1)
    return [line for _, line in zip(range(limit), diff, strict=False)]


def compare_case(old: Path, new: Path) -> tuple[str, list[str]]:
    """ "same", "same but line order" or "DIFFERENT" with the first differing lines."""
    status = "same"
    for name in FILES:
        if not (new / name).exists():
            return "DIFFERENT", [f"{name}: not rebuilt"]
        a = (old / name).read_bytes().decode("utf-8", "surrogateescape")
        b = (new / name).read_bytes().decode("utf-8", "surrogateescape")
        if name.endswith(".json"):
            drop = ORDER_KEYS if status != "same" else ()
            a, b = normalise_json(a, drop=drop), normalise_json(b, drop=drop)
        else:
            a, b = normalise(a), normalise(b)
        if a == b:
            continue
        if name == "raw.log" and sorted(a.splitlines()) == sorted(b.splitlines()):
            status = "same but line order"
            continue
        return "DIFFERENT", [f"{name}:", *first_difference(a, b)]
    return status, []


def compare_batch(old: Path, new: Path, case_ids: list[str], readme: bool) -> bool:
    same = True
    for case_id in case_ids:
        status, diff = compare_case(old / case_id, new / case_id)
        print(f"{case_id:52s} {status}")
        for line in diff:
            print("    " + line)
        same = same and not diff
    if readme:
        a, b = (old / "README.md").read_text(), (new / "README.md").read_text()
        diff = first_difference(normalise_readme(a), normalise_readme(b))
        print(f"{'README.md':52s} {'same' if not diff else 'DIFFERENT'}")
        for line in diff:
            print("    " + line)
        same = same and not diff
    return same
