class Conn:
    """In-memory stand-in for the ledger database connection."""

    def __init__(self):
        self.rows = []
        self.open_transactions = 0
        self._pending = []

    def begin(self):
        self.open_transactions += 1
        self._pending = []

    def insert(self, row):
        self._pending.append(row)

    def commit(self):
        self.rows.extend(self._pending)
        self._pending = []
        self.open_transactions -= 1

    def rollback(self):
        self._pending = []
        self.open_transactions -= 1
