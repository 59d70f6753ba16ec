/** A console.error from the shared Worker's code fails the test, unless it expected it (server-errors.ts). */
import { afterEach } from "vitest";
import { takeUnexpectedServerErrors } from "./server-errors";

afterEach(async () => {
  const errors = await takeUnexpectedServerErrors();
  if (errors.length > 0) {
    throw new Error(`the Worker logged console.error during this test (expectServerError if the test provokes it):\n${errors.join("\n")}`);
  }
});
