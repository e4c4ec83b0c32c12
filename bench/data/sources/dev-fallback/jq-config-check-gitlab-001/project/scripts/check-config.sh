set -e
for f in config/*.json; do
  echo "checking $f"
  missing=$(jq '[.services[] | select(.port == null)] | length' "$f")
  echo "  services without a port: $missing"
done
echo "config ok"
