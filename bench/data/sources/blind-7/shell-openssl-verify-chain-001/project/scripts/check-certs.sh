#!/usr/bin/env bash
# Every service certificate must chain to the root through the current issuing CA.
set -euo pipefail
CA=certs/ca/root.pem
CHAIN=certs/ca/issuing-g2.pem
count=0
for cert in certs/services/*.pem; do
  echo "==> ${cert}"
  openssl x509 -in "$cert" -noout -subject -issuer -serial -ext subjectAltName,extendedKeyUsage
  openssl verify -CAfile "$CA" -untrusted "$CHAIN" -purpose sslserver "$cert"
  count=$((count + 1))
done
echo "${count} certificates verified"
