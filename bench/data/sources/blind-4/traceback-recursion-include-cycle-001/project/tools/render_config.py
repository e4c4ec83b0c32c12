"""Render the merged service configuration for one environment."""
import json
import logging
import sys
from pathlib import Path

log = logging.getLogger("render_config")
ROOT = Path("configs")


def load(rel):
    with open(ROOT / rel, encoding="utf-8") as fh:
        return json.load(fh)


def resolve(rel):
    data = load(rel)
    merged = {}
    for inc in data.get("include", []):
        log.info("include %s -> %s", rel, inc)
        merged.update(resolve(inc))
    merged.update({k: v for k, v in data.items() if k != "include"})
    return merged


def main(env):
    services = sorted(p.relative_to(ROOT).as_posix() for p in ROOT.glob("services/*.json"))
    for rel in services:
        data = load(rel)
        log.info("loaded %s (%d keys, owner=%s)", rel, len(data), data["owner"])
    log.info("validated %d service configs", len(services))
    out = resolve(f"env/{env}.json")
    Path("build").mkdir(exist_ok=True)
    Path("build", f"{env}.json").write_text(json.dumps(out, indent=2))
    log.info("wrote build/%s.json", env)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    main(sys.argv[1])
