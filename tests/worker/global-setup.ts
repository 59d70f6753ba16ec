import { execSync } from "node:child_process";
import { startBackendProcess } from "../backend-process";

/**
 * Worker tests run against the production build and a fresh local backend. `npm test`
 * builds once before every suite and sets GENMARKET_BUILT; a bare `vitest run` builds here
 * so it never tests a stale build.
 */
export default async function setup() {
  if (process.env.GENMARKET_BUILT !== "1") {
    execSync("npx remix build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  }
  const backend = await startBackendProcess();
  return () => {
    backend.kill("SIGTERM");
  };
}
