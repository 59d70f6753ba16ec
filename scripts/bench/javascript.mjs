// The JavaScript each page loads, gzipped, from the production build's manifest and files.
//
// A route's figure: the entry, then root's and each matched route's module and every chunk
// they import statically (what Remix's <Scripts> preloads, plus anything those chunks import).
//
// A view's figure: some parts of a page are React.lazy pieces rendered at first paint when the
// URL selects them (the dashboard's ?view=account, an open conversation, /login?mode=signup):
// their chunk is fetched at hydration, so such a page loads the route's set plus the view
// chunk and its static imports. Every dynamic import() reachable from a route's files is such
// a view unless its chunk is named in FIRST_USE_CHUNKS below, so a new lazy view is counted
// by default.
import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

/** docs/performance.md: at most this much gzipped JavaScript on any page. */
export const JS_BUDGET_GZIP_BYTES = 110 * 1024;

/**
 * Dynamic chunks that load on first use, after the page is up, and are legitimately not
 * counted: nothing at first paint renders them, and the page works (as without JavaScript)
 * until they arrive. Matched against the chunk's name (esbuild names a dynamic chunk after
 * the module imported, without its hash). A chunk shown at first paint must not be listed.
 */
export const FIRST_USE_CHUNKS = [
  // A form's zod schema, on the form's first focus (utils/validation-on-first-use.ts): a
  // route's ./schema, the schemas in utils/*-validation.ts, the sell wizard's listing-fields.
  { name: /^schema$/, reason: "a form's schema, on the form's first focus" },
  { name: /-validation$/, reason: "a form's schema (utils/*-validation.ts), on the form's first focus" },
  { name: /^listing-fields$/, reason: "the sell wizard's step schemas (models/listing-fields.ts), on first focus" },
  // @conform-to/zod/v4 and conform's useForm (components/conform-host.tsx), loaded together
  // with the schema; until then the form renders from the server's verdict.
  { name: /^v4$/, reason: "@conform-to/zod/v4, with a form's schema on first focus" },
  { name: /^conform-host$/, reason: "conform's useForm, with a form's schema on first focus" },
  // The toast's Radix piece: the server's toast shows as a plain status box until it loads.
  { name: /^toast-radix$/, reason: "Radix Toast, when a toast is first shown (a static box meanwhile)" },
  // The header's pieces, on first open (search, mobile menu) or when the nav is first reached
  // (the desktop menus; the <details> menus work until then).
  { name: /^site-search-dialog$/, reason: "the header's search dialog, on first open" },
  { name: /^mobile-menu-dialog$/, reason: "the header's mobile menu, on first open" },
  { name: /^desktop-menus$/, reason: "the header's Radix menus, when the nav is first reached" },
];

/** A built file's name without esbuild's hash: "/build/_shared/account-view-4BFUUQS3.js" → "account-view". */
export function chunkName(file) {
  return posix.basename(file).replace(/-[A-Z0-9]{8}\.js$/, "").replace(/\.js$/, "");
}

/** Whether a dynamic chunk loads on first use (not counted) rather than being a view shown at first paint. */
export function loadsOnFirstUse(file) {
  const name = chunkName(file);
  return FIRST_USE_CHUNKS.some((chunk) => chunk.name.test(name));
}

/**
 * The files a built module imports, as URL paths: `static` from `import … from "…"`,
 * `import "…"` and `export … from "…"`, `dynamic` from `import("…")`. esbuild's output is
 * minified ES modules, so the forms are regular enough for a regular expression; relative
 * specifiers are resolved against the importing file.
 */
export function importsOf(source, file) {
  const resolve = (specifier) => (specifier.startsWith("/") ? specifier : posix.join(posix.dirname(file), specifier));
  const found = (pattern) => [...source.matchAll(pattern)].map((match) => resolve(match[1]));
  return {
    static: found(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'()]+\.js)["']/g),
    dynamic: found(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g),
  };
}

/**
 * Reads built files by URL path ("/build/…" under publicDir): their gzipped size, imports,
 * and the closure of a set of files over static imports.
 */
