// The listings case of npm run bench (scripts/bench.mjs): how /listings holds up as the
// catalogue grows. One stack per size, each with that many generated listings on top of the
// seed (generate-listings.sql); /listings with common filter combinations, a static file and
// a page without database calls are timed taking turns between the sizes, so that whatever
// else the machine is doing weighs on all alike; the page without database calls also takes
// turns with each rendered case, as the goal compares the two (≤ 2.5×).
//
// Each page is timed twice: rendered by the app (the request carries a cookie, which the
// edge cache never answers, so the database is queried every time) and served from the
// edge cache (no cookie: an anonymous visitor's repeat). It prints medians and p95s, and
// the ratios docs/performance.md quotes: the largest size against the smallest (indexes doing their
// work) and /listings against the static file.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { serviceRoleClient } from "../../tests/support/backend.ts";
import { createMember } from "../../tests/support/factories.ts";
import { appClient } from "../../tests/support/http.ts";
import { ms, reportBackendRequests, staticFile, summarise, time } from "./common.mjs";

const cases = [
  ["all listings, newest first", "/listings"],
  ["one type", "/listings?type=dieselStandby"],
  ["price, low to high", "/listings?sort=price-asc"],
  ["price band, page 5", "/listings?minPrice=5000&maxPrice=100000&sort=price-desc&page=5"],
  ["search text", "/listings?q=cummins"],
  // What people type (docs/listings.md#keyword-search): a brand and a size in its unit.
  ["search, brand and size", "/listings?q=perkins+100+kva"],
  ["brands and condition", "/listings?brand=Honda&brand=Yamaha&condition=used-good"],
  ["kVA band and location", "/listings?kva=15-50&location=london"],
  ["advanced: year, hours, fuel, warranty", "/listings?minYear=2018&maxHours=5000&fuel=Diesel&warranty=12"],
  // Distance (docs/listings.md#location): Leeds and Manchester's listings, and every one of them nearest first.
  ["within 50 miles of a postcode", "/listings?near=LS1&radius=50"],
  ["nearest first, within 200 miles", "/listings?sort=nearest&near=M1&radius=200"],
];
// For scale: a page the app renders without calling the database (the glossary, searched;
// the requests report below shows it makes none).
const pageWithoutDatabase = "/glossary?q=generator";

// Any cookie keeps a request away from the edge cache (server.ts).
const rendered = { headers: { Cookie: "bench=rendered" } };

