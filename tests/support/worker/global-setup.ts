import { execSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { startBackendProcess } from "../backend-process";
import { startWorker } from "./harness";

declare module "vitest" {
  export interface ProvidedContext {
    /** The address of the Worker every worker test file shares (tests/support/worker/shared-worker.ts). */
    workerUrl: string;
    /** Answers with the errors that Worker logged since the last request (tests/support/worker/server-errors.ts). */
    workerErrorLogsUrl: string;
    /** A POST here fires that Worker's Cron Trigger once (`?cron=` another of its crons) and answers its outcome (tests/worker/auction-page.test.ts). */
    workerScheduledUrl: string;
  }
}

/**
 * Worker tests run against the production build, a fresh local backend and one Worker in
 * workerd that every test file shares (starting workerd takes seconds; starting it once
 * per file was most of this project's time). `npm test` builds once before every suite and
 * sets GENMARKET_BUILT; a bare `vitest run` builds here so it never tests a stale build.
 */
export default async function setup(project: TestProject) {
  if (process.env.GENMARKET_BUILT !== "1") {
    execSync(`"${process.execPath}" scripts/build.mjs`, { stdio: "inherit" });
  }
  // Side by side: the Worker reads the backend's fixed address only when a request comes.
  const [backendStart, workerStart] = await Promise.allSettled([startBackendProcess(), startWorker()]);
  if (backendStart.status === "rejected" || workerStart.status === "rejected") {
    if (backendStart.status === "fulfilled") backendStart.value.kill("SIGTERM");
    if (workerStart.status === "fulfilled") await workerStart.value.close();
    throw backendStart.status === "rejected" ? backendStart.reason : (workerStart as PromiseRejectedResult).reason;
  }
  const backend = backendStart.value;
  const worker = workerStart.value;
  const stopBackend = () => backend.kill("SIGTERM");
  // The Worker's logs arrive here, in the main process; test files ask for them over HTTP.
  const errorLogs = createServer((_request, response) => {
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(worker.takeErrorLogs()));
  });
  await new Promise<void>((resolve) => errorLogs.listen(0, "127.0.0.1", resolve));
  // Test files cannot reach the harness itself: a POST here fires the Worker's scheduled event.
  const scheduled = createServer((request, response) => {
    const cron = new URL(request.url ?? "/", "http://localhost").searchParams.get("cron") ?? undefined;
    worker.scheduled(cron).then(
      (result) => response.end(JSON.stringify(result)),
      (error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => scheduled.listen(0, "127.0.0.1", resolve));
  project.provide("workerUrl", worker.url.href);
  project.provide("workerErrorLogsUrl", `http://127.0.0.1:${(errorLogs.address() as AddressInfo).port}/`);
  project.provide("workerScheduledUrl", `http://127.0.0.1:${(scheduled.address() as AddressInfo).port}/`);
  return async () => {
    scheduled.close();
    errorLogs.close();
    await worker.close();
    stopBackend();
  };
}
