#!/usr/bin/env bash
# Build the internal packages into ./wheelhouse, one at a time.
set -euo pipefail
mkdir -p wheelhouse
for src in vendor/*/; do
  python -m pip wheel -v --no-deps --no-build-isolation --no-index -w wheelhouse "$src"
done
ls -1 wheelhouse
