// Ports the tests listen on. TEST_PORT_OFFSET shifts them all, so two checkouts can run
// their tests side by side on one machine.
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);

export const testPorts = {
  /** Playwright's wrangler dev, and what answers once all its servers do (tests/support/servers-ready.ts). */
  app: 8799 + offset,
  browserServersReady: 8797 + offset,
  /** Playwright's second wrangler dev, with Stripe's settings pointed at the stand-in, and the stand-in. */
  stripeApp: 8798 + offset,
  stripeStandIn: 12111 + offset,
  /** Playwright's local backend. */
  e2eBackend: 54330 + offset,
  /** The dev server's test (playwright.dev.config.ts): npm run dev's app, backend and live-reload socket. */
  devApp: 8900 + offset,
  devBackend: 56300 + offset,
  devReload: 3200 + offset,
  /** The worker tests' local backend, and the second group's (tests/support/worker/groups.js); each backend's PostgreSQL cluster listens 1,000 above it. */
  workerBackend: 54329 - offset,
  workerBackendSecondGroup: 54229 - offset,
  /** supabase/local/server.test.ts. */
  serverTest: 54371 + offset,
  /** The backend tests' PostgreSQL 15 server (tests/support/backend-template.ts). */
  backendTests: 55615 + offset,
  /** supabase/tests/postgres15.test.ts. */
  postgres15: 55415 + offset,
  /** supabase/tests/schema-drift.test.ts's PostgreSQL 15 cluster. */
  schemaDrift: 55515 + offset,
  /** npm run bench: its local backend and wrangler dev (not a test, but run beside them). */
  benchBackend: 56100 + offset,
  benchApp: 8600 + offset,
  /** npm run bench's PostgreSQL 15 cluster (the auctions case). */
  benchPostgres: 56110 + offset,
};
