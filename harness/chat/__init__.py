"""The conversation with the model: the ReAct and native channels, the transcript they share,
and the fixed prompt text."""
