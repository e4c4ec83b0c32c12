"""The agent: the loop (harness.agent.loop.Agent), one tool call, the success check, and the
run's state, plan, reinforcement, stop and resume; the shapes a run is made of."""
