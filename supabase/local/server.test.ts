/**
 * The server as `npm run dev` and `npm run db:reset` use it: a PGlite database on disk that
 * survives restarts, a lock that keeps a second server off it, and a reset back to the seed.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import { afterAll, describe, expect, test } from "vitest";
import { testPorts } from "../../tests/support/ports.js";
import { apiKeys, LOCAL_JWT_SECRET } from "./config.ts";
import { openDatabase } from "./db.ts";

const PORT = testPorts.serverTest;
const url = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), "genmarket-data-"));
const env = { ...process.env, SUPABASE_LOCAL_DATA: dataDir, DEMO_PASSWORD: "server-test-demo" };
const { serviceRoleKey } = apiKeys(LOCAL_JWT_SECRET);
const admin = createClient(url, serviceRoleKey, { auth: { persistSession: false } });
const running: ChildProcess[] = [];

/**
 * How long one start (or reset) may take: a first start runs initdb, the migrations and the
 * seed on disk: about 5 s on a quiet machine, over a minute on a 2-core one running the other
 * suites beside it (npm test). Each test below starts or resets the server twice.
 */
const START_LIMIT_MS = 180_000;

async function startServer() {
  const child = spawn(process.execPath, ["supabase/local/server.ts", "--port", String(PORT)], { env, stdio: "pipe" });
  running.push(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (ok) return { child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${output}`);
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const listingTitle = "Persistence check: Perkins 100 kVA";

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("local backend server", { timeout: 2 * START_LIMIT_MS }, () => {
  test("first start migrates, seeds and prints the keys; data survives a restart", async () => {
    const first = await startServer();
    expect(first.output()).toContain("Seeded.");
    expect(first.output()).toContain(serviceRoleKey);

    const { count } = await admin.from("generator_listings").select("id", { count: "exact", head: true }).eq("status", "active");
    expect(count).toBeGreaterThanOrEqual(60);
    const { error } = await admin.from("generator_listings").update({ title: listingTitle }).eq("id", "10000000-0000-4000-8000-000000000001");
    expect(error).toBeNull();
    await stopServer(first.child);

    const second = await startServer();
    expect(second.output()).not.toContain("Seeded.");
    const { data } = await admin.from("generator_listings").select("title").eq("id", "10000000-0000-4000-8000-000000000001").single();
    expect(data?.title).toBe(listingTitle);
  });

  test("a second server cannot open the same database", () => {
    const result = spawnSync(process.execPath, ["supabase/local/server.ts", "--port", String(PORT + 1)], {
      env,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toMatch(/in use by another process/);
  });

  test("a database migrated with a history that supabase/migrations/ no longer has is refused, with db:reset as the way out", async () => {
    await stopServer(running.at(-1)!);
    // As a data folder migrated before the history was squashed into one baseline (docs/database.md).
    const db = await openDatabase({ dataDir: join(dataDir, "db") });
    await db.query("insert into supabase_migrations.schema_migrations (version, name) values ('20261121000100', 'core_schema')");
    await db.close();

    const refused = spawnSync(process.execPath, ["supabase/local/server.ts", "--port", String(PORT)], { env, encoding: "utf8", timeout: START_LIMIT_MS });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("20261121000100");
    expect(refused.stderr).toContain("Run `npm run db:reset`");
  });

  // After the refusal above: the reset is the way out it names, and brings the seed back.
  test("db:reset restores the seed", async () => {
    const reset = spawnSync(process.execPath, ["supabase/local/server.ts", "--reset-only"], {
      env,
      encoding: "utf8",
      timeout: START_LIMIT_MS,
    });
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain("Database reset");

    await startServer();
    const { data } = await admin.from("generator_listings").select("title").eq("id", "10000000-0000-4000-8000-000000000001").single();
    expect(data?.title).not.toBe(listingTitle);
    // The seed photos are back in the bucket too.
    const photo = await admin.storage.from("listing-photos").download("seed/portable-1.png");
    expect(photo.error).toBeNull();
    expect(photo.data!.type).toBe("image/png");
  });
});
