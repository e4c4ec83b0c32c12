#!/usr/bin/env bash
set -euo pipefail
echo "==> generating protobuf stubs"
mkdir -p gen
for f in proto/*.proto; do
  echo "  $f"
done
protoc --python_out=gen proto/*.proto
echo "done"
