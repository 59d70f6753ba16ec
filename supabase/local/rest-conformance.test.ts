/**
 * Where the local PostgREST once answered differently from PostgREST 12 (supabase/local/README.md): each
 * test is written from PostgREST's documentation (references/api: preferences, aggregate
 * functions, resource embedding) or from postgrest-js's tests, which record the real
 * server's answers. Through supabase-js where it can say it, raw HTTP for Prefer headers.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestBackend, type TestBackend } from "./testing.ts";

let backend: TestBackend;
let service: SupabaseClient;

const currentDatabase = async () => (await backend.db.query<{ name: string }>("select current_database() as name")).rows[0]!.name;

const SCHEMA = `
create table public.conf_channels (id serial primary key, slug text);
create table public.conf_messages (
  id serial primary key,
  channel_id int references public.conf_channels (id),
  username text not null,
  amount numeric,
  sent_on date,
  data jsonb not null default '{"lang": "en"}'
);
create table public.conf_users (username text primary key, status text);
create table public.conf_best_friends (
  id serial primary key,
  first_user text references public.conf_users (username),
  second_user text references public.conf_users (username)
);
create function public.conf_status(name_param text) returns text language sql stable
  as $$ select status from public.conf_users where username = name_param $$;
-- plpgsql, so the planner estimates its rows (1000) rather than inlining it.
create function public.conf_channel_messages(channel int) returns setof public.conf_messages language plpgsql stable
  as $$ begin return query select * from public.conf_messages where channel_id = channel order by id; end $$;
create function public.conf_shout(public.conf_channels) returns text language sql stable as $$ select upper($1.slug) $$;
create function public.conf_echo(json) returns json language sql immutable as $$ select $1 $$;
create function public.conf_touch(channel int) returns setof public.conf_messages language sql volatile
  as $$ update public.conf_messages set sent_on = sent_on where channel_id = channel returning * $$;
`;

const DATA = `
insert into public.conf_channels (slug) values ('general'), ('random'), ('empty');
insert into public.conf_messages (channel_id, username, amount, sent_on) values
  (1, 'ann', 10, '2026-01-01'), (1, 'ann', 20, '2026-01-01'), (1, 'bob', 5, '2026-01-02'), (2, 'bob', 7, '2026-01-02');
insert into public.conf_users values ('ann', 'ONLINE'), ('bob', 'OFFLINE');
insert into public.conf_best_friends (first_user, second_user) values ('ann', 'bob');
`;

function raw(pathAndQuery: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("apikey", backend.config.serviceRoleKey);
  if (init.body && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  return backend.fetch(`${backend.config.publicUrl}/rest/v1${pathAndQuery}`, { ...init, headers });
}

async function rawJson(pathAndQuery: string, init: RequestInit = {}) {
  const response = await raw(pathAndQuery, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

async function messageCount(channel: number) {
  const { count } = await service.from("conf_messages").select("id", { count: "exact", head: true }).eq("channel_id", channel);
  return count;
}

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(SCHEMA);
  await backend.db.exec(DATA);
  service = backend.client("service_role");
});

afterAll(async () => {
  await backend?.close();
});

describe("Prefer: tx=rollback", () => {
  test("a write answers as if committed, then is rolled back", async () => {
    const inserted = await service.from("conf_channels").insert({ slug: "rolled-back" }).select("slug").rollback();
    expect(inserted).toMatchObject({ status: 201, data: [{ slug: "rolled-back" }] });
    const { data } = await service.from("conf_channels").select("id").eq("slug", "rolled-back");
    expect(data).toEqual([]);

    const response = await raw("/conf_channels?id=eq.1", {
      method: "PATCH",
      headers: { Prefer: "tx=rollback, return=representation" },
      body: JSON.stringify({ slug: "renamed" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("preference-applied")).toBe("return=representation, tx=rollback");
    expect((await service.from("conf_channels").select("slug").eq("id", 1).single()).data).toEqual({ slug: "general" });
  });
});

describe("Prefer: max-affected", () => {
  test("with handling=strict, more rows than allowed is 400 PGRST124 and nothing changes", async () => {
    const refused = await rawJson("/conf_messages?channel_id=eq.1", {
      method: "DELETE",
      headers: { Prefer: "handling=strict, max-affected=2" },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: "PGRST124",
        message: "Query result exceeds max-affected preference constraint",
        details: "The query affects 3 rows",
        hint: null,
      },
    });
    expect(await messageCount(1)).toBe(3);

    const updated = await raw("/conf_messages?channel_id=eq.1", {
      method: "PATCH",
      headers: { Prefer: "handling=strict, max-affected=3" },
      body: JSON.stringify({ sent_on: "2026-01-03" }),
    });
    expect(updated.status).toBe(204);
    expect(updated.headers.get("preference-applied")).toBe("handling=strict, max-affected=3");
  });

  test("lenient handling ignores it, as PostgREST does", async () => {
    const response = await raw("/conf_messages?channel_id=eq.1", {
      method: "PATCH",
      headers: { Prefer: "max-affected=1" },
      body: JSON.stringify({ sent_on: "2026-01-04" }),
    });
    expect(response.status).toBe(204);
  });

  test("functions: counted on the rows they return; one that returns no set is PGRST128", async () => {
    const tooMany = await rawJson("/rpc/conf_touch", {
      method: "POST",
      headers: { Prefer: "handling=strict, max-affected=2" },
      body: JSON.stringify({ channel: 1 }),
    });
    expect(tooMany).toMatchObject({ status: 400, body: { code: "PGRST124", details: "The query affects 3 rows" } });
    const scalar = await rawJson("/rpc/conf_status", {
      method: "POST",
      headers: { Prefer: "handling=strict, max-affected=1" },
      body: JSON.stringify({ name_param: "ann" }),
    });
    expect(scalar).toMatchObject({
      status: 400,
      body: {
        code: "PGRST128",
        message: "Function must return SETOF or TABLE when max-affected preference is used with handling=strict",
      },
    });
  });
});

describe("upsert", () => {
  test("only updating answers 200; inserting anything answers 201", async () => {
    const updated = await service.from("conf_users").upsert({ username: "ann", status: "AWAY" }).select();
    expect(updated).toMatchObject({ status: 200, data: [{ username: "ann", status: "AWAY" }] });
    const minimal = await service.from("conf_users").upsert({ username: "ann", status: "ONLINE" });
    expect(minimal.status).toBe(200);
    const mixed = await service
      .from("conf_users")
      .upsert([
        { username: "ann", status: "ONLINE" },
        { username: "cy", status: "ONLINE" },
      ])
      .select();
    expect(mixed.status).toBe(201);
    const ignored = await service.from("conf_users").upsert({ username: "cy" }, { ignoreDuplicates: true }).select();
    expect(ignored).toMatchObject({ status: 201, data: [] });
  });
});

describe("rpc counts", () => {
  test("count: 'exact' counts a function's rows, one for a single value", async () => {
    const scalar = await service.rpc("conf_status", { name_param: "bob" }, { count: "exact" });
    expect(scalar).toMatchObject({ status: 200, data: "OFFLINE", count: 1 });
    const rows = await service.rpc("conf_channel_messages", { channel: 1 }, { count: "exact" }).select("id");
    expect(rows).toMatchObject({ status: 200, count: 3 });
  });

  test("count: 'planned' is the planner's estimate: a function's 1000 rows make a head request partial (206)", async () => {
    const planned = await service.rpc("conf_channel_messages", { channel: 1 }, { head: true, count: "planned" });
    expect(planned).toMatchObject({ status: 206, count: 1000, data: null });
  });
});

describe("inserts with missing=default", () => {
  test("a row that gives its own id still uses up a sequence value, as PostgREST's insert does", async () => {
    const { data, error } = await service
      .from("conf_channels")
      .insert([{ slug: "first" }, { id: 900, slug: "own id" }, { slug: "third" }], { defaultToNull: false })
      .select("id, slug");
    expect(error).toBeNull();
    const [first, own, third] = data!;
    expect(own).toEqual({ id: 900, slug: "own id" });
    expect(third!.id).toBe(first!.id + 2);
  });
});

describe("embedding", () => {
  test("the same table embedded twice without aliases is 400 42712, as Postgres answers PostgREST", async () => {
    const { status, error } = await service
      .from("conf_best_friends")
      .select("conf_users!first_user(*), conf_users!second_user(*)")
      .limit(1)
      .single();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: "42712",
      details: null,
      hint: null,
      message: 'table name "conf_best_friends_conf_users_1" specified more than once',
    });
    const aliased = await service
      .from("conf_best_friends")
      .select("first:conf_users!first_user(username), second:conf_users!second_user(username)")
      .single();
    expect(aliased.data).toEqual({ first: { username: "ann" }, second: { username: "bob" } });
  });

  test("spread embeds put a to-one relation's columns in the row; to-many is 400 PGRST119", async () => {
    const { data } = await service.from("conf_messages").select("id, ...conf_channels(slug)").eq("id", 4).single();
    expect(data).toEqual({ id: 4, slug: "random" });
    const renamed = await service.from("conf_messages").select("id, ...conf_channels(channel:slug)").eq("id", 4).single();
    expect(renamed.data).toEqual({ id: 4, channel: "random" });
    const toMany = await service.from("conf_channels").select("id, ...conf_messages(username)");
    expect(toMany).toMatchObject({
      status: 400,
      error: {
        code: "PGRST119",
        message: "A spread operation on 'conf_messages' is not possible",
        details: "'conf_channels' and 'conf_messages' do not form a many-to-one or one-to-one relationship",
      },
    });
  });
});

describe("aggregate functions", () => {
  test("sum, avg, min, max and count() grouped by the other selected columns", async () => {
    const { data, error } = await service
      .from("conf_messages")
      .select("channel_id, amount.sum(), amount.avg(), amount.min(), amount.max(), count()")
      .order("channel_id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { channel_id: 1, sum: 35, avg: 35 / 3, min: 5, max: 20, count: 3 },
      { channel_id: 2, sum: 7, avg: 7, min: 7, max: 7, count: 1 },
    ]);
  });

  test("without other columns one row; renamed, and cast before and after", async () => {
    const { data } = await service.from("conf_messages").select("total:amount.sum(), average:amount.avg()::int, count()");
    expect(data).toEqual([{ total: 42, average: 11, count: 4 }]);
    const { data: byText } = await service.from("conf_messages").select("amount::text.max()");
    expect(byText).toEqual([{ max: "7" }]);
  });

  test("grouping by a JSON path", async () => {
    const { data, error } = await service.from("conf_messages").select("lang:data->>lang, amount.sum()");
    expect(error).toBeNull();
    expect(data).toEqual([{ lang: "en", sum: 42 }]);
  });

  test("filters apply before grouping, and count=exact counts the groups", async () => {
    const { data, count } = await service
      .from("conf_messages")
      .select("username, count()", { count: "exact" })
      .gte("amount", 7)
      .order("username");
    expect(data).toEqual([
      { username: "ann", count: 2 },
      { username: "bob", count: 1 },
    ]);
    expect(count).toBe(2);
  });

  test("relation(count) and relation(count()) count related rows in one request", async () => {
    const { data } = await service.from("conf_channels").select("slug, conf_messages(count)").lte("id", 3).order("id");
    expect(data).toEqual([
      { slug: "general", conf_messages: [{ count: 3 }] },
      { slug: "random", conf_messages: [{ count: 1 }] },
      { slug: "empty", conf_messages: [{ count: 0 }] },
    ]);
    const { data: grouped } = await service
      .from("conf_channels")
      .select("id, conf_messages(username, count())")
      .eq("id", 1)
      .order("username", { referencedTable: "conf_messages" });
    expect(grouped).toEqual([
      {
        id: 1,
        conf_messages: [
          { username: "ann", count: 2 },
          { username: "bob", count: 1 },
        ],
      },
    ]);
  });

  test("refused as PostgREST refuses them (PGRST123) when the database has not turned them on", async () => {
    // In this test's database only: role settings are the cluster's, and other files' databases
    // share it (a change of the role's own setting would reach them, and races their migrations).
    const database = `alter role authenticator in database "${await currentDatabase()}"`;
    await backend.db.exec(`${database} set pgrst.db_aggregates_enabled = 'false'`);
    try {
      const { status, error } = await service.from("conf_messages").select("amount.sum()");
      expect(status).toBe(400);
      expect(error).toEqual({
        code: "PGRST123",
        message: "Use of aggregate functions is not allowed",
        details: null,
        hint: null,
      });
    } finally {
      await backend.db.exec(`${database} reset pgrst.db_aggregates_enabled`);
    }
  });

  test("what PostgREST does with aggregates and the local backend does not is refused by name", async () => {
    const { status, error } = await service.from("conf_messages").select("amount.sum(), conf_channels(slug)");
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "PGRST127", message: "Feature not implemented" });
    expect(error!.details).toContain("not supported by the local backend");
  });
});

describe("Prefer handling", () => {
  test("handling=strict refuses preferences it does not know (PGRST122)", async () => {
    const response = await rawJson("/conf_channels", { headers: { Prefer: "handling=strict, anything" } });
    expect(response).toMatchObject({
      status: 400,
      body: {
        code: "PGRST122",
        message: "Invalid preferences given with handling=strict",
        details: "Invalid preferences: anything",
        hint: null,
      },
    });
    expect((await raw("/conf_channels", { headers: { Prefer: "handling=lenient, anything" } })).status).toBe(200);
    for (const hostile of ["constructor", "__proto__=1", "toString, hasOwnProperty=x"]) {
      expect((await raw("/conf_channels", { headers: { Prefer: hostile } })).status, hostile).toBe(200);
    }
    // Names every object has are no operators either: a syntax error, as PostgREST answers.
    expect((await rawJson(`/conf_channels?or=${encodeURIComponent("(id.constructor.1)")}`)).body.code).toBe("PGRST100");
  });

  test("preferences PostgREST honours and the local backend does not are refused by name", async () => {
    const response = await rawJson("/conf_channels", { headers: { Prefer: "timezone=America/Los_Angeles" } });
    expect(response).toMatchObject({
      status: 400,
      body: { code: "PGRST127", details: "Prefer: timezone is not supported by the local backend" },
    });
  });
});

describe("features PostgREST has and the local backend does not", () => {
  test("are refused with PGRST127, naming the feature and the local backend", async () => {
    const refusals = [
      await service.from("conf_channels").select("id, conf_shout"),
      await service.from("conf_channels").select("id, conf_shout(*)"),
      await service.rpc("conf_echo", { any: "thing" }),
    ];
    expect(refusals.map((result) => [result.status, result.error?.code])).toEqual(Array(3).fill([400, "PGRST127"]));
    expect(refusals.map((result) => result.error?.details)).toEqual([
      "Computed fields (conf_shout of conf_channels) are not supported by the local backend",
      "Computed relationships (conf_shout of conf_channels) are not supported by the local backend",
      "Functions with a single unnamed json parameter (conf_echo) are not supported by the local backend",
    ]);
    const csv = await rawJson("/conf_channels", {
      method: "POST",
      headers: { "Content-Type": "text/csv" },
      body: "slug\nfrom-csv",
    });
    expect(csv).toMatchObject({
      status: 400,
      body: { code: "PGRST127", details: "Content-Type: text/csv (CSV bodies) is not supported by the local backend" },
    });
  });
});
