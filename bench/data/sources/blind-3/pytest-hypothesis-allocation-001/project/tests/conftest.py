from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None, max_examples=200)
