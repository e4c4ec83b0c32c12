#!/usr/bin/env bash
# terraform validate every module; report all failures at the end
set -uo pipefail
failed=()
for dir in modules/*/; do
  name=$(basename "$dir")
  echo "==> module $name"
  if ! terraform -chdir="$dir" init -backend=false -input=false -no-color; then
    failed+=("$name (init)")
    continue
  fi
  if ! terraform -chdir="$dir" validate -no-color; then
    failed+=("$name")
  fi
done
echo
if (( ${#failed[@]} )); then
  echo "${#failed[@]} module(s) failed validation: ${failed[*]}"
  exit 1
fi
echo "all modules valid"
