#!/usr/bin/env bash
# Render the Deployment of every service in deploy/services/ for one environment.
set -euo pipefail

ENVIRONMENT="${1:?usage: render-manifests.sh <environment>}"
OUT="deploy/out/${ENVIRONMENT}"
mkdir -p "$OUT"
count=0

for svc_file in deploy/services/*.env; do
  unset SERVICE_NAME IMAGE REPLICAS ROLLOUT_STRATEGY CANARY_WEIGHT
  # shellcheck disable=SC1090
  source "$svc_file"
  echo "==> rendering ${SERVICE_NAME} from ${svc_file} (${ENVIRONMENT}, ${ROLLOUT_STRATEGY})"
  weight=0
  if [[ "$ROLLOUT_STRATEGY" == "canary" ]]; then
    weight="$CANARY_WEIGHT"
  fi
  sed -e "s|@NAME@|${SERVICE_NAME}|g" -e "s|@ENV@|${ENVIRONMENT}|g" \
      -e "s|@IMAGE@|${IMAGE}|g" -e "s|@REPLICAS@|${REPLICAS}|g" \
      -e "s|@STRATEGY@|${ROLLOUT_STRATEGY}|g" -e "s|@WEIGHT@|${weight}|g" \
      deploy/templates/deployment.yaml > "$OUT/${SERVICE_NAME}.yaml"
  cat "$OUT/${SERVICE_NAME}.yaml"
  echo "---"
  count=$((count + 1))
done
echo "rendered ${count} manifests into ${OUT}"
