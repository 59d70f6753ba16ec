/**
 * Starts the local backend as its own process (on a fresh PostgreSQL 15 cluster, migrated and
 * seeded: tests/support/postgres-backend-server.ts) for the worker tests, and stops it afterwards.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { testPorts } from "./ports.js";
import { isSecondWorkerGroup } from "./worker/groups.js";

export const TEST_BACKEND_PORT = isSecondWorkerGroup() ? testPorts.workerBackendSecondGroup : testPorts.workerBackend;
export const testBackendUrl = (port = TEST_BACKEND_PORT) => `http://127.0.0.1:${port}`;

export async function startBackendProcess(port = TEST_BACKEND_PORT): Promise<ChildProcess> {
  // Something already answering there (another run's backend left behind) would be tested
  // instead of the fresh one, and could vanish mid-run: refuse at once, saying what to do.
  const occupied = await fetch(`${testBackendUrl(port)}/health`).then(
    () => true,
    () => false,
  );
  if (occupied) {
    throw new Error(`port ${port} is already in use (another test run's backend?): stop it, or set TEST_PORT_OFFSET`);
  }
  // No settling timer: the worker tests settle auctions through the Worker's Cron Trigger
  // (its scheduled event), which the timer would otherwise beat to it.
  const child = spawn(process.execPath, ["tests/support/postgres-backend-server.ts", "--port", String(port), "--settle-every", "0"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the local backend exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${testBackendUrl(port)}/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("the local backend did not start within 60 s");
}
