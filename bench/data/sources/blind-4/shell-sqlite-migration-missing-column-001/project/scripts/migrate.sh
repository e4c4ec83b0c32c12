#!/usr/bin/env bash
# Apply every migration in order to a fresh database (release dry run).
set -euo pipefail
db=build/release-check.db
mkdir -p build
rm -f "$db"
for f in migrations/*.sql; do
  echo "==> applying $(basename "$f")"
  sqlite3 -bail -echo "$db" < "$f"
done
echo "==> schema OK: $(sqlite3 "$db" 'select count(*) from sqlite_master') objects"
