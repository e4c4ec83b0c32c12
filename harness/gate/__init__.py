"""The review gate: a run's policy on tool calls (harness.gate.policy.Gate), the pause hook
a decision resumes a call through, and review rules."""
