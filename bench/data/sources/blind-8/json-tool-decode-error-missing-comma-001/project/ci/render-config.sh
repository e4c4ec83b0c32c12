#!/usr/bin/env bash
# Pretty-prints every service config into the job log and fails on invalid JSON.
set -euo pipefail
n=0
for f in $(find config -name '*.json' | sort); do
    echo "---- $f"
    python3 -m json.tool --indent 2 "$f"
    n=$((n + 1))
done
echo "rendered $n config files"
