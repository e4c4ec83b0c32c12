"""Checkpoints of committed batches."""


class CheckpointError(RuntimeError):
    pass


class Checkpoint:
    def __init__(self) -> None:
        self.last = 0
        self.draining = False

    def commit(self, batch: int) -> None:
        self.last = batch

    def flush(self, batch: int) -> None:
        if self.draining:
            raise CheckpointError(
                f"cannot flush checkpoint for batch {batch}: writer is draining"
            )
