import sys

from jsonlog import setup

log = setup("stage.dedupe")
for batch in range(1, 31):
    log.info("batch", extra={"fields": {"stage": "dedupe", "batch": batch,
                                         "rows": batch * 20, "errors": 0,
                                         "warnings": 0}})
log.info("summary", extra={"fields": {"day": sys.argv[2], "error_rate": 0.0}})
