-- db/bootstrap.sql: run on every fresh database before data is loaded
CREATE EXTENSION IF NOT EXISTS plpgsql;

-- the migration tool's bookkeeping, so that later migrations can run
CREATE TABLE schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION restore_started() RETURNS text LANGUAGE sql AS $$ SELECT 'restore started' $$;
SELECT restore_started();
