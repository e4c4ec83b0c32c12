"""Raw tool outputs as immutable artifacts: the store, retention, the viewer and `inspect`."""
