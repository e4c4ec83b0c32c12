"""Full-text search over steps and goals (runs/search): a GIN-indexed tsvector on
PostgreSQL, FTS5 tables kept in step by triggers on SQLite.

Both index the same text, split the same way: runs of letters and digits, lower-cased (an
underscore, a dot or a slash separates words), so `write_file` is found by `write` and by
`"write file"` on both. A step's text is its thought, its action (tool and arguments),
the observation and packet the model read, and its answer; a run's is its goal. The
reinforcement block appended to an observation (goal, status, hint: recomputed from the
run, runs.models.Step.observation_text) is left out: it repeats the goal in every step,
and would make each of a goal's words find every step of its run.
"""

# ruff: noqa: S608 (the SQL here is built from this file's constants, never from input)
from django.db import migrations
from django.db.backends.base.schema import BaseDatabaseSchemaEditor
from django.db.migrations.state import StateApps

OBSERVATION = """CASE WHEN {row}reinforcement <> ''
  AND {tail} = {newlines} || {row}reinforcement
  THEN {head} ELSE {row}observation END"""
"""The observation without the reinforcement block the sink appended to it (two newlines,
then the block), as Step.observation_text has it."""


def _observation(vendor: str, row: str = "") -> str:
    """OBSERVATION for `vendor`, of the row `row` (`new.`, `old.` in a trigger, or none)."""
    block = f"length({row}reinforcement) + 2"
    if vendor == "postgresql":
        tail, head = f"right({row}observation, {block})", f"left({row}observation, -({block}))"
        newlines = "E'\\n\\n'"
    else:
        tail = f"substr({row}observation, -({block}))"
        head = f"substr({row}observation, 1, length({row}observation) - ({block}))"
        newlines = "char(10, 10)"
    return OBSERVATION.format(row=row, tail=tail, head=head, newlines=newlines)


STEP_TEXT = f"""left(
  coalesce(thought, '') || ' ' || coalesce(action_tool, '') || ' '
  || coalesce(action_arguments::text, '') || ' ' || coalesce({_observation("postgresql")}, '')
  || ' ' || coalesce(packet::text, '') || ' ' || coalesce(final_answer, ''),
  {{limit}})"""
LIMIT = 200_000
"""Characters of a step's text indexed on PostgreSQL: a tsvector holds at most 1 MB."""


def _words(text: str) -> str:
    """PostgreSQL's parser would keep `src/app.py` as one word: split it as FTS5 does."""
    return f"to_tsvector('simple'::regconfig, regexp_replace({text}, '[^[:alnum:]]+', ' ', 'g'))"


POSTGRES = [
    f"""ALTER TABLE runs_step ADD COLUMN search_document tsvector
        GENERATED ALWAYS AS ({_words(STEP_TEXT.format(limit=LIMIT))}) STORED""",
    "CREATE INDEX runs_step_search ON runs_step USING gin (search_document)",
    f"""ALTER TABLE runs_run ADD COLUMN search_document tsvector
        GENERATED ALWAYS AS ({_words(f"left(goal, {LIMIT})")}) STORED""",
    "CREATE INDEX runs_run_search ON runs_run USING gin (search_document)",
]
POSTGRES_UNDO = [
    "ALTER TABLE runs_step DROP COLUMN search_document",
    "ALTER TABLE runs_run DROP COLUMN search_document",
]

STEP_COLUMNS = "thought, action_tool, action_arguments, observation, packet, final_answer"


def _step_values(row: str) -> str:
    """A step's indexed columns, of `row` (`new.` or `old.`: the values a delete must
    repeat are those its insert wrote)."""
    observation = _observation("sqlite", row)
    return (
        f"{row}thought, {row}action_tool, {row}action_arguments, {observation},"
        f" {row}packet, {row}final_answer"
    )


