// The worker tests in two groups, each a vitest process with a Worker and a backend of its own,
// so `npm test` runs them side by side (scripts/test.mjs): much of a worker test's time is spent
// waiting (on the email queue's batches and retries, on image processing in workerd), which one
// process at a time leaves a core idle through (docs/testing.md "Budget"). Files in different
// groups share nothing, so any file may move; these are the ones that wait most, about a third
// of the step. A bare `vitest run --project worker` runs every file in one process, as before.

/** The second group's files. */
export const secondWorkerGroup = [
  "tests/worker/fuzz.test.ts",
  "tests/worker/email-delivery.test.ts",
  "tests/worker/photo-processing.test.ts",
  "tests/worker/create-auction-photos.test.ts",
  "tests/worker/sell-wizard-photos.test.ts",
];

/** Which group this process runs: WORKER_TEST_GROUP=first or second (scripts/test.mjs), otherwise all. */
export const workerTestGroup = () => process.env.WORKER_TEST_GROUP ?? "all";

export const isSecondWorkerGroup = () => workerTestGroup() === "second";
