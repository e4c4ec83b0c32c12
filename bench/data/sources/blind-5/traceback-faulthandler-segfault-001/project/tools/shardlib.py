"""Read the fixed-size headers of index shard files without copying them."""
import ctypes
import mmap



class Header(ctypes.LittleEndianStructure):
    _fields_ = [("magic", ctypes.c_char * 4), ("version", ctypes.c_uint32),
                ("count", ctypes.c_uint32)]


def map_shard(path):
    with open(path, "rb") as fh:
        size = fh.seek(0, 2)
        if size == 0:
            return None, 0
        mm = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
    buf = (ctypes.c_char * size).from_buffer_copy(mm)
    return buf, size


def read_header(path):
    buf, size = map_shard(path)
    addr = ctypes.addressof(buf) if buf is not None else 0
    hdr = Header.from_address(addr)
    return hdr.magic, hdr.version, hdr.count
