#!/usr/bin/env bash
# Create the schema and load the seed data into $DB, one file at a time.
set -euo pipefail
DB="${1:?usage: load-db.sh DATABASE}"
for f in db/migrations/*.sql db/seed/*.sql; do
  echo "==> ${f}"
  psql -X -v ON_ERROR_STOP=1 --echo-all -d "$DB" -f "$f"
done
psql -X -d "$DB" -c "SELECT count(*) AS order_items FROM order_items"
