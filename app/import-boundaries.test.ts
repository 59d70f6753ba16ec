// @vitest-environment node
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

// The lint run that `npm test` makes, on planted imports: proof that the guard rails in
// eslint.config.js fail a change that crosses them, and pass the imports the app really uses.
const eslint = new ESLint({ cwd: fileURLToPath(new URL("..", import.meta.url)) });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

// Loading the config and the TypeScript resolver takes a few seconds, and over 30 s on a
// 2-core machine running the other suites beside it (npm test).
describe("import boundaries", { timeout: 120_000 }, () => {
  test("a route importing another route's folder fails the lint", async () => {
    const planted = [
      'import { ENQUIRY_CARRIED_MAX } from "~/routes/listings.$id/schema";',
      'import { listingsHref } from "../listings._index/query";',
      "export const used = [ENQUIRY_CARRIED_MAX, listingsHref];",
    ].join("\n");
    const found = await problems("app/routes/dashboard/route.tsx", planted);
    expect(found).toEqual([
      { ruleId: "import-x/no-restricted-paths", message: expect.stringContaining("only from its own folder") },
      { ruleId: "import-x/no-restricted-paths", message: expect.stringContaining("only from its own folder") },
    ]);
  });

  test("a route's part importing a value from a .server module fails the lint; a type passes", async () => {
    const value = await problems(
      "app/routes/dashboard/parts/panels.tsx",
      'import { getListingPage } from "~/models/catalogue.server";\nexport const load = getListingPage;',
    );
    expect(value).toEqual([
      { ruleId: "@typescript-eslint/no-restricted-imports", message: expect.stringContaining("only types") },
    ]);
    const type = await problems(
      "app/components/listing-card.tsx",
      'import type { ListingSummary } from "~/models/catalogue.server";\nexport type Card = ListingSummary;',
    );
    expect(type).toEqual([]);
  });

  test("a route's server code in parts/ (*.server.ts) may import server values: it never reaches the browser", async () => {
    const planted = 'import { sessionSecrets } from "~/utils/secrets.server";\nexport const secrets = sessionSecrets;';
    expect(await problems("app/routes/sell-generator/parts/draft-cookie.server.ts", planted)).toEqual([]);
  });

  test("app code importing from tests/ or supabase/local/ fails the lint", async () => {
    const planted = [
      'import * as local from "../../supabase/local/config.ts";',
      'import { testPorts } from "../../tests/support/ports.js";',
      "export const used = [testPorts, local];",
    ].join("\n");
    const found = await problems("app/utils/misc.ts", planted);
    expect(found).toEqual([
      { ruleId: "import-x/no-restricted-paths", message: expect.stringContaining("nothing from tests/") },
      { ruleId: "import-x/no-restricted-paths", message: expect.stringContaining("nothing from tests/") },
    ]);
  });

  test("only app/utils/admin.server.ts may read the service role key", async () => {
    const planted = "export const key = (env: Env) => env.SUPABASE_SERVICE_ROLE_KEY;";
    expect(await problems("app/models/catalogue.server.ts", planted)).toEqual([
      { ruleId: "no-restricted-syntax", message: expect.stringContaining("Only app/utils/admin.server.ts") },
    ]);
    expect(await problems("app/utils/admin.server.ts", planted)).toEqual([]);
  });

  test("a route importing its own folder and shared code passes", async () => {
    const allowed = [
      'import { EnquirySchema } from "~/utils/message-validation";',
      'import { ReplySchema } from "./reply-schema";',
      "export const used = [EnquirySchema, ReplySchema];",
    ].join("\n");
    expect(await problems("app/routes/dashboard/route.tsx", allowed)).toEqual([]);
  });
});