/** The stacks the case needs (one per size, with its SQL written into workDir) and how to run it on them. */
export function listingsCase({ sizes, runs, warmups, workDir }) {
  // VACUUM cannot share a batch with other statements. It sets the visibility map that
  // index-only scans rely on, as autovacuum would on a live database.
  const vacuum = join(workDir, "vacuum.sql");
  writeFileSync(vacuum, "vacuum analyze public.generator_listings");
  const stacks = sizes.map((size) => {
    const generated = join(workDir, `listings-${size}.sql`);
    writeFileSync(generated, readFileSync("scripts/bench/generate-listings.sql", "utf8").replaceAll("{{listings}}", String(size)));
    return { name: `listings-${size}`, sqlFiles: [generated, vacuum] };
  });

  /**
   * Times one path on every stack, taking turns; returns each stack's summary. With `beside`,
   * a second path is timed in the same turns (its samples pushed onto `beside.samples`, one
   * list per stack), so that the two are measured under the same load.
   */
  async function measure(stacks, path, init, beside) {
    for (let i = 0; i < warmups; i++) for (const stack of stacks) await time(stack.url + path, init);
    const samples = stacks.map(() => []);
    const found = [];
    for (let i = 0; i < runs; i++) {
      for (const [index, stack] of stacks.entries()) {
        const result = await time(stack.url + path, init);
        samples[index].push(result.elapsed);
        found[index] = result.body.match(/>([\d,]+\+?) generators? found</)?.[1];
        if (beside) beside.samples[index].push((await time(stack.url + beside.path, beside.init)).elapsed);
      }
    }
    return samples.map((values, index) => ({ ...summarise(values), found: found[index] }));
  }

  function report(title, results) {
    console.log(`\n${title}`);
    const width = 42;
    console.log(`  ${"".padEnd(40)}${sizes.map((size) => `  ${size.toLocaleString("en-GB")} listings: median / p95`.padEnd(width)).join("")}`);
    for (const [name] of cases) {
      const cells = results[name].map(({ median, p95, found }) => `  ${ms(median)} / ${ms(p95)}  ${found} found`.padEnd(width));
      console.log(`  ${name.padEnd(40)}${cells.join("")}`);
    }
  }

  async function run(stacks) {
    const renderedResults = {};
    const cachedResults = {};
    // The page without database calls is timed turn about with the rendered cases: the
    // ratio between them is the goal's (≤ 2.5×), and the machine's load changes by the minute.
    const withoutDatabase = { path: pageWithoutDatabase, init: rendered, samples: stacks.map(() => []) };
    for (const [name, path] of cases) renderedResults[name] = await measure(stacks, path, rendered, withoutDatabase);
    for (const [name, path] of cases) cachedResults[name] = await measure(stacks, path);
    const staticResults = await measure(stacks, staticFile);
    const withoutDatabaseResults = withoutDatabase.samples.map((values) => summarise(values));

    report("Rendered by the app (edge cache bypassed: the database is queried every time)", renderedResults);
    report("Served from the edge cache (an anonymous visitor's repeat)", cachedResults);

    const together = (results, index) => summarise(cases.flatMap(([name]) => results[name][index].samples));
    console.log("\nSummary (all /listings cases together)");
    for (const [index, size] of sizes.entries()) {
      const [fresh, cached, file, plain] = [
        together(renderedResults, index),
        together(cachedResults, index),
        staticResults[index],
        withoutDatabaseResults[index],
      ];
      const times = (value) => `${(value / file.median).toFixed(1)}× the static file`;
      console.log(`  ${size.toLocaleString("en-GB")} listings:`);
      console.log(`    /listings rendered           ${ms(fresh.median)} / p95 ${ms(fresh.p95)}   ${times(fresh.median)}`);
      console.log(`    /listings from the cache     ${ms(cached.median)} / p95 ${ms(cached.p95)}   ${times(cached.median)}`);
      console.log(`    page without database calls  ${ms(plain.median)} / p95 ${ms(plain.p95)}   ${times(plain.median)}`);
      console.log(`    static file                  ${ms(file.median)} / p95 ${ms(file.p95)}`);
      console.log(`    /listings rendered ÷ page without database calls: ${(fresh.median / plain.median).toFixed(2)}× (goal: ≤ 2.5×)`);
    }
    if (sizes.length >= 2) {
      const last = sizes.length - 1;
      console.log(`\n  Rendered, ${sizes[last].toLocaleString("en-GB")} ÷ ${sizes[0].toLocaleString("en-GB")} listings (median):`);
      for (const [name] of cases) {
        const ratio = renderedResults[name][last].median / renderedResults[name][0].median;
        console.log(`    ${name.padEnd(40)} ${ratio.toFixed(2)}×`);
      }
      const ratio = together(renderedResults, last).median / together(renderedResults, 0).median;
      console.log(`    ${"all cases".padEnd(40)} ${ratio.toFixed(2)}×`);
    }

    // The round trips behind those times, on the smallest stack: a listing page is the
    // first card's on /listings.
    const [stack] = stacks;
    const { body } = await time(stack.url + "/listings", rendered);
    const listing = body.match(/href="(\/listings\/[0-9a-f-]{36})"/)?.[1];
    if (!listing) throw new Error("listings: no listing card on /listings");
    const member = await createMember(serviceRoleClient(stack.backendUrl), { label: "bench-member" });
    const jar = await appClient(stack.url, stack.backendUrl).signIn(member);
    await reportBackendRequests(
      stack,
      [["/listings", "/listings"], ["a listing page", listing], ["page without database calls", pageWithoutDatabase]],
      jar.header(),
    );
  }

  return { name: "listings", stacks, run };
}
