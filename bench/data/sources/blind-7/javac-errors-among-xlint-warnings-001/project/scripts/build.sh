#!/usr/bin/env bash
set -euo pipefail
mkdir -p build/classes
find src/main/java -name '*.java' | sort > build/sources.txt
echo "compiling $(wc -l < build/sources.txt) source files"
javac -Xlint:all -Xmaxwarns 200 -encoding UTF-8 --release 17 \
  -d build/classes @build/sources.txt
jar --create --file build/ledger.jar -C build/classes .
