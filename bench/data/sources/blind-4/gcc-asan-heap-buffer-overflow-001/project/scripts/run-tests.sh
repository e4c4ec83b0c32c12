#!/usr/bin/env bash
failed=0
for t in "$@"; do
  name=$(basename "$t")
  if "$t"; then
    echo "PASS: $name"
  else
    echo "FAIL: $name (exit $?)"
    failed=$((failed + 1))
  fi
done
echo "$failed of $# tests failed"
[ "$failed" -eq 0 ]
