#!/bin/sh
echo "ERROR: widget count 7 != 8 in inventory.txt"
exit 2