SQLITE = [
    # External content: the text stays in runs_step, and the index is only ever matched
    # against (snippets are cut in Python), so its observation may be the row's without
    # the reinforcement block; every insert and delete below writes it so.
    f"""CREATE VIRTUAL TABLE runs_step_search USING fts5({STEP_COLUMNS},
        content='runs_step', content_rowid='id')""",
    f"""CREATE TRIGGER runs_step_search_insert AFTER INSERT ON runs_step BEGIN
        INSERT INTO runs_step_search(rowid, {STEP_COLUMNS})
        VALUES (new.id, {_step_values("new.")});
        END""",
    f"""CREATE TRIGGER runs_step_search_delete AFTER DELETE ON runs_step BEGIN
        INSERT INTO runs_step_search(runs_step_search, rowid, {STEP_COLUMNS})
        VALUES ('delete', old.id, {_step_values("old.")});
        END""",
    f"""CREATE TRIGGER runs_step_search_update
        AFTER UPDATE OF {STEP_COLUMNS}, reinforcement ON runs_step BEGIN
        INSERT INTO runs_step_search(runs_step_search, rowid, {STEP_COLUMNS})
        VALUES ('delete', old.id, {_step_values("old.")});
        INSERT INTO runs_step_search(rowid, {STEP_COLUMNS})
        VALUES (new.id, {_step_values("new.")});
        END""",
    # not 'rebuild', which would read the observation with its block
    f"""INSERT INTO runs_step_search(rowid, {STEP_COLUMNS})
        SELECT id, {_step_values("")} FROM runs_step""",
    """CREATE VIRTUAL TABLE runs_run_search USING fts5(
        goal, content='runs_run', content_rowid='id')""",
    """CREATE TRIGGER runs_run_search_insert AFTER INSERT ON runs_run BEGIN
        INSERT INTO runs_run_search(rowid, goal) VALUES (new.id, new.goal); END""",
    """CREATE TRIGGER runs_run_search_delete AFTER DELETE ON runs_run BEGIN
        INSERT INTO runs_run_search(runs_run_search, rowid, goal)
        VALUES ('delete', old.id, old.goal); END""",
    """CREATE TRIGGER runs_run_search_update AFTER UPDATE OF goal ON runs_run BEGIN
        INSERT INTO runs_run_search(runs_run_search, rowid, goal)
        VALUES ('delete', old.id, old.goal);
        INSERT INTO runs_run_search(rowid, goal) VALUES (new.id, new.goal); END""",
    "INSERT INTO runs_run_search(runs_run_search) VALUES ('rebuild')",
]
SQLITE_UNDO = [
    "DROP TABLE runs_step_search",
    "DROP TRIGGER runs_step_search_insert",
    "DROP TRIGGER runs_step_search_delete",
    "DROP TRIGGER runs_step_search_update",
    "DROP TABLE runs_run_search",
    "DROP TRIGGER runs_run_search_insert",
    "DROP TRIGGER runs_run_search_delete",
    "DROP TRIGGER runs_run_search_update",
]


def _forward(apps: StateApps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    _execute(schema_editor, POSTGRES, SQLITE)


def _backward(apps: StateApps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    _execute(schema_editor, POSTGRES_UNDO, SQLITE_UNDO)


def _execute(
    schema_editor: BaseDatabaseSchemaEditor, postgres: list[str], sqlite: list[str]
) -> None:
    """The statements for this database's vendor (the two are all loopglass runs on)."""
    vendor = schema_editor.connection.vendor
    statements = {"postgresql": postgres, "sqlite": sqlite}.get(vendor)
    if statements is None:
        raise RuntimeError(f"search indexes are written for PostgreSQL and SQLite, not {vendor}")
    if vendor == "sqlite" and not _has_fts5(schema_editor):
        raise RuntimeError(
            "this Python's SQLite was built without FTS5, which search needs: "
            "use a Python whose sqlite3 has it (python.org's and Debian's do) or PostgreSQL"
        )
    for statement in statements:
        schema_editor.execute(statement, params=None)


def _has_fts5(schema_editor: BaseDatabaseSchemaEditor) -> bool:
    with schema_editor.connection.cursor() as cursor:
        cursor.execute("PRAGMA compile_options")
        return ("ENABLE_FTS5",) in cursor.fetchall()


class Migration(migrations.Migration):
    dependencies = [
        ("runs", "0013_costs"),
    ]

    operations = [migrations.RunPython(_forward, _backward)]
