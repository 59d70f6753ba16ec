/**
 * The local PostgREST driven by supabase-js itself, over test tables of its own (the
 * app's migrations are not needed). Raw HTTP only where supabase-js cannot say it:
 * hostile query strings, and the exact JSON text of values.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestBackend, type TestBackend } from "./testing.ts";

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;

const USER_A = "0a0a0a0a-0000-4000-8000-00000000000a";
const USER_B = "0b0b0b0b-0000-4000-8000-00000000000b";

const SCHEMA = `
create table public.rest_authors (
  id int primary key, name text not null, bio text, born date,
  tags text[] not null default '{}', meta jsonb
);
create table public.rest_books (
  id int primary key,
  title text not null,
  author_id int references public.rest_authors (id),
  editor_id int references public.rest_authors (id),
  price numeric(10, 2) check (price is null or price >= 0),
  published boolean not null default false,
  published_at timestamptz,
  rating int
);
create table public.rest_photos (
  id serial primary key,
  book_id int not null references public.rest_books (id) on delete cascade,
  storage_path text not null,
  position int not null
);
create table public.rest_tags (id int primary key, label text unique not null, color text default 'grey');
create table public.rest_book_tags (
  book_id int references public.rest_books (id) on delete cascade,
  tag_id int references public.rest_tags (id) on delete cascade,
  primary key (book_id, tag_id)
);
create table public.rest_categories (id int primary key, parent_id int references public.rest_categories (id), name text not null);
create view public.rest_book_cards as
  select b.id, b.title, b.author_id, b.price from public.rest_books b where b.published;

create table public.rest_notes (
  id serial primary key,
  owner_id uuid not null default auth.uid(),
  body text not null
);
alter table public.rest_notes enable row level security;
create policy "read own notes" on public.rest_notes for select to authenticated using (owner_id = auth.uid());
create policy "write own notes" on public.rest_notes for insert to authenticated with check (owner_id = auth.uid());
create policy "change own notes" on public.rest_notes for update to authenticated using (owner_id = auth.uid());
create policy "delete own notes" on public.rest_notes for delete to authenticated using (owner_id = auth.uid());

-- Anyone may drop a message in, nobody may read it back (return=minimal works, representation does not).
create table public.rest_dropbox (id serial primary key, body text not null);
alter table public.rest_dropbox enable row level security;
create policy "drop messages" on public.rest_dropbox for insert to anon, authenticated with check (true);

-- Column privileges: anon may read id and name, never secret.
create table public.rest_private (id int primary key, name text not null, secret text);
revoke all on public.rest_private from anon;
grant select (id, name), insert (id, name, secret), update (name) on public.rest_private to anon;

create function public.rest_add(a int, b int) returns int language sql immutable as $$ select a + b $$;
create function public.rest_greet(name text default 'world') returns text language sql immutable as $$ select 'hello ' || name $$;
create function public.rest_books_by(author int) returns setof public.rest_books language sql stable
  as $$ select * from public.rest_books where author_id = author order by id $$;
create function public.rest_numbers(n int) returns setof int language sql immutable as $$ select generate_series(1, n) $$;
create function public.rest_author_stats() returns table (author_id int, books bigint) language sql stable
  as $$ select author_id, count(*) from public.rest_books group by author_id order by author_id $$;
create function public.rest_labels() returns table (label text) language sql stable
  as $$ select label from public.rest_tags order by id $$;
create function public.rest_author_row(author int) returns public.rest_authors language sql stable
  as $$ select * from public.rest_authors where id = author $$;
create function public.rest_drop(message text) returns void language sql volatile
  as $$ insert into public.rest_dropbox (body) values (message) $$;
create function public.rest_fail() returns int language plpgsql
  as $$ begin raise exception 'it failed' using detail = 'some detail', hint = 'some hint'; end $$;
create function public.rest_whoami() returns uuid language sql stable as $$ select auth.uid() $$;
`;

const DATA = `
insert into public.rest_authors values
  (1, 'Ann', 'wrote things', '1970-01-02', '{poetry,essays}', '{"country": "NL", "awards": 2}'),
  (2, 'Bob', null, null, '{}', null),
  (3, 'Cy', 'new', '1999-12-31', '{poetry}', '{"country": "BE"}');
insert into public.rest_books values
  (1, 'Alpha', 1, 2, 12.50, true, '2026-11-21 04:50:33.604+00', 5),
  (2, 'Beta', 1, null, 3, false, null, null),
  (3, 'Gamma, with comma', 2, 1, null, true, '2026-01-01 00:00:00+00', 3),
  (4, 'Delta "quoted"', 3, null, 20, true, null, 4),
  (5, 'epsilon 50%', null, null, 7.25, false, null, 1);
insert into public.rest_photos (book_id, storage_path, position) values
  (1, 'alpha/2.png', 2), (1, 'alpha/1.png', 1), (1, 'alpha/3.png', 3), (2, 'beta/1.png', 1);
insert into public.rest_tags (id, label) values (1, 'sci'), (2, 'art'), (3, 'kids');
insert into public.rest_book_tags values (1, 1), (1, 2), (3, 2);
insert into public.rest_categories values (1, null, 'root'), (2, 1, 'child'), (3, 1, 'other child');
insert into public.rest_notes (owner_id, body) values
  ('${USER_A}', 'a1'), ('${USER_A}', 'a2'), ('${USER_B}', 'b1');
`;

/** A request supabase-js cannot make (hostile query strings, exact bodies), as the service role. */
function raw(pathAndQuery: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("apikey", backend.config.serviceRoleKey);
  return backend.fetch(`${backend.config.publicUrl}/rest/v1${pathAndQuery}`, { ...init, headers });
}

