#!/usr/bin/env bash
# Package every component, checksum the tarballs and sign the checksums.
set -eo pipefail

version=$(cat VERSION)
out="dist/$version"
mkdir -p "$out"

for dir in components/*/; do
  name=$(basename "$dir")
  echo "==> packaging $name $version"
  tar --sort=name --owner=0 --group=0 --mtime='2026-11-01 00:00Z' \
    -cvzf "$out/$name-$version.tar.gz" -C components "$name"
done

echo "==> checksums"
(cd "$out" && sha256sum -- *.tar.gz | tee SHA256SUMS | awk '{print "    " $2}')

echo "==> signing $out/SHA256SUMS"
cosign sign-blob --yes --key cosign.key --output-signature "$out/SHA256SUMS.sig" \
  "$out/SHA256SUMS"
echo "==> done"
