"""Search across runs: the words asked for in steps' text and runs' goals.

query      what was typed, parsed into words and phrases (a clear problem, never an error)
backends   the condition a step or run matches on, per database: PostgreSQL's tsvector
           (a GIN index), SQLite's FTS5 tables; both made by runs/migrations/0014
hits       the matching steps, newest run first, a page at a time, each with its snippet
snippets   a hit's text around the words, escaped, the words marked

Above the backends one code path: the run list and `GET /api/runs?q=` both call `find`.
"""

from runs.search.hits import MAX_PAGE, Hit, Hits, find, matching_runs
from runs.search.query import MAX_CHARACTERS, Query, parse

__all__ = ["MAX_CHARACTERS", "MAX_PAGE", "Hit", "Hits", "Query", "find", "matching_runs", "parse"]
