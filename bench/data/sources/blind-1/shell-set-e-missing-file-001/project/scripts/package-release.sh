#!/usr/bin/env bash
# Assemble dist/ for a release: copy assets and docs, write checksums, add config.
set -euo pipefail
trap 'echo "error: $0:$LINENO: \`$BASH_COMMAND\` exited with status $?" >&2' ERR

version=$(cat VERSION)
echo "==> packaging release $version"
rm -rf dist && mkdir -p dist/assets dist/docs

if ! grep -q "## $version" CHANGELOG.md; then
  echo "warning: CHANGELOG.md has no entry for $version, continuing"
fi

echo "==> copying web assets"
for f in $(find web/assets -type f | sort); do
  mkdir -p "dist/assets/$(dirname "${f#web/assets/}")"
  cp -v "$f" "dist/assets/${f#web/assets/}"
done

echo "==> copying docs"
cp -v docs/*.md dist/docs/

echo "==> writing checksums"
(cd dist && find . -type f | sort | xargs sha256sum) | tee dist/SHA256SUMS

echo "==> adding release config"
cp config/release.toml dist/release.toml

echo "==> creating archive"
tar -czf "release-$version.tar.gz" dist
echo "==> done: release-$version.tar.gz"
