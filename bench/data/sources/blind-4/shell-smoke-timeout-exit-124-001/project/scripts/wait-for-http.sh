#!/usr/bin/env bash
# wait-for-http.sh URL: poll until URL answers 2xx
url=$1
i=0
until curl -fsS -o /dev/null "$url"; do
  i=$((i + 1))
  echo "waiting for $url (attempt $i)"
  sleep 1
done
echo "up: $url"
