"""The relay's wire protocol: one command per CRLF-terminated line."""
from twisted.protocols.basic import LineReceiver

COMMANDS = ['AUTH', 'BIND', 'CLOSE', 'DATA', 'ECHO', 'FLUSH', 'HELO', 'LIST', 'MODE', 'NOOP', 'OPEN', 'PING', 'PONG', 'QUIT', 'RSET', 'SEND', 'STAT', 'SUBS', 'UNSUB', 'WAIT']


def parse_command(line: bytes) -> tuple[str, list[str]]:
    words = line.decode("ascii").split()
    if not words or words[0].upper() not in COMMANDS:
        raise ValueError(f"unknown command: {line!r}")
    return words[0].upper(), words[1:]


class RelayProtocol(LineReceiver):
    delimiter = b"\r\n"

    def __init__(self) -> None:
        self.received: list[bytes] = []

    def lineReceived(self, line: bytes) -> None:
        self.received.append(line)


def split_frames(data: bytes) -> list[bytes]:
    """Split a buffer into complete frames; a trailing partial frame is dropped."""
    return data.split(b"\n")[:-1]
