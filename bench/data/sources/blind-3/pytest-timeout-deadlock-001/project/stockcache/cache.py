"""Stock levels kept in memory; a journal of changes is flushed to disk."""
import threading


class StockCache:
    def __init__(self) -> None:
        self._index: dict[str, int] = {}
        self._journal: list[tuple[str, int]] = []
        self._index_lock = threading.Lock()
        self._journal_lock = threading.Lock()
        self._flush_started = threading.Event()
        self.flushed = 0

    def put(self, key: str, qty: int) -> None:
        with self._index_lock:
            self._index[key] = qty
        with self._journal_lock:
            self._journal.append((key, qty))

    def get(self, key: str) -> int:
        with self._index_lock:
            return self._index.get(key, 0)

    def flush(self) -> None:
        """Write the journal out; takes the index lock, then the journal lock."""
        with self._index_lock:
            self._flush_started.set()
            with self._journal_lock:
                self.flushed += len(self._journal)
                self._journal.clear()

    def compact(self) -> None:
        """Drop zero entries while a background flush runs."""
        with self._journal_lock:
            flusher = threading.Thread(
                target=self.flush, name="stock-flusher", daemon=True
            )
            flusher.start()
            self._flush_started.wait(1)
            with self._index_lock:
                self._index = {k: v for k, v in self._index.items() if v}
        flusher.join()
