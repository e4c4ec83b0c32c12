"""python -m etl.run data/orders.csv"""
import sys

from etl.pipeline import batches, load_batch


def main(path: str) -> None:
    grand = 0
    planned = 5001
    for number, rows in enumerate(batches(path, 20), start=1):
        cents = load_batch(number, rows)
        grand += cents
        print(f"[etl] batch {number:04d}/{planned} rows={len(rows)} "
              f"cents={cents} running_total={grand}")
    print(f"[etl] done: {grand} cents")


if __name__ == "__main__":
    main(sys.argv[1])
