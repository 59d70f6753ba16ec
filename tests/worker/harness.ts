import { createTestHarness } from "wrangler";

export const TEST_SESSION_SECRET = "worker-test-secret";

/** Starts the built Worker (wrangler.toml: assets binding and all) in workerd via miniflare. */
export async function startWorker() {
  const server = createTestHarness({
    workers: [{ configPath: "./wrangler.toml", secrets: { SESSION_SECRET: TEST_SESSION_SECRET } }],
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