export function builtFiles(publicDir = "public") {
  const sources = new Map();
  const gzipped = new Map();
  const imports = new Map();
  const source = (file) => {
    if (!sources.has(file)) sources.set(file, readFileSync(join(publicDir, file), "utf8"));
    return sources.get(file);
  };
  const importsOfFile = (file) => {
    if (!imports.has(file)) imports.set(file, importsOf(source(file), file));
    return imports.get(file);
  };
  return {
    sizeOf(file) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(source(file)).length);
      return gzipped.get(file);
    },
    /** The files with everything they import statically, directly or not. */
    staticClosure(files) {
      const closure = new Set();
      const pending = [...files];
      while (pending.length) {
        const file = pending.pop();
        if (closure.has(file)) continue;
        closure.add(file);
        pending.push(...importsOfFile(file).static);
      }
      return closure;
    },
    /** The dynamic import() targets of a set of files, outside that set. */
    dynamicTargets(files) {
      return [...new Set([...files].flatMap((file) => importsOfFile(file).dynamic))].filter((target) => !files.has(target));
    },
  };
}

/**
 * The views reachable from a route's files, each with its figure: the route's files plus the
 * view chunk's static closure. A view whose own files lazily show another yields `a + b` too
 * (the views a route shows one at a time are not added together).
 */
export function viewsFrom(files, built, from = files, names = []) {
  return built
    .dynamicTargets(from)
    .filter((target) => !files.has(target) && !loadsOnFirstUse(target))
    .flatMap((target) => {
      const added = [...built.staticClosure([target])].filter((file) => !files.has(file));
      const shown = new Set([...files, ...added]);
      const view = [...names, chunkName(target)];
      return [{ view: view.join(" + "), files: shown }, ...viewsFrom(shown, built, new Set(added), view)];
    });
}

/** Remix's browser manifest of the build in `publicDir` (its routes, their modules and imports, the entry's). */
export function readManifest(publicDir = "public") {
  const buildDir = join(publicDir, "build");
  const file = readdirSync(buildDir).find((name) => /^manifest-.+\.js$/.test(name));
  if (!file) throw new Error(`No manifest in ${buildDir}: run npm run build first`);
  return JSON.parse(readFileSync(join(buildDir, file), "utf8").replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

/**
 * Every page of the build with the gzipped bytes of JavaScript it loads, heaviest first: each
 * route (`view` null) and each lazily shown view reachable from it (`name` "route + view").
 */
export function javascriptPerPage(publicDir = "public") {
  const manifest = readManifest(publicDir);
  const built = builtFiles(publicDir);
  const bytesOf = (files) => [...files].reduce((total, file) => total + built.sizeOf(file), 0);
  return Object.values(manifest.routes)
    .flatMap((route) => {
      const chain = [];
      for (let current = route; current; current = manifest.routes[current.parentId]) chain.unshift(current);
      const files = built.staticClosure([
        manifest.entry.module,
        ...manifest.entry.imports,
        ...chain.flatMap((matched) => [matched.module, ...(matched.imports ?? [])]),
      ]);
      return [
        { name: route.id, route: route.id, view: null, path: route.path, bytes: bytesOf(files) },
        ...viewsFrom(files, built).map(({ view, files: shown }) => ({
          name: `${route.id} + ${view}`,
          route: route.id,
          view,
          path: route.path,
          bytes: bytesOf(shown),
        })),
      ];
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** Every route of the build with the gzipped bytes of JavaScript its page loads, heaviest first. */
export function javascriptPerRoute(publicDir = "public") {
  return javascriptPerPage(publicDir).filter((page) => page.view === null);
}

/** Prints each page's figure (routes and their views) against the budget; answers the pages over it. */
export function reportJavascript(publicDir = "public") {
  const pages = javascriptPerPage(publicDir);
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
  console.log(`JavaScript per page, gzip (budget ${JS_BUDGET_GZIP_BYTES / 1024} KB; "route + view": a view shown when the URL selects it):`);
  for (const { name, bytes } of pages) {
    console.log(`${kb(bytes)} KB  ${bytes > JS_BUDGET_GZIP_BYTES ? "OVER " : "     "} ${name}`);
  }
  const over = pages.filter(({ bytes }) => bytes > JS_BUDGET_GZIP_BYTES);
  console.log(over.length ? `${over.length} page(s) over the budget.` : "Every page within the budget.");
  return over;
}
