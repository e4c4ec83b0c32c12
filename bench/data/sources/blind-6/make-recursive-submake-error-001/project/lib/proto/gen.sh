#!/bin/sh
# Generate message ids from the schema: one #define per line of schema.def.
echo "/* generated from $1: do not edit */"
n=1
while read -r name; do
  echo "#define MSG_$name $n"
  n=$((n + 1))
done < "$1"
