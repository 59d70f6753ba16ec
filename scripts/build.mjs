// npm run build: the production build (`remix build`, NODE_ENV=production), then V8's compile
// hint on the browser chunk that holds React DOM (docs/decisions/026-compile-hint-for-react-dom.md).
//
// esbuild wraps React DOM (a CommonJS module) in a function that runs when the entry first
// imports it. V8 compiles such a function lazily: the whole of React DOM was parsed and compiled
// on the page's main thread at that call, about 35 to 45 ms of CPU of the module evaluation task
// on a cold load here. `//# allFunctionsCalledOnLoad` at the top of a file asks Chrome (136 and
// later) to compile it eagerly while it streams in, off the main thread
// (https://v8.dev/blog/explicit-compile-hints). Only React DOM: nearly all of it runs on every
// page's load, and each marked file costs every page about 36 bytes of its JavaScript budget.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readManifest } from "./bench/javascript.mjs";

/** The magic comment, as V8 reads it: the file's first line. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Text React DOM's production build carries (its DevTools registration), and nothing else does. */
export const REACT_DOM_MARKER = 'rendererPackageName:"react-dom"';

/** Puts the compile hint on the entry chunk that holds React DOM (in `publicDir`); returns that chunk's path. */
export function hintReactDom(publicDir = "public") {
  const { entry } = readManifest(publicDir);
  const chunk = [entry.module, ...entry.imports].find((path) => readFileSync(join(publicDir, path), "utf8").includes(REACT_DOM_MARKER));
  if (!chunk) throw new Error(`No chunk the entry imports holds React DOM (${REACT_DOM_MARKER})`);
  const file = join(publicDir, chunk);
  const source = readFileSync(file, "utf8");
  if (!source.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + source);
  return chunk;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const build = spawnSync("node_modules/.bin/remix", ["build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Compile hint on ${hintReactDom()} (React DOM)`);
}
