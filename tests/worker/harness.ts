import { createTestHarness } from "wrangler";
import { testBackendUrl } from "../backend-process";

export const TEST_SESSION_SECRET = "worker-test-secret";

/** Starts the built Worker (wrangler.toml: assets binding and all) in workerd via miniflare. */
export async function startWorker({ secrets = {} }: { secrets?: Record<string, string> } = {}) {
  const server = createTestHarness({
    workers: [
      {
        configPath: "./wrangler.toml",
        // The other secrets (anon key, demo password) come from .dev.vars, as in development.
        secrets: { SESSION_SECRET: TEST_SESSION_SECRET, SUPABASE_URL: testBackendUrl(), ...secrets },
      },
    ],
  });
  const { url } = await server.listen();
  return {
    url,
    /** A real HTTP request to the Worker; redirects are not followed. */
    fetch(path: string, init: RequestInit = {}) {
      return fetch(new URL(path, url), { redirect: "manual", ...init });
    },
    close: () => server.close(),
  };
}

export type Worker = Awaited<ReturnType<typeof startWorker>>;