async function rawJson(pathAndQuery: string, init: RequestInit = {}) {
  const response = await raw(pathAndQuery, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, text, headers: response.headers };
}

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(SCHEMA);
  await backend.db.exec(DATA);
  service = backend.client("service_role");
  anon = backend.client();
});

afterAll(async () => {
  await backend?.close();
});

describe("select", () => {
  test("all columns, in table order", async () => {
    const { data, error } = await service.from("rest_authors").select().order("id").limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        name: "Ann",
        bio: "wrote things",
        born: "1970-01-02",
        tags: ["poetry", "essays"],
        meta: { country: "NL", awards: 2 },
      },
    ]);
  });

  test("values are rendered as PostgREST renders them: numeric as numbers, timestamps with offsets", async () => {
    const { text } = await rawJson("/rest_books?select=price,published,published_at,rating&id=eq.1");
    expect(text).toBe('[{"price":12.50,"published":true,"published_at":"2026-11-21T04:50:33.604+00:00","rating":5}]');
  });

  test("column lists, aliases and casts", async () => {
    const { data, error } = await service.from("rest_books").select("id, heading:title, price::text").eq("id", 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, heading: "Alpha", price: "12.50" }]);
  });

  test("JSON paths in select, filters and order", async () => {
    const { data, error } = await service
      .from("rest_authors")
      .select("name, country:meta->>country, awards:meta->awards")
      .eq("meta->>country", "NL");
    expect(error).toBeNull();
    expect(data).toEqual([{ name: "Ann", country: "NL", awards: 2 }]);
  });

  test("to-one embeds by table, by foreign-key column and by constraint hint", async () => {
    const { data, error } = await service
      .from("rest_books")
      .select(
        "id, author:rest_authors!author_id(name), editor:rest_authors!rest_books_editor_id_fkey(name), author_id(name)",
      )
      .in("id", [1, 2])
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, author: { name: "Ann" }, editor: { name: "Bob" }, author_id: { name: "Ann" } },
      { id: 2, author: { name: "Ann" }, editor: null, author_id: { name: "Ann" } },
    ]);
  });

  test("to-many embeds with their own filters, order and limit", async () => {
    const { data, error } = await service
      .from("rest_books")
      .select("id, rest_photos(storage_path, position)")
      .in("id", [1, 2, 3])
      .gt("rest_photos.position", 1)
      .order("id")
      .order("position", { referencedTable: "rest_photos", ascending: false })
      .limit(1, { referencedTable: "rest_photos" });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, rest_photos: [{ storage_path: "alpha/3.png", position: 3 }] },
      { id: 2, rest_photos: [] },
      { id: 3, rest_photos: [] },
    ]);
  });

  test("nested embeds, and * inside an embed", async () => {
    const { data, error } = await service
      .from("rest_authors")
      .select("name, rest_books!author_id(title, rest_photos(position))")
      .eq("id", 1)
      .order("id", { referencedTable: "rest_books" })
      .order("position", { referencedTable: "rest_books.rest_photos" });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: "Ann",
        rest_books: [
          { title: "Alpha", rest_photos: [{ position: 1 }, { position: 2 }, { position: 3 }] },
          { title: "Beta", rest_photos: [{ position: 1 }] },
        ],
      },
    ]);
    const star = await service.from("rest_tags").select("*, rest_books(id)").eq("id", 1).single();
    expect(star.data).toEqual({ id: 1, label: "sci", color: "grey", rest_books: [{ id: 1 }] });
  });

  test("!inner embeds filter the parent rows, plain embeds do not", async () => {
    const inner = await service
      .from("rest_books")
      .select("id, rest_authors!author_id!inner(name)")
      .eq("rest_authors.name", "Ann")
      .order("id");
    expect(inner.data).toEqual([
      { id: 1, rest_authors: { name: "Ann" } },
      { id: 2, rest_authors: { name: "Ann" } },
    ]);
    const left = await service
      .from("rest_books")
      .select("id, rest_authors!author_id(name)")
      .eq("rest_authors.name", "Ann")
      .order("id");
    expect(left.data).toHaveLength(5);
    expect(left.data![2]).toEqual({ id: 3, rest_authors: null });
    const photos = await service.from("rest_books").select("id, rest_photos!inner(id)", { count: "exact" }).order("id");
    expect(photos.data!.map((row) => row.id)).toEqual([1, 2]);
    expect(photos.count).toBe(2);
  });

  test("embeds can be filtered for presence with is.null / not.is.null", async () => {
    const { data } = await service
      .from("rest_books")
      .select("id, rest_authors!author_id(name)")
      .not("rest_authors", "is", null)
      .eq("rest_authors.name", "Bob");
    expect(data).toEqual([{ id: 3, rest_authors: { name: "Bob" } }]);
    const without = await service.from("rest_books").select("id, rest_photos()").is("rest_photos", null).order("id");
    expect(without.data).toEqual([{ id: 3 }, { id: 4 }, { id: 5 }]);
  });

  test("many-to-many through a junction table, self references and views", async () => {
    const m2m = await service.from("rest_books").select("id, rest_tags(label)").in("id", [1, 2]).order("id");
    expect(m2m.data).toEqual([
      { id: 1, rest_tags: [{ label: "sci" }, { label: "art" }] },
      { id: 2, rest_tags: [] },
    ]);
    const self = await service
      .from("rest_categories")
      .select("name, parent:parent_id(name), children:rest_categories(name)")
      .eq("id", 2);
    expect(self.data).toEqual([{ name: "child", parent: { name: "root" }, children: [] }]);
    const view = await service.from("rest_book_cards").select("title, rest_authors(name)").order("id");
    expect(view.data).toEqual([
      { title: "Alpha", rest_authors: { name: "Ann" } },
      { title: "Gamma, with comma", rest_authors: { name: "Bob" } },
      { title: 'Delta "quoted"', rest_authors: { name: "Cy" } },
    ]);
  });

  test("ordering by a column of a to-one embed", async () => {
    const { data, error } = await service
      .from("rest_books")
      .select("id, rest_authors!author_id(name)")
      .not("author_id", "is", null)
      .order("rest_authors(name)", { ascending: false })
      .order("id");
    expect(error).toBeNull();
    expect(data!.map((row) => row.id)).toEqual([4, 3, 1, 2]);
  });

  test("stripNulls() leaves out null values", async () => {
    const { data } = await service.from("rest_authors").select("id, bio").eq("id", 2).stripNulls();
    expect(data).toEqual([{ id: 2 }]);
  });

  test("a table created after the server started is found (the schema cache reloads)", async () => {
    expect((await service.from("rest_books").select("id").limit(1)).error).toBeNull();
    await backend.db.exec(
      "create table public.rest_late (id int primary key, label text); insert into public.rest_late values (1, 'late');",
    );
    const { data, error } = await service.from("rest_late").select("label");
    expect(error).toBeNull();
    expect(data).toEqual([{ label: "late" }]);
    await backend.db.exec("alter table public.rest_late add column extra text default 'x'");
    expect((await service.from("rest_late").select("extra")).data).toEqual([{ extra: "x" }]);
    await backend.db.exec("alter table public.rest_late drop column extra");
    expect((await service.from("rest_late").select("extra")).error).toMatchObject({ code: "42703" });
    expect((await service.from("rest_late").select("extra")).error).toMatchObject({
      code: "42703",
      message: "column rest_late.extra does not exist",
    });
  });
});

