/**
 * Any console.error during a test fails it: an error the code under test logs is a bug or
 * an expectation the test should state. A test that provokes one on purpose says so, as in
 * the Epic Stack, by replacing the implementation (and may then assert on the calls):
 *
 *   const logged = vi.spyOn(console, "error").mockImplementation(() => {});
 *   ...
 *   expect(logged).toHaveBeenCalledTimes(1);
 */
import { format } from "node:util";
import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

let consoleError: MockInstance<typeof console.error>;
let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  const print = console.error;
  consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    print(...args);
    unexpected.push(format(...args));
  });
});

afterEach(() => {
  consoleError.mockRestore();
  if (unexpected.length > 0) {
    throw new Error(
      `console.error was called during this test (if the test expects it, use vi.spyOn(console, "error").mockImplementation(() => {})):\n${unexpected.join("\n")}`,
    );
  }
});
