// The worker tests in two groups, each a vitest process with a Worker and a backend of its own,
// so `npm test` runs them side by side (scripts/test.mjs). One process, one file at a time, was
// the longest step before the browser tests: it ran on about 80 s after the unit and backend
// tests beside it had finished, a core idle meanwhile (docs/testing.md "Budget"). Files in
// different groups share nothing, so any file may move; these are the slowest, about two
// fifths of the step, so that both groups end near the unit and backend tests (the first group
// had ended 35 s after them; docs/testing.md "Budget"). A bare `vitest run --project worker`
// runs every file in one process, as before.

/** The second group's files. */
export const secondWorkerGroup = [
  "tests/worker/fuzz.test.ts",
  "tests/worker/email-delivery.test.ts",
  "tests/worker/photo-processing.test.ts",
  "tests/worker/create-auction-photos.test.ts",
  "tests/worker/sell-wizard-photos.test.ts",
  "tests/worker/sell-wizard.test.ts",
  "tests/worker/profile.test.ts",
  // Session 19's moved reads added about 30 s to the first group's files (shell, moderation,
  // listings, site search, plans, auth); this file (about 15 s) takes half of that across.
  "tests/worker/content.test.ts",
  // The first group still ended 80 s after this one (417 s against 335 s in a fresh clone,
  // session 19): about 32 s of its files come across.
  "tests/worker/auction-page.test.ts",
  "tests/worker/commission-invoices.test.ts",
  // The lighter group takes Account's Close account and Your data.
  "tests/worker/close-account.test.ts",
  // Two-step sign-in (about 10 s), in the group that ends first.
  "tests/worker/two-step.test.ts",
  // The dealer API (about 40 s, its rate limit's 121 requests most of it).
  "tests/worker/dealer-api.test.ts",
  // The first group ended about 35 s after this one and the unit and backend tests, one core
  // idle meanwhile (a fresh clone, session 25): about 18 s of its files come across.
  "tests/worker/security.test.ts",
];

/** Which group this process runs: WORKER_TEST_GROUP=first or second (scripts/test.mjs), otherwise all. */
export const workerTestGroup = () => process.env.WORKER_TEST_GROUP ?? "all";

export const isSecondWorkerGroup = () => workerTestGroup() === "second";
