#!/usr/bin/env bash
# Rasterise every SVG icon at 1x/2x/3x, four renderer processes at a time.
set -euo pipefail
mkdir -p build/png
find icons -name '*.svg' | sort | xargs -P4 -n12 bash scripts/render-batch.sh
echo "rendered $(find build/png -name '*.png' | wc -l) png files"
