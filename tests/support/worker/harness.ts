import { createTestHarness } from "wrangler";
import { testBackendUrl } from "../backend-process";
import { appClient } from "../http";

export const TEST_SESSION_SECRET = "worker-test-secret";

/** The signing secret of /webhooks/email in the worker tests, in the whsec_ form the provider gives (tests/worker/email-settings.test.ts signs events with it). */
export const TEST_EMAIL_WEBHOOK_SECRET = `whsec_${Buffer.from("worker-test-email-webhook-secret").toString("base64")}`;

/**
 * Starts the built Worker (wrangler.toml: assets binding and all) in workerd via miniflare,
 * against the worker tests' backend unless its secrets say otherwise. The worker project's
 * globalSetup starts the one every test file shares; a test that needs other settings
 * (another backend) starts its own.
 */
export async function startWorker({ secrets = {} }: { secrets?: Record<string, string> } = {}) {
  const backendUrl = secrets.SUPABASE_URL ?? testBackendUrl();
  const server = createTestHarness({
    workers: [
      {
        configPath: "./wrangler.toml",
        // The other secrets (anon key, demo password) come from .dev.vars, as in development.
        secrets: { SESSION_SECRET: TEST_SESSION_SECRET, SUPABASE_URL: backendUrl, RESEND_WEBHOOK_SECRET: TEST_EMAIL_WEBHOOK_SECRET, ...secrets },
      },
    ],
  });
  const { url } = await server.listen();
  return {
    ...appClient(url, backendUrl),
    /** What the Worker's code logged with console.error since it started or since the last call. */
    takeErrorLogs() {
      const errors = server.getLogs().filter((log) => log.level === "error").map((log) => log.message);
      server.clearLogs();
      return errors;
    },
    /** Fires the Worker's Cron Trigger once (server.ts `scheduled`), as Cloudflare would every minute (or at `cron`). */
    scheduled: (cron = "* * * * *") => server.getWorker().scheduled({ cron, scheduledTime: new Date() }),
    close: () => server.close(),
  };
}

export type Worker = Awaited<ReturnType<typeof startWorker>>;
