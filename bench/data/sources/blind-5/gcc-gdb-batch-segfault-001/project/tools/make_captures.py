"""Write the capture fixtures (record layout of include/records.h)."""
import struct
import sys
from pathlib import Path

out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
for k in range(140):
    recs = [struct.pack("<BBxxII", 1, 12, 0, 0)]
    recs += [struct.pack("<BBxxII", 2, 12, k + i, 64 * i) for i in range(k % 5)]
    if k != 97:  # the capture agent crashed before writing its stats record
        recs.append(struct.pack("<BBxxII", 3, 12, 1000 + k, 64000 + k))
    (out / f"edge-{k:03d}.cap").write_bytes(b"".join(recs))
print(f"wrote 140 captures to {out}")
