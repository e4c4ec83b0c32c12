"""HTTP/2 transport (optional: install the ``http2`` extra)."""
import h2.connection


class H2Transport:
    """Multiplexes requests over one HTTP/2 connection."""

    def __init__(self) -> None:
        self.conn = h2.connection.H2Connection()
