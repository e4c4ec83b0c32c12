"""Benchmark cases as data: each case is a folder (a project, a CI job, its labels).

`python -m casegen build <batch>` runs every case's job for real and writes
bench/data/cases/<batch>/; `python -m casegen check <batch>` rebuilds into a temporary
folder and compares with the committed cases. See docs/cases.md.
"""
