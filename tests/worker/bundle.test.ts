import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { worker } from "./shared-worker";

const JS_BUDGET_GZIP_BYTES = 110 * 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe("browser JavaScript", () => {
  test(`the home page loads at most ${JS_BUDGET_GZIP_BYTES / 1024} KB of gzipped JavaScript`, async () => {
    const html = await (await worker.fetch("/")).text();
    const scripts = new Set(
      [...html.matchAll(/(?:href|src)="(\/build\/[^"]+\.js)"|import\("(\/build\/[^"]+\.js)"\)/g)].map(
        (match) => match[1] ?? match[2]!,
      ),
    );
    expect(scripts.size).toBeGreaterThan(2);
    let total = 0;
    for (const script of scripts) {
      const response = await worker.fetch(script);
      expect(response.status, script).toBe(200);
      total += gzipSync(Buffer.from(await response.arrayBuffer())).length;
    }
    expect(total).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES);
  });

  test("no server-only code reaches the browser bundle", () => {
    const serverOnlyMarkers = [
      "SESSION_SECRET", // toast.server.ts
      "createToastUtilsWithCustomSession", // remix-toast
      "toast-session", // remix-toast's default cookie
      "createCookieSessionStorage",
      "service_role",
    ];
    const files = filesUnder("public/build").filter((file) => file.endsWith(".js"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      for (const marker of serverOnlyMarkers) {
        expect(source.includes(marker), `${marker} in ${file}`).toBe(false);
      }
    }
  });
});
