"""What a run reports: its typed events, the sinks they go to, and live progress between
two steps (never stored)."""