describe("filters", () => {
  const ids = (result: { data: Array<{ id: number }> | null; error: unknown }) => {
    expect(result.error).toBeNull();
    return result.data!.map((row) => row.id);
  };
  const books = () => service.from("rest_books").select("id").order("id");

  test("comparison operators", async () => {
    expect(ids(await books().eq("title", "Beta"))).toEqual([2]);
    expect(ids(await books().neq("id", 1))).toEqual([2, 3, 4, 5]);
    expect(ids(await books().gt("price", 7.25))).toEqual([1, 4]);
    expect(ids(await books().gte("price", 7.25))).toEqual([1, 4, 5]);
    expect(ids(await books().lt("price", 7.25))).toEqual([2]);
    expect(ids(await books().lte("rating", 3))).toEqual([3, 5]);
    expect(ids(await books().gt("published_at", "2026-06-01T00:00:00Z"))).toEqual([1]);
  });

  test("like and ilike with * and % wildcards", async () => {
    expect(ids(await books().like("title", "*a"))).toEqual([1, 2, 3]);
    expect(ids(await books().like("title", "%ta"))).toEqual([2]);
    expect(ids(await books().ilike("title", "e*"))).toEqual([5]);
    expect(ids(await books().like("title", "*50%"))).toEqual([5]);
    expect(ids(await books().likeAnyOf("title", ["A*", "B*"]))).toEqual([1, 2]);
  });

  test("is null / true / false / unknown", async () => {
    expect(ids(await books().is("author_id", null))).toEqual([5]);
    expect(ids(await books().is("published", true))).toEqual([1, 3, 4]);
    expect(ids(await books().is("published", false))).toEqual([2, 5]);
    expect(ids(await service.from("rest_books").select("id").filter("published", "is", "unknown"))).toEqual([]);
  });

  test("in, with PostgREST's quoting of reserved characters", async () => {
    expect(ids(await books().in("id", [2, 4]))).toEqual([2, 4]);
    // Only , ( ) make postgrest-js quote a value; quotes elsewhere are part of the value.
    expect(ids(await books().in("title", ["Gamma, with comma", 'Delta "quoted"', "Alpha"]))).toEqual([1, 3, 4]);
    const { body } = await rawJson(
      '/rest_books?select=id&title=in.("Gamma, with comma","Delta \\"quoted\\"")&order=id',
    );
    expect(body).toEqual([{ id: 3 }, { id: 4 }]);
    expect(ids(await books().in("id", []))).toEqual([]);
  });

  test("not. on any operator", async () => {
    expect(ids(await books().not("author_id", "is", null))).toEqual([1, 2, 3, 4]);
    expect(ids(await books().not("id", "in", "(1,2,3)"))).toEqual([4, 5]);
    expect(ids(await books().not("title", "ilike", "*a*"))).toEqual([5]);
    expect(ids(await books().not("price", "gt", 5))).toEqual([2]);
  });

  test("or and and, nested, negated, and on embedded resources", async () => {
    expect(ids(await books().or("id.eq.1,and(price.gt.5,price.lt.10)"))).toEqual([1, 5]);
    expect(ids(await books().or("id.eq.4,not.and(id.gt.1,published.is.true)"))).toEqual([1, 2, 4, 5]);
    expect(ids(await books().or("title.in.(Alpha,Beta),rating.gte.4"))).toEqual([1, 2, 4]);
    expect(ids(await books().or('title.eq."Gamma, with comma",id.eq.5'))).toEqual([3, 5]);
    const { body } = await rawJson("/rest_books?select=id&and=(id.gt.1,or(rating.is.null,rating.eq.1))&order=id");
    expect(body).toEqual([{ id: 2 }, { id: 5 }]);
    const embedded = await service
      .from("rest_books")
      .select("id, rest_photos(position)")
      .eq("id", 1)
      .or("position.eq.1,position.eq.3", { referencedTable: "rest_photos" })
      .order("position", { referencedTable: "rest_photos" });
    expect(embedded.data).toEqual([{ id: 1, rest_photos: [{ position: 1 }, { position: 3 }] }]);
  });

  test("arrays and jsonb: cs, cd, ov", async () => {
    const authors = () => service.from("rest_authors").select("id").order("id");
    expect(ids(await authors().contains("tags", ["poetry"]))).toEqual([1, 3]);
    expect(ids(await authors().containedBy("tags", ["poetry", "novels"]))).toEqual([2, 3]);
    expect(ids(await authors().overlaps("tags", ["essays", "novels"]))).toEqual([1]);
    expect(ids(await authors().contains("meta", { country: "BE" }))).toEqual([3]);
  });

  test("full-text search on text columns", async () => {
    expect(ids(await books().textSearch("title", "alpha"))).toEqual([1]);
    expect(ids(await books().textSearch("title", "gamma & comma", { config: "english" }))).toEqual([3]);
    expect(ids(await books().textSearch("title", "gamma -alpha", { type: "websearch", config: "english" }))).toEqual([
      3,
    ]);
    expect(ids(await books().textSearch("title", "delta quoted", { type: "plain" }))).toEqual([4]);
  });

  test("match() and filter()", async () => {
    expect(ids(await books().match({ author_id: 1, published: false }))).toEqual([2]);
    expect(ids(await books().filter("rating", "gte", 4))).toEqual([1, 4]);
  });
});

