// The alerts case of npm run bench (scripts/bench.mjs): staff approve one listing that 1,000
// saved searches match (BENCH_ALERT_MEMBERS; generate-alerts.sql), through /moderation as a
// browser without JavaScript does; the approval queues an alert per search in its own
// transaction, the dispatch after the request turns them into outbox emails and hands them to
// the email queue, whose consumer sends them to the local outbox in batches of up to 100
// (docs/email.md). Timed: from the approval's POST to its answer, and to the last alert in the
// local outbox. Fails unless every member got exactly one alert.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { demoPassword } from "../../tests/support/dev-vars.ts";
import { appClient } from "../../tests/support/http.ts";
import { ms } from "./common.mjs";

const listingId = "60000000-0000-4000-8000-000000000001";

export async function alertsCase({ members, workDir }) {
  const generated = join(workDir, "alerts.sql");
  writeFileSync(generated, readFileSync("scripts/bench/generate-alerts.sql", "utf8").replaceAll("{{members}}", String(members)));
  const stacks = [{ name: "alerts-pglite", label: "PGlite (the local backend as npm run dev runs it)", sqlFiles: [generated] }];

  async function run([stack]) {
    const app = appClient(stack.url, stack.backendUrl);
    const staffJar = await app.signIn({ email: "demo-staff@genmarket.test", password: demoPassword() });
    const started = performance.now();
    const approved = await app.post("/moderation", { intent: "approve", listingId }, staffJar);
    const answered = performance.now() - started;
    if (approved.status !== 302) throw new Error(`alerts: the approval answered ${approved.status}`);
    const delivered = await countDelivered(stack.backendUrl, members, 300_000);
    const last = performance.now() - started;
    console.log(`${members} saved searches match the approved listing.`);
    console.log(`approval answered:           ${ms(answered)}`);
    console.log(`last alert in the outbox:    ${ms(last)} (${delivered} alerts)`);
    if (delivered !== members) throw new Error(`alerts: ${delivered} alerts delivered, not ${members}`);
  }

  return { name: "alerts", stacks, run };
}

/** Waits until `expected` alerts are in the local outbox (or the timeout), answering how many are. */
async function countDelivered(backendUrl, expected, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let count = 0;
  while (Date.now() < deadline) {
    const response = await fetch(`${backendUrl}/_local/outbox?${new URLSearchParams({ kind: "early_access_alert", count: "1" })}`);
    ({ count } = await response.json());
    if (count >= expected) return count;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return count;
}
