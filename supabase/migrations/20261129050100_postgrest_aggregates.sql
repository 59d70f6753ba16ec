-- Aggregate functions in the API's select (issue 19): `count()`, `sum()`, `avg()`, `min()`,
-- `max()` and `relation(count)`, so a page can count related rows (members by kind on the
-- home page's figures) in one request. PostgREST 12 turns them off unless its login role
-- says otherwise (db-aggregates-enabled; Supabase documents this statement), and then
-- answers PGRST123. The local backend reads the same setting.
--
-- Safe to allow: every aggregate runs as the request's role under RLS, over the rows that
-- role may read, like any other select.
alter role authenticator set pgrst.db_aggregates_enabled = 'true';
notify pgrst, 'reload config';
