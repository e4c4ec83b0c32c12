#!/usr/bin/env bash
# Render one nginx server block per sites/*.env for an environment.
set -euo pipefail

ENVIRONMENT="${1:?usage: render-nginx.sh <environment>}"
OUT="build/nginx/${ENVIRONMENT}"
mkdir -p "$OUT"

for site in sites/*.env; do
  # shellcheck disable=SC1090
  source "$site"
  echo "==> ${SITE_NAME} -> ${UPSTREAM} (${ENVIRONMENT})"
  cat > build/nginx/rules.sed <<EOF
s/@SERVER_NAME@/${SITE_NAME}.${ENVIRONMENT}.example.com/g
s/@LISTEN_PORT@/${LISTEN_PORT}/g
s/@UPSTREAM@/${UPSTREAM}/g
s/@CLIENT_MAX_BODY@/${CLIENT_MAX_BODY}/g
EOF
  sed -f build/nginx/rules.sed templates/site.conf.in > "${OUT}/${SITE_NAME}.conf"
  cat "${OUT}/${SITE_NAME}.conf"
done
echo "rendered $(ls "$OUT" | wc -l) sites into ${OUT}"
