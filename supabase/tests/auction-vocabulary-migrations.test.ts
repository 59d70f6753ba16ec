/**
 * The migrations that moved auctions onto listings' vocabulary keep what existing auctions
 * say (docs/auctions.md, docs/listings.md "One fuel list"): a database migrated up to just
 * before them, with auctions as they were stored then (whole kW, the auction-only fuels),
 * then brought up to date. Whole kW keep their figure in numeric(8, 2); each fuel becomes
 * listings' word for it, and the rebuilt search document reads it. Then the one vocabulary
 * (20261129152114_one_vocabulary.sql): auctions' phases become listings' words and each
 * auction gets a type; a wizard listing keeps the type its category gave it, and a bulk
 * upload previewed with categories is confirmed with types.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { generatorTypeKeys } from "../../app/content/generator-types.ts";
import { fuelTypes, phaseTypes } from "../../app/content/listing-options.ts";
import { openDatabase, type Database } from "../local/db.ts";
import { migrationFiles, paths } from "../local/migrate.ts";
import { databaseUrlOf } from "../local/template.ts";

/** The first migration of the move: auction power as decimals, then the fuels. */
const FIRST = "20261129090925_auction_power_decimals.sql";

let db: Database;
let drop = async () => {};

async function apply(files: string[]) {
  for (const file of files) await db.transaction((tx) => tx.exec(readFileSync(paths.migrations + file, "utf8")));
}

beforeAll(async () => {
  const templates = inject("databaseTemplates");
  if (templates) {
    const name = `test_${randomUUID().replaceAll("-", "")}`;
    const server = await openDatabase({ databaseUrl: templates.serverUrl });
    await server.exec(`create database ${name}`);
    await server.close();
    db = await openDatabase({ databaseUrl: databaseUrlOf(templates.serverUrl, name) });
    drop = async () => {
      const admin = await openDatabase({ databaseUrl: templates.serverUrl });
      await admin.exec(`drop database if exists ${name}`);
      await admin.close();
    };
  } else {
    db = await openDatabase({});
  }
  await db.exec(readFileSync(paths.bootstrap, "utf8"));
  await db.exec(readFileSync(paths.local, "utf8"));
});

afterAll(async () => {
  await db?.close();
  await drop();
});

test("existing auctions keep their power and take listings' fuels; the search document reads them", async () => {
  const files = migrationFiles();
  expect(files).toContain(FIRST);
  await apply(files.filter((file) => file < FIRST));

  const seller = randomUUID();
  await db.query(`insert into auth.users (id, email) values ($1, 'old-auctions@genmarket.test')`, [seller]);
  const old = [
    ["diesel", 6],
    ["natural_gas", 100],
    ["propane", 30],
    ["bi_fuel", 350],
  ] as const;
  for (const [fuel, kw] of old) {
    await db.query(
      `insert into public.auction_listings (seller_id, title, description, year, hours, power_kw, fuel_type, phase, condition,
         location, starting_price, auction_end_date)
       values ($1, $2, 'An auction stored before listings'' vocabulary reached auctions.', 2015, 100, $3, $4, 'three',
         'used-good', 'Leeds', 1000, now() + interval '3 days')`,
      [seller, `Old ${fuel} auction`, kw, fuel],
    );
  }

  // As the sell wizard stored them before it asked for the type: a category, filed by a trigger.
  await db.query(
    `insert into public.generator_listings (dealer_id, title, category, fuel)
     values ($1, 'Old wizard gas standby', 'Standby', 'Natural Gas'), ($1, 'Old wizard marine set', 'Marine Generator', 'Diesel')`,
    [seller],
  );
  const values = (category: string, fuel: string) => ({ title: `Previewed ${category}`, category, fuel, condition: "used-good" });
  await db.query(
    `insert into public.listing_imports (seller_id, file_name, captcha_id, row_count, changes)
     values ($1, 'stock.csv', gen_random_uuid(), 2, $2::jsonb)`,
    [seller, JSON.stringify([
      { row: 2, action: "create", stock_ref: null, values: values("Portable", "Petrol/Gasoline") },
      { row: 3, action: "create", stock_ref: null, values: values("Standby", "Diesel") },
    ])],
  );

  await apply(files.filter((file) => file >= FIRST));

  const { rows } = await db.query<{ title: string; power_kw: string; fuel_type: string; lpg: boolean; gas: boolean }>(
    `select title, power_kw::text, fuel_type,
            search_document @@ to_tsquery('english', 'lpg') as lpg,
            search_document @@ to_tsquery('english', 'gas') as gas
       from public.auction_listings order by title`,
  );
  expect(rows).toEqual([
    { title: "Old bi_fuel auction", power_kw: "350.00", fuel_type: "Dual Fuel", lpg: false, gas: false },
    { title: "Old diesel auction", power_kw: "6.00", fuel_type: "Diesel", lpg: false, gas: false },
    { title: "Old natural_gas auction", power_kw: "100.00", fuel_type: "Natural Gas", lpg: false, gas: true },
    { title: "Old propane auction", power_kw: "30.00", fuel_type: "Propane/LPG", lpg: true, gas: false },
  ]);
  expect(rows.every((row) => (fuelTypes as readonly string[]).includes(row.fuel_type))).toBe(true);

  const auctions = await db.query<{ title: string; phase: string; type: string }>(
    `select title, phase, type from public.auction_listings order by title`,
  );
  expect(auctions.rows).toEqual([
    { title: "Old bi_fuel auction", phase: "Three Phase", type: "dieselStandby" },
    { title: "Old diesel auction", phase: "Three Phase", type: "portable" },
    { title: "Old natural_gas auction", phase: "Three Phase", type: "gasPowered" },
    { title: "Old propane auction", phase: "Three Phase", type: "gasPowered" },
  ]);
  expect(auctions.rows.every((row) => (phaseTypes as readonly string[]).includes(row.phase))).toBe(true);
  expect(auctions.rows.every((row) => (generatorTypeKeys as readonly string[]).includes(row.type))).toBe(true);

  const listings = await db.query<{ title: string; type: string }>(
    `select title, type from public.generator_listings where dealer_id = $1 order by title`,
    [seller],
  );
  expect(listings.rows).toEqual([
    { title: "Old wizard gas standby", type: "gasPowered" },
    { title: "Old wizard marine set", type: "dieselPrime" },
  ]);

  const previewed = await db.query<{ changes: Array<{ values: Record<string, string> }> }>(
    `select changes from public.listing_imports where seller_id = $1`,
    [seller],
  );
  expect(previewed.rows[0]!.changes.map((change) => change.values)).toEqual([
    { title: "Previewed Portable", type: "portable", fuel: "Petrol/Gasoline", condition: "used-good" },
    { title: "Previewed Standby", type: "dieselStandby", fuel: "Diesel", condition: "used-good" },
  ]);
});
