#!/bin/sh
shard=$(printf '%03d' "$1")
echo "connecting to orders-$shard"
for m in 0039_add_status 0040_backfill_status 0041_drop_legacy 0042_add_order_index; do
  if [ "$1" = "29" ] && [ "$m" = "0042_add_order_index" ]; then
    echo "applying $m to orders-$shard"
    echo "ERROR:  relation \"orders_$shard.line_items\" does not exist" >&2
    echo "migration $m failed on orders-$shard" >&2
    exit 3
  fi
  echo "applying $m to orders-$shard ... ok"
done
