"""Write the test corpus shards (the nightly export job does this in production)."""
import struct
import sys
from pathlib import Path

out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
for k in range(900):
    name = out / f"part-{k:05d}.shard"
    if k == 733:
        name.write_bytes(b"")  # the export job was interrupted while writing this one
        continue
    name.write_bytes(struct.pack("<4sII", b"IDX1", 3, 1000 + k) + b"\0" * 64)
print(f"wrote {k + 1} shards to {out}")
