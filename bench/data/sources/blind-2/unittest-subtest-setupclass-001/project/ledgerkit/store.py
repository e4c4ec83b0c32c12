"""SQLite storage for journals."""
import logging
import sqlite3
from pathlib import Path

SCHEMA = Path(__file__).with_name("schema.sql")
log = logging.getLogger(__name__)


def open_store(path: str = ":memory:") -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    log.info("applying %s", SCHEMA.name)
    conn.executescript(SCHEMA.read_text())
    return conn


def post_journal(conn: sqlite3.Connection, journal_id: int,
                 lines: list[tuple[str, int]]) -> None:
    if sum(cents for _, cents in lines) != 0:
        raise ValueError("journal does not balance")
    conn.executemany(
        "INSERT INTO entries (journal_id, account, amount_cents) VALUES (?, ?, ?)",
        [(journal_id, acct, cents) for acct, cents in lines],
    )
