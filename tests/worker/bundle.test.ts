import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, test } from "vitest";
import { builtFiles, importsOf, javascriptPerPage, JS_BUDGET_GZIP_BYTES, viewsFrom } from "../../scripts/bench/javascript.mjs";
import { COMPILE_HINT, REACT_DOM_MARKER } from "../../scripts/build.mjs";
import { localKeys, serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { devVar } from "../support/dev-vars";
import { createAuction, createMember, deleteMember } from "../support/factories";
import { worker } from "../support/worker/shared-worker";

/**
 * Text that only server code holds, chosen to survive minification (strings and property
 * names, not local names): if any of it is in a browser file, server code reached the
 * browser. With the secrets' values themselves, from .dev.vars and the local backend.
 */
const serverOnlyMarkers = [
  "createServerClient", // @supabase/ssr's messages (utils/supabase.server.ts)
  "signInWithPassword", // supabase-js's auth (utils/sign-in.server.ts)
  "gm_sell_draft", // the sell wizard's draft cookie (routes/sell-generator/parts/draft-cookie.server.ts)
  "SESSION_SECRET", // utils/secrets.server.ts
  "DEMO_PASSWORD", // the demo sign-in
  "toast-session", // remix-toast's default cookie (utils/toast.server.ts)
  "createCookieSessionStorage", // Remix's messages
  "service_role", // the role of the key that bypasses row-level security
  "SUPABASE_SERVICE_ROLE_KEY", // utils/admin.server.ts, the Worker's privileged operations
  "SUPABASE_JWT_SECRET", // the same module: the dealer API's tokens
  localKeys.serviceRoleKey,
  devVar("SUPABASE_JWT_SECRET"),
  devVar("SESSION_SECRET"),
  devVar("DEMO_PASSWORD"),
];

/** The server-only markers a piece of browser JavaScript contains. */
function serverOnlyCodeIn(source: string) {
  return serverOnlyMarkers.filter((marker) => source.includes(marker));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** A browser module importing `name` from `from` and using it, bundled and minified as Remix's compiler (esbuild) does. */
async function browserBundleImporting(name: string, from: string) {
  const result = await build({
    stdin: { contents: `import { ${name} } from "${from}";\nconsole.log(${name});`, resolveDir: "app", loader: "ts" },
    bundle: true,
    minify: true,
    platform: "browser",
    format: "esm",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles.map((file) => file.text).join("\n");
}

/** An open auction, for the auction page's budget (its live polling and bid form are the page's own script). */
async function auctionPath() {
  const admin = serviceRoleClient(testBackendUrl());
  const seller = await createMember(admin, { userType: "private_seller" });
  const auction = await createAuction(admin, seller.id);
  return { path: `/auctions/${auction.id}`, cleanUp: () => deleteMember(admin, seller) };
}

describe("the bench's count of a page's JavaScript", () => {
  // A small build: a route importing a chunk, a view it shows lazily (which imports another
  // chunk and lazily shows one of its own), and first-use chunks (a schema, the search dialog).
  function fakeBuild() {
    const publicDir = mkdtempSync(join(tmpdir(), "genmarket-bundle-"));
    const files: Record<string, string> = {
      "build/root.js": 'import{a as b}from"/build/_shared/chunk-AAAAAAAA.js";import"./_shared/chunk-BBBBBBBB.js";const s=()=>import("/build/_shared/site-search-dialog-CCCCCCCC.js");',
      "build/routes/page.js": 'import{a}from"/build/_shared/chunk-AAAAAAAA.js";const v=lazy(()=>import("/build/_shared/account-view-DDDDDDDD.js")),t="import x from";',
      "build/_shared/chunk-AAAAAAAA.js": "export{a};",
      "build/_shared/chunk-BBBBBBBB.js": "var b=1;",
      "build/_shared/site-search-dialog-CCCCCCCC.js": 'import{a}from"./chunk-AAAAAAAA.js";',
      "build/_shared/account-view-DDDDDDDD.js": 'import{f}from"./chunk-FFFFFFFF.js";import{a}from"./chunk-AAAAAAAA.js";import("./inner-GGGGGGGG.js");import("./schema-EEEEEEEE.js");',
      "build/_shared/chunk-FFFFFFFF.js": "export{f};",
      "build/_shared/inner-GGGGGGGG.js": "export{};",
      "build/_shared/schema-EEEEEEEE.js": 'import*as z from"./chunk-ZZZZZZZZ.js";',
    };
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(join(publicDir, dirname(file)), { recursive: true });
      writeFileSync(join(publicDir, file), source);
    }
    return { publicDir, cleanUp: () => rmSync(publicDir, { recursive: true }) };
  }

  test("reads a module's static and dynamic imports, resolving relative ones", () => {
    const source = 'import{f}from"./chunk-F.js";import"/build/_shared/chunk-B.js";export{x}from"./x.js";import*as z from"./z.js";import("./view.js");const t="import y from";';
    expect(importsOf(source, "/build/_shared/view-A.js")).toEqual({
      static: ["/build/_shared/chunk-F.js", "/build/_shared/chunk-B.js", "/build/_shared/x.js", "/build/_shared/z.js"],
      dynamic: ["/build/_shared/view.js"],
    });
  });

  test("a route's figure is its files' static closure; each view adds its own closure; first-use chunks are left out", () => {
    const { publicDir, cleanUp } = fakeBuild();
    try {
      const built = builtFiles(publicDir);
      const route = built.staticClosure(["/build/root.js", "/build/routes/page.js"]);
      expect([...route].sort()).toEqual(["/build/_shared/chunk-AAAAAAAA.js", "/build/_shared/chunk-BBBBBBBB.js", "/build/root.js", "/build/routes/page.js"]);
      const views = viewsFrom(route, built).map(({ view, files }: { view: string; files: Set<string> }) => ({ view, added: [...files].filter((file) => !route.has(file)).sort() }));
      expect(views).toEqual([
        { view: "account-view", added: ["/build/_shared/account-view-DDDDDDDD.js", "/build/_shared/chunk-FFFFFFFF.js"] },
        { view: "account-view + inner", added: ["/build/_shared/account-view-DDDDDDDD.js", "/build/_shared/chunk-FFFFFFFF.js", "/build/_shared/inner-GGGGGGGG.js"] },
      ]);
      expect(built.sizeOf("/build/_shared/chunk-FFFFFFFF.js")).toBe(gzipSync("export{f};").length);
    } finally {
      cleanUp();
    }
  });
});

describe("browser JavaScript", () => {
  test.each([["the home page", "/"], ["the contact page", "/contact"], ["an auction page", null]])(`%s loads at most ${JS_BUDGET_GZIP_BYTES / 1024} KB of gzipped JavaScript`, async (_page, path) => {
    const auction = path === null ? await auctionPath() : null;
    const response = await worker.fetch(auction?.path ?? path ?? "/");
    expect(response.status).toBe(200);
    const html = await response.text();
    await auction?.cleanUp();
    const scripts = new Set(
      [...html.matchAll(/(?:href|src)="(\/build\/[^"]+\.js)"|import\("(\/build\/[^"]+\.js)"\)/g)].map(
        (match) => match[1] ?? match[2]!,
      ),
    );
    expect(scripts.size).toBeGreaterThan(2);
    let total = 0;
    for (const script of scripts) {
      // Cloudflare's assets answer a path with "$" (a route module such as auctions.$id) with a redirect to its encoded form.
      const response = await worker.fetch(script, { redirect: "follow" });
      expect(response.status, script).toBe(200);
      total += gzipSync(Buffer.from(await response.arrayBuffer())).length;
    }
    expect(total).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES);
  });

  // From the build's manifest and files, as npm run bench reports it: what each route's page
  // preloads, and each view a URL shows at first paint on top of it.
  test(`every page and view loads at most ${JS_BUDGET_GZIP_BYTES / 1024} KB`, () => {
    const pages = javascriptPerPage();
    expect(pages.filter((page) => page.view === null).length).toBeGreaterThan(40);
    // The views named in docs/performance.md's budget section are found (a view missed is a view not held).
    expect(pages.map((page) => page.name)).toEqual(
      expect.arrayContaining([
        "routes/dashboard + account-view",
        "routes/dashboard + saved-view",
        "routes/sellers-portal + saved-tab",
        "routes/login + sign-up-form",
        "routes/auth + sign-in-captcha",
      ]),
    );
    // Every page, routes and "route + view" alike, within the budget (docs/performance.md).
    const over = pages.filter(({ bytes }) => bytes > JS_BUDGET_GZIP_BYTES).map(({ name, bytes }) => `${name}: ${(bytes / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  // entry.server.tsx (docs/decisions/029-scripts-after-first-paint.md): the parser fetches no
  // script of the build; the page's last script starts them, with the policy's nonce.
  test.each(["/", "/listings", "/contact"])("%s fetches its scripts only once it has painted", async (path) => {
    const response = await worker.fetch(path);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy")!)![1]!;
    const html = await response.text();
    expect(html).not.toMatch(/<link rel="modulepreload"|<script[^>]*type="module"|<script[^>]*\bsrc=/);
    const preloads = [...html.matchAll(/<link data-rel="modulepreload" fetchpriority="low" href="(\/build\/[^"]+\.js)"/g)];
    expect(preloads.length).toBeGreaterThan(2);
    const inert = /<script nonce="[^"]+" type="text\/x-after-first-paint" async="">([^]*?)<\/script>/.exec(html)?.[1];
    expect(inert).toMatch(/import\("\/build\/entry\.client-[\w-]+\.js"\)/);
    const body = html.slice(html.lastIndexOf("<script"), html.lastIndexOf("</body>"));
    expect(body).toContain(`<script nonce="${nonce}">`);
    expect(body).toContain('new PerformanceObserver(');
  });

  // scripts/build.mjs: Chrome compiles React DOM while it streams in, not on the main thread
  // when the entry first runs it (docs/decisions/026-compile-hint-for-react-dom.md).
  test("every page's React DOM comes with V8's compile hint as its first line", async () => {
    const html = await (await worker.fetch("/")).text();
    const preloaded = [...html.matchAll(/<link data-rel="modulepreload"[^>]*href="(\/build\/[^"]+\.js)"/g)].map((match) => match[1]!);
    const sources = await Promise.all(preloaded.map(async (path) => (await worker.fetch(path)).text()));
    const reactDom = sources.filter((source) => source.includes(REACT_DOM_MARKER));
    expect(reactDom).toHaveLength(1);
    expect(reactDom[0]!.startsWith(`${COMPILE_HINT}import`)).toBe(true);
    // React DOM's chunk alone (each hint costs every page about 36 bytes of its budget).
    expect(sources.filter((source) => source.startsWith(COMPILE_HINT))).toHaveLength(1);
  });

  test("no server-only code reaches the browser bundle", () => {
    const files = filesUnder("public/build").filter((file) => file.endsWith(".js"));
    expect(files.length).toBeGreaterThan(0);
    const leaks = files.flatMap((file) => serverOnlyCodeIn(readFileSync(file, "utf8")).map((marker) => `${marker} in ${file}`));
    expect(leaks).toEqual([]);
  });

  // The check above passes only if it would have failed: a client module that imports
  // server code by mistake leaves these markers in its minified bundle.
  test.each([
    ["createSupabaseServerClient", "~/utils/supabase.server", ["createServerClient"]],
    ["handleAuthAction", "~/utils/sign-in.server", ["signInWithPassword", "DEMO_PASSWORD"]],
    ["draftCookieHeaders", "~/routes/sell-generator/parts/draft-cookie.server", ["gm_sell_draft", "SESSION_SECRET"]],
    ["getToastUtils", "~/utils/toast.server", ["toast-session", "createCookieSessionStorage"]],
    ["storeHireRequest", "~/utils/admin.server", ["SUPABASE_SERVICE_ROLE_KEY"]],
    ["dealerApiClient", "~/utils/admin.server", ["SUPABASE_JWT_SECRET"]],
  ])("a browser module importing %s from %s would be caught", async (name, from, markers) => {
    expect(serverOnlyCodeIn(await browserBundleImporting(name, from))).toEqual(expect.arrayContaining(markers));
  });

  test("the secrets' values are caught too", () => {
    for (const secret of [localKeys.serviceRoleKey, devVar("SUPABASE_JWT_SECRET"), devVar("SESSION_SECRET"), devVar("DEMO_PASSWORD")]) {
      expect(serverOnlyCodeIn(`const e={key:${JSON.stringify(secret)}};export{e};`)).toEqual([secret]);
    }
  });
});
