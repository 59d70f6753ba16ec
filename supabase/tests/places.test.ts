/**
 * Places (supabase/schemas/05-places.sql, docs/listings.md#location): the outcode centres
 * match supabase/data/outcodes.csv and cover the seed, postcodes and towns read as people type them,
 * distances in miles, listings and auctions placed from their postcode, and who may read and
 * write the centres.
 */
import { readFileSync } from "node:fs";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAuction, createListing } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;
let seller: SupabaseClient;
let sellerId: string;

const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await backend.db.query<T>(text, params)).rows;
const one = async <T,>(text: string, params: unknown[] = []) => Object.values((await sql(text, params))[0]!)[0] as T;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
  anon = backend.client();
  ({ client: seller, id: sellerId } = await backend.signedInClient("demo-private@genmarket.test"));
});

afterAll(async () => {
  await backend?.close();
});

describe("the outcode centres", () => {
  test("the table holds supabase/data/outcodes.csv, row for row", async () => {
    const [header, ...lines] = readFileSync(new URL("../data/outcodes.csv", import.meta.url), "utf8").trim().split("\n");
    expect(header).toBe("outcode,latitude,longitude");
    expect(lines.length).toBeGreaterThan(2900);
    const rows = await sql<{ line: string }>(
      `select outcode || ',' || latitude::text || ',' || longitude::text as line from public.outcodes`,
    );
    expect(rows.map((row) => row.line).sort()).toEqual([...lines].sort());
  });

  test("every postcode of the seed's listings and profiles has its outcode among them, and every such listing its coordinates", async () => {
    const used = await sql<{ outcode: string | null; postcode: string }>(
      `select distinct public.outcode_of(postcode) as outcode, postcode from (
         select postcode from public.generator_listings union select postcode from public.profiles
       ) p where postcode is not null`,
    );
    expect(used.length).toBeGreaterThan(30);
    const known = new Set((await sql<{ outcode: string }>(`select outcode from public.outcodes`)).map((row) => row.outcode));
    expect(used.filter((row) => !row.outcode || !known.has(row.outcode))).toEqual([]);
    expect(await one<number>(`select count(*)::int from public.generator_listings where postcode is not null and latitude is null`)).toBe(0);
  });
});

describe("outcode_of: the outward code of what people type", () => {
  test.each([
    ["ls1 4ap", "LS1"],
    ["LS1", "LS1"],
    ["SW1A 1AA", "SW1A"],
    ["EC1A1BB", "EC1A"],
    ["  m1   1ae ", "M1"],
    ["LS14", "LS14"],
    ["LS1 4", "LS1"],
    ["W1A 0AX", "W1A"],
    ["B11 2DE", "B11"],
  ])("%j is %s", async (typed, outcode) => {
    expect(await one(`select public.outcode_of($1)`, [typed])).toBe(outcode);
  });

  test.each([["hello"], [""], ["12345"], ["LS"], ["1LS 4AP"], ["LS1 4APX"], ["'; drop table public.outcodes; --"], ["LS1\u0007"], ["LS1 🔌"], [null]])(
    "%j is not a postcode: null",
    async (typed) => {
      expect(await one(`select public.outcode_of($1)`, [typed])).toBeNull();
    },
  );
});

