"""Build the vendored internal wheels from packages/<name>/ into dist/ (reproducibly)."""
import base64
import hashlib
import sys
import zipfile
from pathlib import Path


def build(src: Path, dist: Path) -> Path:
    name, version = src.name, (src / "VERSION").read_text().strip()
    mod = name.replace("-", "_")
    info = f"{mod}-{version}.dist-info"
    members = {}
    for path in sorted((src / mod).rglob("*.py")):
        members[path.relative_to(src).as_posix()] = path.read_bytes()
    members[f"{info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode()
    )
    members[f"{info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: build_wheels\nRoot-Is-Purelib: true\n"
        b"Tag: py3-none-any\n"
    )
    record = []
    for rel, data in members.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
        record.append(f"{rel},sha256={digest.decode()},{len(data)}")
    record.append(f"{info}/RECORD,,")
    members[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    out = dist / f"{mod}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        for rel, data in members.items():
            zf.writestr(zipfile.ZipInfo(rel, date_time=(2026, 1, 1, 0, 0, 0)), data)
    return out


if __name__ == "__main__":
    dist = Path("dist")
    dist.mkdir(exist_ok=True)
    for src in sorted(Path("packages").iterdir()):
        whl = build(src, dist)
        print(f"built {whl} ({whl.stat().st_size} bytes)")
    sys.exit(0)
