"""python -m ingest.worker config/pipeline.json"""
import json
import logging
import sys
import time

from ingest import logs
from ingest.checkpoint import Checkpoint
from ingest.sinks import Sinks

log = logging.getLogger("ingest.worker")
TENANTS = ["globex", "initech", "umbrella", "hooli", "stark", "wayne", "acme-us",
           "tyrell"]


def tenant_for(batch: int) -> str:
    if batch == 1873:
        return "acme-eu"  # first batch from the tenant onboarded this week
    return TENANTS[batch * 7 % len(TENANTS)]


def run(config: dict, checkpoint: Checkpoint) -> None:
    sinks = Sinks(config)
    for batch in range(1, config["batches"] + 1):
        tenant = tenant_for(batch)
        sink = sinks.for_tenant(tenant)
        rows = sink["batch_rows"] - batch % 17
        log.info("batch committed", extra={
            "batch": batch, "tenant": tenant, "sink": sink["dsn"], "rows": rows,
            "lag_ms": batch * 37 % 900})
        if batch % 97 == 0:
            log.warning("slow batch", extra={"batch": batch, "tenant": tenant,
                                             "threshold_ms": 800})
        if batch % 250 == 0:
            log.info("checkpoint", extra={"batch": batch})
        checkpoint.commit(batch)
        time.sleep(0.002)  # stands in for the sink write


def main(path: str) -> None:
    logs.setup()
    with open(path) as fh:
        config = json.load(fh)
    log.info("worker starting", extra={"config": path,
                                       "tenants": len(config["routes"])})
    checkpoint = Checkpoint()
    try:
        run(config, checkpoint)
    except Exception:
        log.error("worker crashed, flushing checkpoint",
                  extra={"last_batch": checkpoint.last})
        checkpoint.draining = True
        checkpoint.flush(checkpoint.last + 1)
        raise


if __name__ == "__main__":
    main(sys.argv[1])