describe("place_coordinates and miles_between", () => {
  test("LS1 to M1 is about 36 miles, either way round", async () => {
    const miles = await one<number>(
      `select public.miles_between(a.latitude, a.longitude, b.latitude, b.longitude)
       from public.place_coordinates('LS1 4AP') a, public.place_coordinates('m1') b`,
    );
    expect(miles).toBeGreaterThan(34);
    expect(miles).toBeLessThan(38);
    const back = await one<number>(
      `select public.miles_between(b.latitude, b.longitude, a.latitude, a.longitude)
       from public.place_coordinates('LS1') a, public.place_coordinates('M1 1AE') b`,
    );
    expect(back).toBeCloseTo(miles, 9);
  });

  test("a place is 0 miles from itself, and a hundredth of a degree is well within a mile", async () => {
    expect(await one(`select public.miles_between(53.7966, -1.5517, 53.7966, -1.5517)`)).toBe(0);
    const near = await one<number>(`select public.miles_between(53.7966, -1.5517, 53.8066, -1.5517)`);
    expect(near).toBeGreaterThan(0.6);
    expect(near).toBeLessThan(0.8);
    const sameOutcode = await one<number>(
      `select public.miles_between(a.latitude, a.longitude, b.latitude, b.longitude)
       from public.place_coordinates('LS1 4AP') a, public.place_coordinates('LS1 1AA') b`,
    );
    expect(sameOutcode).toBe(0);
  });

  test("null in, null out; antipodes do not fail", async () => {
    expect(await one(`select public.miles_between(null, -1.5, 53.8, -1.5)`)).toBeNull();
    const halfway = await one<number>(`select public.miles_between(0, 0, 0, 180)`);
    expect(halfway).toBeCloseTo(Math.PI * 3958.8, 3);
  });

  test("an unknown or left-out place has no coordinates", async () => {
    for (const place of ["ZZ99 9ZZ", "hello", "", "BT1 1AA", "JE2 3AB"]) {
      expect(await sql(`select * from public.place_coordinates($1)`, [place]), place).toEqual([]);
    }
  });

  test("anonymous visitors resolve a place through the API", async () => {
    const { data, error } = await anon.rpc("place_coordinates", { p_place: "ls1 4ap" }).maybeSingle();
    expect(error).toBeNull();
    expect(data).toEqual({ outcode: "LS1", latitude: expect.closeTo(53.8, 1), longitude: expect.closeTo(-1.55, 1) });
    const unknown = await anon.rpc("place_coordinates", { p_place: "ZZ99" }).maybeSingle();
    expect(unknown.error).toBeNull();
    expect(unknown.data).toBeNull();
  });

  test("miles_between is inlined into a query, not called per row", async () => {
    const plan = await sql<{ "QUERY PLAN": string }>(
      `explain (verbose) select public.miles_between(latitude, longitude, 53.8, -1.55) from public.generator_listings`,
    );
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toMatch(/atan2/);
    expect(text).not.toMatch(/miles_between/);
  });
});

describe("listings and auctions take coordinates from their postcode", () => {
  const centre = async (outcode: string) =>
    (await sql<{ latitude: number; longitude: number }>(`select latitude, longitude from public.outcodes where outcode = $1`, [outcode]))[0]!;

  test("a listing inserted with a postcode is placed at its outcode's centre, and moves with it", async () => {
    const listing = await createListing(service, sellerId, { postcode: "LS10 1SW" });
    const read = async () =>
      (await service.from("generator_listings").select("latitude, longitude").eq("id", listing.id).single()).data;
    expect(await read()).toEqual(await centre("LS10"));

    const moved = await seller.from("generator_listings").update({ postcode: "M17" }).eq("id", listing.id);
    expect(moved.error).toBeNull();
    expect(await read()).toEqual(await centre("M17"));

    await seller.from("generator_listings").update({ postcode: null }).eq("id", listing.id);
    expect(await read()).toEqual({ latitude: null, longitude: null });
  });

  test("an unknown outcode leaves a listing without coordinates", async () => {
    const listing = await createListing(service, sellerId, { postcode: "ZZ9 9ZZ" });
    const { data } = await service.from("generator_listings").select("latitude, longitude").eq("id", listing.id).single();
    expect(data).toEqual({ latitude: null, longitude: null });
  });

  test("the seller cannot write coordinates; what they send is replaced by the postcode's", async () => {
    const listing = await createListing(service, sellerId, { postcode: "CF24 5TH" });
    const direct = await seller.from("generator_listings").update({ latitude: 51.5, longitude: -0.1 }).eq("id", listing.id);
    expect(direct.error?.code).toBe("42501");
    const smuggled = await createListing(service, sellerId, { postcode: "G51 3HR", latitude: 50, longitude: 0 });
    const { data } = await service.from("generator_listings").select("latitude, longitude").eq("id", smuggled.id).single();
    expect(data).toEqual(await centre("G51"));
  });

  test("an auction with a postcode is placed too, and anyone reads where it is", async () => {
    const auction = await createAuction(service, sellerId, { postcode: "BS11 8AZ" });
    const { data, error } = await anon.from("auction_listings").select("postcode, latitude, longitude").eq("id", auction.id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ postcode: "BS11 8AZ", ...(await centre("BS11")) });
    const bad = await service.from("auction_listings").update({ postcode: "bs11 8az" }).eq("id", auction.id);
    expect(bad.error?.code).toBe("23514");
  });
});

