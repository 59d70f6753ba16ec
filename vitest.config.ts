import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { configDefaults, defineConfig } from "vitest/config";
import { secondWorkerGroup, workerTestGroup } from "./tests/support/worker/groups.js";

const app = fileURLToPath(new URL("./app", import.meta.url));

/** The app's own tests, next to its code (and the docs' link check): styles compiled, `~` resolved. */
function testsNextToTheCode(test: { name: string; include: string[]; environment: "node" | "happy-dom" }) {
  return {
    plugins: [vanillaExtractPlugin()],
    resolve: { alias: { "~": app } },
    test: {
      ...test,
      // Each file in a fresh worker thread rather than a fresh process: as isolated, and a
      // quarter less CPU for the project (docs/testing.md "Budget").
      pool: "threads" as const,
      setupFiles: ["tests/support/fail-on-console-error.ts"],
    },
  };
}

export default defineConfig({
  test: {
    // Two test files at a time, in every project: the CI machine has 2 cores, and each file
    // has its own data (a backend file its own database), so files never wait on each other.
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      testsNextToTheCode({
        name: "unit",
        include: ["app/**/*.test.ts", "tests/docs/**/*.test.ts"],
        // No DOM: setting up happy-dom for each file was half the project's time.
        environment: "node",
      }),
      // Components rendered into a document.
      testsNextToTheCode({ name: "components", include: ["app/**/*.test.tsx"], environment: "happy-dom" }),
      {
        // The sell wizard's tests compare the database's prices with the app's (plans.ts).
        resolve: { alias: { "~": app } },
        test: {
          name: "backend",
          include: ["supabase/**/*.test.ts"],
          environment: "node",
          // A fresh worker thread per file, as isolated as a process and a quarter less CPU for
          // the project (each file's fixed cost: the worker, its imports, PGlite; docs/testing.md "Budget").
          pool: "threads",
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          // Migrates and seeds once per run; each file opens its own copy (supabase/local/testing.ts).
          globalSetup: ["tests/support/backend-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Tests import the app's schemas and captcha helpers to build requests and read cookies.
        resolve: { alias: { "~": app } },
        test: {
          name: "worker",
          // All of them, or one of the two groups npm test runs side by side (tests/support/worker/groups.js).
          include: workerTestGroup() === "second" ? secondWorkerGroup : ["tests/worker/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...(workerTestGroup() === "first" ? secondWorkerGroup : [])],
          environment: "node",
          globalSetup: ["tests/support/worker/global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts", "tests/support/worker/fail-on-server-error.ts"],
          // One file at a time: every file shares the one Worker and backend, and some tests
          // compare pages with every active listing while others publish listings of their own.
          fileParallelism: false,
          // So one process runs them all, importing the app's modules once rather than once per
          // file (a tenth of the project's CPU): the files mock nothing, and share the Worker anyway.
          isolate: false,
          // vitest runs a project that does not isolate after the others, not beside them; npm
          // test runs this project in a process of its own beside the rest (scripts/test.mjs).
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