describe("order, limit, offset, range, count", () => {
  test("order with direction and nulls placement", async () => {
    const desc = await service.from("rest_books").select("id").order("rating", { ascending: false, nullsFirst: true });
    expect(desc.data!.map((row) => row.id)).toEqual([2, 1, 4, 3, 5]);
    const asc = await service.from("rest_books").select("id").order("rating", { nullsFirst: false }).order("id");
    expect(asc.data!.map((row) => row.id)).toEqual([5, 3, 4, 1, 2]);
    const multi = await service.from("rest_books").select("id").order("published").order("id", { ascending: false });
    expect(multi.data!.map((row) => row.id)).toEqual([5, 2, 4, 3, 1]);
  });

  test("limit, offset and range()", async () => {
    const limited = await service.from("rest_books").select("id").order("id").limit(2);
    expect(limited.data).toEqual([{ id: 1 }, { id: 2 }]);
    const page = await service.from("rest_books").select("id").order("id").range(2, 3);
    expect(page.data).toEqual([{ id: 3 }, { id: 4 }]);
    const { body } = await rawJson("/rest_books?select=id&order=id&offset=4");
    expect(body).toEqual([{ id: 5 }]);
  });

  test("the Range header", async () => {
    const response = await rawJson("/rest_books?select=id&order=id", {
      headers: { Range: "1-2", "Range-Unit": "items" },
    });
    expect(response.body).toEqual([{ id: 2 }, { id: 3 }]);
    expect(response.headers.get("content-range")).toBe("1-2/*");
  });

  test("count=exact with Content-Range, with and without head", async () => {
    const head = await service.from("rest_books").select("*", { count: "exact", head: true }).eq("published", true);
    expect(head).toMatchObject({ data: null, error: null, count: 3, status: 200 });
    const page = await service.from("rest_books").select("id", { count: "exact" }).order("id").range(0, 1);
    expect(page).toMatchObject({ count: 5, status: 206, data: [{ id: 1 }, { id: 2 }] });
    const response = await raw("/rest_books?select=id&order=id&limit=2", { headers: { Prefer: "count=exact" } });
    expect(response.headers.get("content-range")).toBe("0-1/5");
    const empty = await raw("/rest_books?select=id&id=gt.100", { headers: { Prefer: "count=exact" } });
    expect(empty.headers.get("content-range")).toBe("*/0");
  });

  test("an offset past the end with a count is 416", async () => {
    const response = await rawJson("/rest_books?select=id&offset=10", { headers: { Prefer: "count=exact" } });
    expect(response.status).toBe(416);
    expect(response.body.code).toBe("PGRST103");
  });
});

describe("single and maybeSingle", () => {
  test("single() gives the object, or 406 PGRST116 for zero or many rows", async () => {
    expect(await service.from("rest_books").select("title").eq("id", 1).single()).toMatchObject({
      data: { title: "Alpha" },
      status: 200,
    });
    const none = await service.from("rest_books").select("title").eq("id", 100).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: "PGRST116",
      message: "Cannot coerce the result to a single JSON object",
      details: "The result contains 0 rows",
      hint: null,
    });
    const many = await service.from("rest_books").select("title").single();
    expect(many.error).toMatchObject({ code: "PGRST116", details: "The result contains 5 rows" });
  });

  test("maybeSingle() gives the object, null, or an error for many rows", async () => {
    expect((await service.from("rest_books").select("title").eq("id", 1).maybeSingle()).data).toEqual({
      title: "Alpha",
    });
    expect(await service.from("rest_books").select("title").eq("id", 100).maybeSingle()).toMatchObject({
      data: null,
      error: null,
    });
    expect((await service.from("rest_books").select("title").maybeSingle()).error).toMatchObject({ code: "PGRST116" });
  });
});

