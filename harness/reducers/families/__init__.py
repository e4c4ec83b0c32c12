"""One module per tool family; each lists its reducers (every released version) in REDUCERS."""
