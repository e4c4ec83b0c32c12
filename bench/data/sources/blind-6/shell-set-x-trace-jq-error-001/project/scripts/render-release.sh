#!/usr/bin/env bash
# Render the release manifest: one line per service with its image and tag.
set -euxo pipefail
out=build/release.txt
mkdir -p build
: > "$out"
for dir in services/*/; do
  svc=$(basename "$dir")
  manifest="$dir/manifest.json"
  replicas=$(jq -r '.replicas' "$manifest")
  repo=$(jq -r '.image.repository' "$manifest")
  tag=$(jq -r '.image.tag' "$manifest")
  for port in $(jq -r '.ports[]' "$manifest"); do
    echo "  $svc listens on $port"
  done
  echo "$svc $repo:$tag x$replicas" >> "$out"
done
wc -l "$out"