describe("writes", () => {
  test("insert one row, with and without return=representation", async () => {
    const minimal = await service.from("rest_tags").insert({ id: 10, label: "ten" });
    expect(minimal).toMatchObject({ data: null, error: null, status: 201 });
    const representation = await service
      .from("rest_tags")
      .insert({ id: 11, label: "eleven" })
      .select("id, label, color")
      .single();
    expect(representation).toMatchObject({ status: 201, data: { id: 11, label: "eleven", color: "grey" } });
  });

  test("insert many rows with columns=, missing keys null or default", async () => {
    const rows = await service
      .from("rest_tags")
      .insert([
        { id: 12, label: "twelve", color: "red" },
        { id: 13, label: "thirteen" },
      ])
      .select()
      .order("id");
    expect(rows.data).toEqual([
      { id: 12, label: "twelve", color: "red" },
      { id: 13, label: "thirteen", color: null },
    ]);
    const defaults = await service
      .from("rest_tags")
      .insert(
        [
          { id: 14, label: "fourteen", color: "red" },
          { id: 15, label: "fifteen" },
        ],
        { defaultToNull: false },
      )
      .select("id, color");
    expect(defaults.data).toEqual([
      { id: 14, color: "red" },
      { id: 15, color: "grey" },
    ]);
  });

  test("insert returns embedded resources of the new rows", async () => {
    const { data, error } = await service
      .from("rest_books")
      .insert({ id: 20, title: "Zeta", author_id: 3 })
      .select("id, author:rest_authors!author_id(name)")
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 20, author: { name: "Cy" } });
  });

  test("upsert merges or ignores duplicates, on the primary key or on_conflict columns", async () => {
    const merged = await service.from("rest_tags").upsert({ id: 10, label: "TEN", color: "blue" }).select().single();
    expect(merged.data).toEqual({ id: 10, label: "TEN", color: "blue" });
    const ignored = await service
      .from("rest_tags")
      .upsert({ id: 10, label: "nope" }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const byLabel = await service
      .from("rest_tags")
      .upsert({ id: 99, label: "TEN", color: "green" }, { onConflict: "label", ignoreDuplicates: false })
      .select("id, color");
    expect(byLabel.error).toBeNull();
    expect((await service.from("rest_tags").select("color").eq("label", "TEN").single()).data).toEqual({
      color: "green",
    });
    const bulk = await service
      .from("rest_tags")
      .upsert([
        { id: 10, label: "ten again" },
        { id: 16, label: "sixteen" },
      ])
      .select("id, label")
      .order("id");
    expect(bulk.data).toEqual([
      { id: 10, label: "ten again" },
      { id: 16, label: "sixteen" },
    ]);
  });

  test("update with filters, returning rows or nothing", async () => {
    const minimal = await service.from("rest_tags").update({ color: "pink" }).gte("id", 12).lte("id", 13);
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    const rows = await service.from("rest_tags").update({ label: "twelve!" }).eq("id", 12).select("id, label, color");
    expect(rows).toMatchObject({ status: 200, data: [{ id: 12, label: "twelve!", color: "pink" }] });
    const counted = await service
      .from("rest_tags")
      .update({ color: "black" }, { count: "exact" })
      .in("id", [12, 13, 1000]);
    expect(counted.count).toBe(2);
    const none = await service.from("rest_tags").update({ color: "x" }).eq("id", 1000).select();
    expect(none.data).toEqual([]);
  });

  test("delete with filters, returning rows or nothing", async () => {
    const rows = await service.from("rest_tags").delete().eq("id", 13).select("label");
    expect(rows).toMatchObject({ status: 200, data: [{ label: "thirteen" }] });
    const minimal = await service.from("rest_tags").delete({ count: "exact" }).in("id", [14, 15]);
    expect(minimal).toMatchObject({ status: 204, count: 2 });
    expect((await service.from("rest_tags").select("id").in("id", [13, 14, 15])).data).toEqual([]);
  });

  test("single() on a write that touches several rows is refused and rolled back", async () => {
    const result = await service.from("rest_tags").update({ color: "gold" }).in("id", [10, 11]).select().single();
    expect(result.error).toMatchObject({ code: "PGRST116", details: "The result contains 2 rows" });
    const { data } = await service.from("rest_tags").select("color").in("id", [10, 11]);
    expect(data!.every((row) => row.color !== "gold")).toBe(true);
  });

  test("headers-only answers with the Location of the new row", async () => {
    const response = await raw("/rest_tags", {
      method: "POST",
      headers: { "Content-Type": "application/json", Prefer: "return=headers-only" },
      body: JSON.stringify({ id: 30, label: "thirty" }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toBe("/rest_tags?id=eq.30");
    expect(await response.text()).toBe("");
  });
});

describe("rpc", () => {
  test("scalar results, named arguments and defaults, by POST and GET", async () => {
    expect(await service.rpc("rest_add", { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    expect((await anon.rpc("rest_add", { a: 1, b: 1 }, { get: true })).data).toBe(2);
    expect((await anon.rpc("rest_greet")).data).toBe("hello world");
    expect((await anon.rpc("rest_greet", { name: "you" }, { get: true })).data).toBe("hello you");
  });

  test("set-returning functions take filters, order, limit and embeds", async () => {
    const { data, error } = await service
      .rpc("rest_books_by", { author: 1 })
      .select("id, title, rest_photos(position)")
      .eq("published", false)
      .order("position", { referencedTable: "rest_photos" });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, title: "Beta", rest_photos: [{ position: 1 }] }]);
    const single = await service.rpc("rest_books_by", { author: 1 }).select("title").eq("id", 1).single();
    expect(single.data).toEqual({ title: "Alpha" });
    const counted = await service.rpc("rest_books_by", { author: 1 }, { count: "exact" }).select("id").limit(1);
    expect(counted).toMatchObject({ count: 2, data: [{ id: 1 }] });
  });

  test("table-returning, setof scalar and single-row functions", async () => {
    const stats = await service.rpc("rest_author_stats").gt("books", 1).eq("author_id", 1);
    expect(stats.data).toEqual([{ author_id: 1, books: 2 }]);
    const numbers = await service.rpc("rest_numbers", { n: 5 }).range(1, 2);
    expect(numbers.data).toEqual([2, 3]);
    const labels = await service.rpc("rest_labels").in("label", ["sci", "kids"]);
    expect(labels.data).toEqual([{ label: "sci" }, { label: "kids" }]);
    const row = await service.rpc("rest_author_row", { author: 2 }).select("name");
    expect(row.data).toEqual({ name: "Bob" });
  });

  test("void functions answer 204, and GET runs in a read-only transaction", async () => {
    const called = await anon.rpc("rest_drop", { message: "hello" });
    expect(called).toMatchObject({ status: 204, data: null, error: null });
    const readOnly = await anon.rpc("rest_drop", { message: "via GET" }, { get: true });
    expect(readOnly.status).toBe(405);
    expect(readOnly.error).toMatchObject({ code: "25006" });
  });

  test("functions see the request's JWT", async () => {
    expect((await backend.userClient(USER_A).rpc("rest_whoami")).data).toBe(USER_A);
    expect((await anon.rpc("rest_whoami")).data).toBeNull();
  });

  test("raised exceptions keep their message, detail and hint", async () => {
    const { error, status } = await service.rpc("rest_fail");
    expect(status).toBe(400);
    expect(error).toEqual({ code: "P0001", message: "it failed", details: "some detail", hint: "some hint" });
  });

  test("unknown functions and arguments are 404 PGRST202", async () => {
    const unknown = await service.rpc("rest_nope", { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.rest_nope(a) in the schema cache",
    });
    const wrongArgs = await service.rpc("rest_add", { a: 1, c: 2 });
    expect(wrongArgs.error).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.rest_add(a, c) in the schema cache",
    });
    const missingArg = await service.rpc("rest_add", { a: 1 });
    expect(missingArg.error).toMatchObject({ code: "PGRST202" });
  });
});

