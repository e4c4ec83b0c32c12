#!/usr/bin/env bash
# Render one batch of icons (called by xargs).
set -euo pipefail
for svg in "$@"; do
  vb=$(sed -n 's/.*viewBox="\([^"]*\)".*/\1/p' "$svg" | head -1)
  read -r -a box <<< "$vb"
  if [ "${#box[@]}" -ne 4 ]; then
    echo "render-batch: $svg: invalid viewBox '$vb' (want 4 numbers)" >&2
    exit 1
  fi
  name=$(basename "$svg" .svg)
  set_dir=$(basename "$(dirname "$svg")")
  mkdir -p "build/png/$set_dir"
  for scale in 1 2 3; do
    w=$(( box[2] * scale )); h=$(( box[3] * scale ))
    out="build/png/$set_dir/$name@${scale}x.png"
    printf 'P5 %d %d\n' "$w" "$h" > "$out"
    echo "$svg -> $out (${w}x${h})"
  done
done
