#!/usr/bin/env bash
set -euo pipefail
mkdir -p out
for f in data/readings-*.csv; do
    echo "== $f ($(wc -l < "$f") lines)"
    gawk -f etl/normalize.awk "$f"
done
echo "all months normalized"