describe("row-level security through the API", () => {
  test("each user sees and changes only their own rows; anon sees none", async () => {
    const a = backend.userClient(USER_A);
    const b = backend.userClient(USER_B);
    expect((await a.from("rest_notes").select("body").order("id")).data).toEqual([{ body: "a1" }, { body: "a2" }]);
    expect((await b.from("rest_notes").select("body")).data).toEqual([{ body: "b1" }]);
    expect((await anon.from("rest_notes").select("body")).data).toEqual([]);
    expect((await service.from("rest_notes").select("body")).data).toHaveLength(3);

    const stolen = await b.from("rest_notes").update({ body: "mine now" }).eq("body", "a1").select();
    expect(stolen.data).toEqual([]);
    const deleted = await b.from("rest_notes").delete().eq("body", "a2").select();
    expect(deleted.data).toEqual([]);
    expect((await a.from("rest_notes").select("body").order("id")).data).toEqual([{ body: "a1" }, { body: "a2" }]);
  });

  test("inserts: own rows pass, others' rows are refused with 403 (401 for anon)", async () => {
    const a = backend.userClient(USER_A);
    const own = await a.from("rest_notes").insert({ body: "a3" }).select("body, owner_id").single();
    expect(own.data).toEqual({ body: "a3", owner_id: USER_A });
    const forged = await a.from("rest_notes").insert({ body: "forged", owner_id: USER_B });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({
      code: "42501",
      message: 'new row violates row-level security policy for table "rest_notes"',
    });
    const fromAnon = await anon.from("rest_notes").insert({ body: "anon", owner_id: USER_A });
    expect(fromAnon.status).toBe(401);
    expect(fromAnon.error).toMatchObject({ code: "42501" });
  });

  test("writes return only the columns they select, so column privileges hold as in PostgREST", async () => {
    const inserted = await anon
      .from("rest_private")
      .insert({ id: 1, name: "n", secret: "s" })
      .select("id, name")
      .single();
    expect(inserted).toMatchObject({ status: 201, data: { id: 1, name: "n" } });
    const updated = await anon.from("rest_private").update({ name: "m" }).eq("id", 1).select("name");
    expect(updated.data).toEqual([{ name: "m" }]);
    const everything = await anon.from("rest_private").insert({ id: 2, name: "x" }).select();
    expect(everything).toMatchObject({ status: 401, error: { code: "42501" } });
    const read = await anon.from("rest_private").select("secret");
    expect(read).toMatchObject({
      status: 401,
      error: { code: "42501", message: "permission denied for table rest_private" },
    });
  });

  test("return=minimal does not need read access; representation does", async () => {
    expect(await anon.from("rest_dropbox").insert({ body: "note" })).toMatchObject({ status: 201, error: null });
    const readBack = await anon.from("rest_dropbox").insert({ body: "note" }).select();
    expect(readBack.status).toBe(401);
    expect(readBack.error).toMatchObject({ code: "42501" });
  });
});

