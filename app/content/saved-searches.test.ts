// @vitest-environment node
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { DAILY_DIGEST_CRON } from "./saved-searches";

test("wrangler.toml fires the daily digest's Cron Trigger and the every-minute one", () => {
  const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
  const crons = toml.match(/^crons = (\[.*\])$/m)?.[1];
  expect(JSON.parse(crons ?? "[]")).toEqual(["* * * * *", DAILY_DIGEST_CRON]);
});
