"""Run the nightly lead-scoring pipeline, one subprocess per stage."""
import subprocess
import sys

from jsonlog import setup

log = setup("pipeline")
STAGES = ["extract", "dedupe", "enrich", "score", "export", "publish"]


def main(day):
    for stage in STAGES:
        log.info("stage start", extra={"fields": {"stage": stage, "day": day}})
        subprocess.run(
            [sys.executable, f"tools/stage_{stage}.py", "--day", day], check=True
        )
        log.info("stage done", extra={"fields": {"stage": stage, "errors": 0}})


if __name__ == "__main__":
    main(sys.argv[1])