describe("towns typed instead of a postcode", () => {
  test("the table holds supabase/data/towns.csv, row for row, each at an outcode the site knows", async () => {
    const [header, ...lines] = readFileSync(new URL("../data/towns.csv", import.meta.url), "utf8").trim().split("\n");
    expect(header).toBe("name,outcode");
    expect(lines.length).toBeGreaterThan(1400);
    const rows = await sql<{ line: string }>(`select name || ',' || outcode as line from public.towns order by 1`);
    expect(rows.map((row) => row.line).sort()).toEqual([...lines].sort());
  });

  test("a town is its outcode's point, in any case and spacing; Leeds to Manchester as LS1 to M2", async () => {
    const town = async (place: string) => (await sql<{ outcode: string }>(`select outcode from public.place_coordinates($1)`, [place]))[0]?.outcode;
    expect(await town("Leeds")).toBe("LS1");
    expect(await town("  leeds ")).toBe("LS1");
    expect(await town("NEWCASTLE   upon tyne")).toBe("NE1");
    expect(await town("Harrogate")).toBe("HG1");
    // Welsh and English names, and a name without its accent.
    expect(await town("Caerdydd")).toBe(await town("Cardiff"));
    expect(await town("Cwmbran")).toBe(await town("Cwmbrân"));
    // A name shared by several towns is the biggest one's: Kent's Ashford, the Welsh city of Newport.
    expect(await town("Ashford")).toBe("TN23");
    expect(await town("Newport")).toBe("NP20");
    // Text that reads as a postcode is one.
    expect(await town("LS1")).toBe("LS1");
    const miles = await one<number>(
      `select public.miles_between(a.latitude, a.longitude, b.latitude, b.longitude)
       from public.place_coordinates('Leeds') a, public.place_coordinates('Manchester') b`,
    );
    expect(miles).toBeGreaterThan(34);
    expect(miles).toBeLessThan(38);
  });

  test("a name that is no town has no coordinates", async () => {
    for (const place of ["Atlantis", "Leedsx", "Lee", "Leeds, Kent"]) {
      expect(await sql(`select * from public.place_coordinates($1)`, [place]), place).toEqual([]);
    }
  });

  test("anonymous visitors and members read the towns; neither writes them", async () => {
    for (const client of [anon, seller]) {
      const { data, error } = await client.from("towns").select("outcode").eq("name", "Leeds").single();
      expect(error).toBeNull();
      expect(data).toEqual({ outcode: "LS1" });
      const insert = await client.from("towns").insert({ name: "Atlantis", outcode: "LS1" });
      expect(insert.error?.code).toBe("42501");
      const update = await client.from("towns").update({ outcode: "M1" }).eq("name", "Leeds");
      expect(update.error?.code).toBe("42501");
    }
  });
});

describe("who may read and write the centres", () => {
  test("anonymous visitors and members read them", async () => {
    for (const client of [anon, seller]) {
      const { count, error } = await client.from("outcodes").select("*", { count: "exact", head: true });
      expect(error).toBeNull();
      expect(count).toBeGreaterThan(2900);
    }
  });

  test("neither anonymous visitors nor members write them", async () => {
    for (const client of [anon, seller]) {
      const insert = await client.from("outcodes").insert({ outcode: "ZZ1", latitude: 52, longitude: -1 });
      expect(insert.error?.code).toBe("42501");
      const update = await client.from("outcodes").update({ latitude: 52 }).eq("outcode", "LS1");
      expect(update.error?.code).toBe("42501");
      const remove = await client.from("outcodes").delete().eq("outcode", "LS1");
      expect(remove.error?.code).toBe("42501");
    }
    expect(await one<number>(`select latitude from public.outcodes where outcode = 'LS1'`)).not.toBe(52);
  });
});
