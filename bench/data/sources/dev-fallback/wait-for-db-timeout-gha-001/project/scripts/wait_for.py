import socket
import sys
import time

host, port = sys.argv[1], int(sys.argv[2])
for attempt in range(1, 1000):
    try:
        socket.create_connection((host, port), timeout=0.05).close()
        break
    except OSError as error:
        print(f"waiting for {host}:{port} (attempt {attempt}): {error}", flush=True)
        time.sleep(0.1)
