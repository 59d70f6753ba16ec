/**
 * The two databases that npm run db:diff and supabase/tests/schema-drift.test.ts compare,
 * on one PostgreSQL 15 cluster (tests/support/postgres15.ts): one built by the migrations
 * (supabase/migrations/, as the local backend applies them) and one built by the schema
 * files (supabase/schemas/*.sql in file-name order), both over the platform bootstrap.
 * See docs/database.md.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { run as migra } from "@pgkit/migra";
import pg from "pg";
import { openDatabase } from "../../supabase/local/db.ts";
import { migrate, paths } from "../../supabase/local/migrate.ts";

const schemasDir = fileURLToPath(new URL("../../supabase/schemas/", import.meta.url));

/** The schema files, in the order they are applied. */
export function schemaFiles() {
  return readdirSync(schemasDir)
    .filter((file) => file.endsWith(".sql"))
    .sort();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates database `name` afresh on the cluster whose postgres database is at adminUrl. */
async function createDatabase(adminUrl: string, name: string) {
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

/** bootstrap.sql, local.sql and every migration, through the local backend's own migrate(). */
export async function buildFromMigrations(adminUrl: string, url: string, name: string) {
  await createDatabase(adminUrl, name);
  const db = await openDatabase({ databaseUrl: url });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
}

/** bootstrap.sql, local.sql, then the schema files in order. */
export async function buildFromSchemaFiles(adminUrl: string, url: string, name: string) {
  await createDatabase(adminUrl, name);
  await withClient(url, async (client) => {
    await client.query(readFileSync(paths.bootstrap, "utf8"));
    await client.query(readFileSync(paths.local, "utf8"));
    for (const file of schemaFiles()) {
      try {
        await client.query(readFileSync(schemasDir + file, "utf8"));
      } catch (error) {
        throw new Error(`supabase/schemas/${file}: ${(error as Error).message}`, { cause: error });
      }
    }
  });
}

/**
 * migra's SQL turning database `from` into database `to`, privileges included ('' when it
 * sees no difference). migra compares tables, columns, constraints, indexes, views,
 * functions, triggers, sequences, extensions, schemas, enums, RLS flags, policies and
 * privileges; it does NOT compare comments, rows (storage buckets, settings), role settings
 * or column privileges, which describeCatalogue covers.
 */
export async function migraDiff(fromUrl: string, toUrl: string) {
  const migration = await migra(fromUrl, toUrl, { unsafe: true, withPrivileges: true, excludeSchema: ["_local", "supabase_migrations"] });
  return migration.sql.trim();
}

/**
 * A normalised, sorted description of everything in the database that the schema decides,
 * one line per fact, for a line diff. Covers what migra does not (comments, column
 * privileges, data rows the schema inserts, role settings) and restates what it does.
 */
export async function describeCatalogue(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const ours = `not in ('pg_catalog', 'information_schema', 'pg_toast', '_local', 'supabase_migrations')`;
    const queries: Record<string, string> = {
      column: `select format('%I.%I #%s %s %s %s default %s generated %s identity %s', n.nspname, c.relname,
          row_number() over (partition by c.oid order by a.attnum), a.attname, format_type(a.atttypid, a.atttypmod),
          case when a.attnotnull then 'not null' else 'null' end, pg_get_expr(d.adbin, d.adrelid), a.attgenerated, a.attidentity)
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname ${ours} and c.relkind in ('r', 'v', 'm', 'p') and a.attnum > 0 and not a.attisdropped`,
      relation: `select format('%I.%I kind %s rls %s force %s options %s acl %s owner %s', n.nspname, c.relname, c.relkind,
          c.relrowsecurity, c.relforcerowsecurity, c.reloptions, (select array_agg(x order by x) from unnest(c.relacl::text[]) x),
          pg_get_userbyid(c.relowner))
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname ${ours} and c.relkind in ('r', 'v', 'm', 'p', 'S', 'f')`,
      "column privilege": `select format('%I.%I.%I %s', n.nspname, c.relname, a.attname, (select array_agg(x order by x) from unnest(a.attacl::text[]) x))
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname ${ours} and a.attacl is not null and a.attnum > 0`,
      constraint: `select format('%I.%I %s %s', n.nspname, c.relname, k.conname, pg_get_constraintdef(k.oid))
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname ${ours}`,
      index: `select format('%I.%I %s', schemaname, tablename, indexdef) from pg_indexes where schemaname ${ours}`,
      view: `select format('%I.%I %s', schemaname, viewname, definition) from pg_views where schemaname ${ours}`,
      sequence: `select format('%I.%I %s start %s inc %s min %s max %s cycle %s', schemaname, sequencename, data_type,
          start_value, increment_by, min_value, max_value, cycle) from pg_sequences where schemaname ${ours}`,
      function: `select format('%s acl %s owner %s', pg_get_functiondef(p.oid), (select array_agg(x order by x) from unnest(p.proacl::text[]) x),
          pg_get_userbyid(p.proowner))
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname ${ours} and p.prokind in ('f', 'p')
        and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
      policy: `select format('%I.%I %s %s %s roles %s using %s check %s', schemaname, tablename, policyname, permissive, cmd, roles, qual, with_check)
        from pg_policies where schemaname ${ours}`,
      trigger: `select pg_get_triggerdef(t.oid) || ' enabled ' || t.tgenabled::text from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace where n.nspname ${ours} and not t.tgisinternal`,
      comment: `select format('%s %s: %s', d.classoid::regclass, pg_describe_object(d.classoid, d.objoid, d.objsubid), d.description)
        from pg_description d where d.classoid in ('pg_class'::regclass, 'pg_proc'::regclass, 'pg_namespace'::regclass,
          'pg_constraint'::regclass, 'pg_trigger'::regclass, 'pg_policy'::regclass, 'pg_type'::regclass)
        and pg_describe_object(d.classoid, d.objoid, d.objsubid) !~ '^(function|table|view|schema|column|type|sequence|index) (pg_catalog|information_schema)\\.'
        and (d.classoid <> 'pg_proc'::regclass or (select n.nspname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where p.oid = d.objoid) ${ours})
        and (d.classoid <> 'pg_class'::regclass or (select n.nspname from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = d.objoid) ${ours})
        and (d.classoid <> 'pg_namespace'::regclass or (select nspname from pg_namespace where oid = d.objoid) ${ours})`,
      schema: `select format('%I owner %s acl %s', nspname, pg_get_userbyid(nspowner), (select array_agg(x order by x) from unnest(nspacl::text[]) x))
        from pg_namespace where nspname ${ours} and nspname !~ '^pg_'`,
      extension: `select format('%s %s in %s', extname, extversion, extnamespace::regnamespace) from pg_extension`,
      "default privilege": `select format('%s in %s on %s: %s', pg_get_userbyid(defaclrole), defaclnamespace::regnamespace, defaclobjtype,
          (select array_agg(x order by x) from unnest(defaclacl::text[]) x)) from pg_default_acl`,
      "role setting": `select format('%s %s', r.rolname, s.setconfig) from pg_db_role_setting s join pg_roles r on r.oid = s.setrole`,
      bucket: `select format('%s %s public %s limit %s types %s', id, name, public, file_size_limit, allowed_mime_types) from storage.buckets`,
      "platform setting": `select to_jsonb(s)::text from private.platform_settings s`,
    };
    const lines: string[] = [];
    for (const [kind, sql] of Object.entries(queries)) {
      const { rows } = await client.query<{ line: string }>(`select x as line from (${sql}) as q(x)`);
      for (const row of rows) lines.push(`${kind}: ${row.line.replaceAll("\n", "\\n")}`);
    }
    return lines.sort();
  });
}
