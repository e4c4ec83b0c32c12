"""A tool's raw output: kept as artifacts, read as numbered lines, redacted before a byte
is written."""
