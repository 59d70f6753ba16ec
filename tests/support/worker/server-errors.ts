/**
 * What the shared Worker's code logs with console.error (workerd's logs, which the
 * globalSetup collects) fails the test during which it was logged, unless the test waits
 * for it with expectServerError. fail-on-server-error.ts checks after each test.
 *
 * Worker test files run one at a time (vitest.config.ts), so what the Worker logs during a
 * test comes from that test's requests. A log line reaches the globalSetup through workerd's
 * output, a moment after the response: an unexpected error can therefore be reported by the
 * test after the one that caused it; an expected one is waited for, so it never is.
 */
import { expect, inject } from "vitest";

/** Errors the Worker logged that no test has claimed yet. */
const unclaimed: string[] = [];

async function collect() {
  const response = await fetch(inject("workerErrorLogsUrl"));
  unclaimed.push(...((await response.json()) as string[]));
}

/** Waits until the Worker has logged an error matching pattern (one the test provokes on purpose), and claims it. */
export async function expectServerError(pattern: RegExp) {
  let index = -1;
  await expect
    .poll(async () => {
      await collect();
      index = unclaimed.findIndex((message) => pattern.test(message));
      return index;
    }, { message: `the Worker logs an error matching ${pattern}`, timeout: 5000 })
    .toBeGreaterThanOrEqual(0);
  unclaimed.splice(index, 1);
}

/** The errors the Worker logged that no test expected, now cleared. */
export async function takeUnexpectedServerErrors() {
  await collect();
  return unclaimed.splice(0);
}