describe("errors", () => {
  test("unknown table: 404 PGRST205, with a hint for a near miss", async () => {
    const { error, status } = await service.from("rest_book").select();
    expect(status).toBe(404);
    expect(error).toEqual({
      code: "PGRST205",
      details: null,
      hint: "Perhaps you meant the table 'public.rest_books'",
      message: "Could not find the table 'public.rest_book' in the schema cache",
    });
  });

  test("unknown columns: 42703 on reads, PGRST204 on writes", async () => {
    const read = await service.from("rest_books").select("id, nope");
    expect(read).toMatchObject({
      status: 400,
      error: { code: "42703", message: "column rest_books.nope does not exist" },
    });
    const filter = await service.from("rest_books").select("id").eq("nope", 1);
    expect(filter.error).toMatchObject({ code: "42703" });
    const order = await service.from("rest_books").select("id").order("nope");
    expect(order.error).toMatchObject({ code: "42703" });
    const write = await service.from("rest_tags").insert({ id: 50, label: "x", nope: 1 });
    expect(write).toMatchObject({
      status: 400,
      error: { code: "PGRST204", message: "Could not find the 'nope' column of 'rest_tags' in the schema cache" },
    });
  });

  test("relations: unknown is 400 PGRST200, ambiguous is 300 PGRST201", async () => {
    const unknown = await service.from("rest_books").select("id, rest_nope(*)");
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: "PGRST200",
      message: "Could not find a relationship between 'rest_books' and 'rest_nope' in the schema cache",
    });
    const ambiguous = await service.from("rest_books").select("id, rest_authors(name)");
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({ code: "PGRST201" });
    expect(ambiguous.error?.details).toHaveLength(2);
  });

  test("filters on a resource that is not embedded: 400 PGRST108", async () => {
    const { error } = await service.from("rest_books").select("id").eq("rest_photos.position", 1);
    expect(error).toMatchObject({ code: "PGRST108" });
  });

  test("bad filter syntax: 400 PGRST100", async () => {
    const { status, error } = await service.from("rest_books").select("id").filter("id", "not.nope", 1);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "PGRST100",
      details: "unexpected unknown single value operator nope expecting operator (eq, gt, ...)",
    });
    expect((await service.from("rest_books").select("id").filter("rest_photos.id", "nope", 1)).error).toMatchObject({
      code: "PGRST100",
    });
    expect((await service.from("rest_books").select("id").or("id.eq.1,(")).error).toMatchObject({ code: "PGRST100" });
  });

  test("constraint violations map to PostgREST's statuses", async () => {
    const unique = await service.from("rest_tags").insert({ id: 1, label: "dup" });
    expect(unique).toMatchObject({ status: 409, error: { code: "23505" } });
    expect(unique.error?.details).toContain("already exists");
    const foreignKey = await service.from("rest_books").insert({ id: 60, title: "x", author_id: 999 });
    expect(foreignKey).toMatchObject({ status: 409, error: { code: "23503" } });
    const notNull = await service.from("rest_books").insert({ id: 61 });
    expect(notNull).toMatchObject({ status: 400, error: { code: "23502" } });
    const check = await service.from("rest_books").insert({ id: 62, title: "x", price: -1 });
    expect(check).toMatchObject({ status: 400, error: { code: "23514" } });
    const badValue = await service.from("rest_books").select("id").eq("id", "not-a-number");
    expect(badValue).toMatchObject({ status: 400, error: { code: "22P02" } });
  });

  test("what the local backend does not do is refused, not silently wrong", async () => {
    const csv = await service.from("rest_books").select("id").csv();
    expect(csv).toMatchObject({
      status: 406,
      error: { code: "PGRST107", details: "text/csv (CSV output) is not supported by the local backend" },
    });
  });

  test("other schemas are not exposed: 406 PGRST106", async () => {
    expect((await service.schema("public").from("rest_tags").select("id").eq("id", 1)).data).toEqual([{ id: 1 }]);
    const { status, error } = await service.schema("auth").from("users").select();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: "PGRST106" });
  });

  test("requests without a valid key or token are refused", async () => {
    const noKey = await backend.fetch(`${backend.config.publicUrl}/rest/v1/rest_books`);
    expect(noKey.status).toBe(401);
    const badToken = await raw("/rest_books", { headers: { Authorization: "Bearer not.a.token" } });
    expect(badToken.status).toBe(401);
  });
});

