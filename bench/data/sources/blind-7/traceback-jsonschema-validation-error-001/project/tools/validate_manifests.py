"""Validate every services/*.yaml manifest against schema/service.schema.json."""
import json
import logging
import sys
from pathlib import Path

import jsonschema
import yaml

log = logging.getLogger("manifests")


def load_schema(path: Path) -> dict:
    schema = json.loads(path.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    log.info("schema %s loaded (%d top-level properties)", path, len(schema["properties"]))
    return schema


def validate_one(path: Path, schema: dict) -> dict:
    doc = yaml.safe_load(path.read_text())
    log.info("validating %s", path)
    deploy = doc.get("deploy", {})
    log.debug("  image=%s", deploy.get("image"))
    log.debug("  resources=%s", deploy.get("resources"))
    log.debug("  env=%d variables", len(deploy.get("env", [])))
    for var in deploy.get("env", []):
        log.debug("    %s", var.split("=", 1)[0])
    log.debug("  replicas=%r", deploy.get("replicas"))
    jsonschema.validate(doc, schema)
    log.info("  ok: %s (team %s)", doc["name"], doc["team"])
    return doc


def validate_all(folder: Path, schema: dict) -> list[dict]:
    docs = [validate_one(path, schema) for path in sorted(folder.glob("*.yaml"))]
    total = sum(d["deploy"]["replicas"] for d in docs)
    log.info("%d manifests valid, %d replicas in total", len(docs), total)
    return docs


def main() -> int:
    logging.basicConfig(level=logging.DEBUG, format="%(levelname)-5s %(name)s: %(message)s")
    schema = load_schema(Path("schema/service.schema.json"))
    validate_all(Path("services"), schema)
    return 0


if __name__ == "__main__":
    sys.exit(main())
