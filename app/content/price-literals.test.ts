// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

/**
 * One price list (docs/payments.md): the page copy and the pages that show plans write no £ figure of
 * their own; every price is rendered from app/content/plans.ts (which alone may hold them).
 */
const app = fileURLToPath(new URL("..", import.meta.url));

/** What renders prices or marketing copy: content modules and the pages listing plans. */
const scanned = [
  "content",
  "routes/pricing",
  "routes/buyers.tsx",
  "routes/private-sellers.tsx",
  "routes/trade-sellers.tsx",
  "routes/about.tsx",
  "routes/_index",
  "routes/auth",
  "routes/sell-generator/parts",
  "components/plan-card.tsx",
  "components/auth",
];

function filesUnder(path: string): string[] {
  const absolute = join(app, path);
  if (!statSync(absolute).isDirectory()) return [absolute];
  return readdirSync(absolute).flatMap((name) => filesUnder(join(path, name)));
}

const sources = scanned
  .flatMap(filesUnder)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(join("content", "plans.ts")));

/** Comments may quote a price as an example; code and copy may not. */
const withoutComments = (source: string) => source.replace(/\/\*[^]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

describe("price literals", () => {
  test("the scan sees the pages that show prices", () => {
    expect(sources.length).toBeGreaterThan(20);
  });

  test("no £ figure is written outside plans.ts", () => {
    const found = sources.flatMap((file) =>
      [...withoutComments(readFileSync(file, "utf8")).matchAll(/£\s?\d[\d,.]*/g)].map(
        ([figure]) => `${relative(app, file)}: ${figure}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