describe("injection", () => {
  async function tablesIntact() {
    const { data, error } = await service.from("rest_books").select("id", { count: "exact", head: true });
    expect(error).toBeNull();
    const { rows } = await backend.db.query<{ count: number }>(
      "select count(*)::int as count from pg_tables where schemaname = 'public' and tablename in ('rest_books', 'rest_authors', 'rest_tags')",
    );
    expect(rows[0]!.count).toBe(3);
    return data;
  }

  test("hostile select lists are syntax errors or unknown columns", async () => {
    const hostile = [
      "id,(select 1)",
      "*;drop table rest_books",
      "id;drop table rest_books--",
      "id/*comment*/",
      "id--comment",
      "id,title)from rest_authors--",
      "id::text;drop table rest_books",
      "id::pg_sleep(1)",
      "id,rest_authors!inner;drop(name)",
      "id,x:rest_photos(id)!inner",
    ];
    for (const select of hostile) {
      const response = await rawJson(`/rest_books?select=${encodeURIComponent(select)}`);
      expect(response.status, select).toBe(400);
      expect(response.body.code, select).toBe("PGRST100");
    }
    const quoted = await rawJson(`/rest_books?select=${encodeURIComponent('"id; drop table rest_books"')}`);
    expect(quoted.body.code).toBe("42703");
    const alias = await rawJson(
      `/rest_books?select=${encodeURIComponent('"x\\" from rest_books; drop table rest_books; --":id')}&id=eq.1`,
    );
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual([{ 'x" from rest_books; drop table rest_books; --': 1 }]);
    await tablesIntact();
  });

  test("hostile filter values are plain values", async () => {
    const values = ["x';drop table rest_books--", "1 or 1=1", "Alpha' or '1'='1", "$1", "\\'; select pg_sleep(1); --"];
    for (const value of values) {
      const { data, error } = await service.from("rest_books").select("id").eq("title", value);
      expect(error, value).toBeNull();
      expect(data, value).toEqual([]);
    }
    const inList = await service.from("rest_books").select("id").in("title", ["Alpha", "x') or true --"]);
    expect(inList.data).toEqual([{ id: 1 }]);
    const like = await service.from("rest_books").select("id").like("title", "%' or '1'='1");
    expect(like.data).toEqual([]);
    const jsonKey = await service
      .from("rest_authors")
      .select("id")
      .eq(`meta->>"country'; drop table rest_books; --"`, "NL");
    expect(jsonKey).toMatchObject({ data: [], error: null });
    await tablesIntact();
  });

  test("hostile column names, operators and logic trees are rejected, or their values bound", async () => {
    const queries: Array<[string, string]> = [
      [`${encodeURIComponent('title"=eq.x')}`, "PGRST100"],
      [`${encodeURIComponent("title;drop table rest_books")}=eq.x`, "PGRST100"],
      [`${encodeURIComponent('"title;drop table rest_books"')}=eq.x`, "42703"],
      [`id=${encodeURIComponent("in.(1);drop table rest_books")}`, "PGRST100"],
      [`or=${encodeURIComponent("(id.eq.1);drop table rest_books")}`, "PGRST100"],
      [`published=${encodeURIComponent("is.true;drop table rest_books")}`, "PGRST100"],
      [`id=${encodeURIComponent("not.eqq.1")}`, "PGRST100"],
      // Values are bound: these are only malformed for their types.
      [`id=${encodeURIComponent("eq(any).x;drop")}`, "22P02"],
      [`or=${encodeURIComponent("(id.eq.1,id.gt.0 or 1=1)")}`, "22P02"],
    ];
    for (const [query, code] of queries) {
      const response = await rawJson(`/rest_books?select=id&${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code, query).toBe(code);
    }
    // Without an operator it is not a filter at all: PostgREST ignores such parameters.
    const ignored = await rawJson(`/rest_books?select=id&title=${encodeURIComponent("eq;drop table rest_books.x")}`);
    expect(ignored.status).toBe(200);
    expect(ignored.body.length).toBeGreaterThan(1);
    await tablesIntact();
  });

  test("hostile order, limit, offset and on_conflict are rejected", async () => {
    const queries = [
      "order=id;drop table rest_books",
      "order=id.desc;drop",
      `order=${encodeURIComponent("(select 1)")}`,
      "order=id.desc,title.sideways",
      "limit=1;drop table rest_books",
      "limit=-1",
      "offset=1 or 1=1",
    ];
    for (const query of queries) {
      const response = await rawJson(`/rest_books?select=id&${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code, query).toBe("PGRST100");
    }
    const upsert = await rawJson(
      `/rest_tags?on_conflict=${encodeURIComponent("id) do nothing; drop table rest_tags; --")}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Prefer: "resolution=merge-duplicates" },
        body: JSON.stringify({ id: 1, label: "sci" }),
      },
    );
    expect(upsert.status).toBe(400);
    await tablesIntact();
  });

  test("hostile table, function and argument names are unknown names", async () => {
    expect((await rawJson(`/${encodeURIComponent("rest_books;drop table rest_books")}`)).body.code).toBe("PGRST205");
    expect((await rawJson(`/${encodeURIComponent('rest_books"')}`)).body.code).toBe("PGRST205");
    expect((await rawJson("/rest_books/1")).body.code).toBe("PGRST125");
    const rpcNames = ["rest_add;drop table rest_books", "rest_add(1,2)", 'rest_add"', "pg_sleep"];
    for (const name of rpcNames) {
      const response = await rawJson(`/rpc/${encodeURIComponent(name)}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ a: 1, b: 2 }),
      });
      expect(response.status, name).toBe(404);
      expect(response.body.code, name).toBe("PGRST202");
    }
    const argName = await service.rpc("rest_add", { a: 1, 'b" := 1); drop table rest_books; --': 2 });
    expect(argName.error).toMatchObject({ code: "PGRST202" });
    const argValue = await service.rpc("rest_add", { a: "1); drop table rest_books; --", b: 2 });
    expect(argValue).toMatchObject({ status: 400, error: { code: "22P02" } });
    const textArg = await service.rpc("rest_greet", { name: "'); drop table rest_books; --" });
    expect(textArg.data).toBe("hello '); drop table rest_books; --");
    await tablesIntact();
  });

  test("hostile payload keys are unknown columns; values are stored as given", async () => {
    const key = await service
      .from("rest_tags")
      .insert({ id: 70, "label) values ('x'); drop table rest_tags; --": "x" });
    expect(key.error).toMatchObject({ code: "PGRST204" });
    const columns = await rawJson(`/rest_tags?columns=${encodeURIComponent("id,label);drop table rest_tags")}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: 71, label: "x" }),
    });
    expect(columns.status).toBe(400);
    const value = "'); drop table rest_tags; --";
    const stored = await service.from("rest_tags").insert({ id: 72, label: value }).select("label").single();
    expect(stored.data).toEqual({ label: value });
    await tablesIntact();
  });
});
