"""Ping the peer every `interval` seconds; give up after `timeout` without a pong."""
from twisted.internet import reactor


class Heartbeat:
    def __init__(self, send, interval: float = 10.0, timeout: float = 30.0) -> None:
        self.send = send
        self.interval = interval
        self.timeout = timeout
        self._timer = None
        self.expired = False

    def start(self) -> None:
        self.send(b"PING")
        self._timer = reactor.callLater(self.timeout, self._timeout)

    def pong(self) -> None:
        if self._timer is not None and self._timer.active():
            self._timer.cancel()
        self._timer = None

    def stop(self) -> None:
        self.pong()

    def _timeout(self) -> None:
        self.expired = True
