import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const app = fileURLToPath(new URL("./app", import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { alias: { "~": app } },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
      {
        // The sell wizard's tests compare the database's prices with the app's (plans.ts).
        resolve: { alias: { "~": app } },
        test: {
          name: "backend",
          include: ["supabase/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Tests import the app's schemas and captcha helpers to build requests and read cookies.
        resolve: { alias: { "~": app } },
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/worker/global-setup.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/worker/fail-on-server-error.ts"],
          // One file at a time: every file shares the one Worker and backend, and some tests
          // compare pages with every active listing while others publish listings of their own.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
