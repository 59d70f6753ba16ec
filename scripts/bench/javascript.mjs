// The JavaScript each route's page loads, gzipped, from the production build's manifest:
// the entry, then root's and each matched route's module and the shared chunks they import
// (what Remix's <Scripts> preloads). Chunks loaded later by a dynamic import() (the search
// dialog, a form's schema on first focus) are not counted: a page works without them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** issue 20: at most this much gzipped JavaScript on any page. */
export const JS_BUDGET_GZIP_BYTES = 110 * 1024;

function readManifest(publicDir) {
  const buildDir = join(publicDir, "build");
  const file = readdirSync(buildDir).find((name) => /^manifest-.+\.js$/.test(name));
  if (!file) throw new Error(`No manifest in ${buildDir}: run npm run build first`);
  return JSON.parse(readFileSync(join(buildDir, file), "utf8").replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

/** Every route of the build with the gzipped bytes of JavaScript its page loads, heaviest first. */
export function javascriptPerRoute(publicDir = "public") {
  const manifest = readManifest(publicDir);
  const gzipped = new Map();
  const sizeOf = (path) => {
    if (!gzipped.has(path)) gzipped.set(path, gzipSync(readFileSync(join(publicDir, path))).length);
    return gzipped.get(path);
  };
  return Object.values(manifest.routes)
    .map((route) => {
      const chain = [];
      for (let current = route; current; current = manifest.routes[current.parentId]) chain.unshift(current);
      const files = new Set([
        manifest.entry.module,
        ...manifest.entry.imports,
        ...chain.flatMap((matched) => [matched.module, ...(matched.imports ?? [])]),
      ]);
      return { route: route.id, path: route.path, bytes: [...files].reduce((total, file) => total + sizeOf(file), 0) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** Prints each route's figure against the budget; answers the routes over it. */
export function reportJavascript(publicDir = "public") {
  const routes = javascriptPerRoute(publicDir);
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
  console.log(`JavaScript per page, gzip (budget ${JS_BUDGET_GZIP_BYTES / 1024} KB):`);
  for (const { route, bytes } of routes) {
    console.log(`${kb(bytes)} KB  ${bytes > JS_BUDGET_GZIP_BYTES ? "OVER " : "     "} ${route}`);
  }
  const over = routes.filter(({ bytes }) => bytes > JS_BUDGET_GZIP_BYTES);
  console.log(over.length ? `${over.length} route(s) over the budget.` : "Every route within the budget.");
  return over;
}
