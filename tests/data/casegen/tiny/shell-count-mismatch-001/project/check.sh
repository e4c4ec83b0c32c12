#!/bin/sh
for name in alpha beta gamma delta; do
  echo "checked widget $name"
done
echo "ERROR: widget count 7 != 8 in inventory.txt"
exit 3
