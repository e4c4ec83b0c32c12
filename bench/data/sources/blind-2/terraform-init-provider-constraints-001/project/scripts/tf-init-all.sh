#!/usr/bin/env bash
# terraform init every stack (providers come from the runner's mirror)
set -euo pipefail
for dir in stacks/*/; do
  echo "==> ${dir%/}"
  terraform -chdir="$dir" init -input=false -backend=false -no-color
done
