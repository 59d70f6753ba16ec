// npm run typegen: worker-configuration.d.ts from wrangler.toml (`wrangler types`), always
// without the `GlobalProps.mainModule` that wrangler adds only when a build exists: it is
// `typeof import("./build/index")`, which makes tsc type-check the whole minified bundle (12 s
// of a 70 s typecheck) whenever one is there, and nothing here reads `ctx.exports`.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const file = "worker-configuration.d.ts";
const { status } = spawnSync("wrangler", ["types", "--include-runtime=false", "--strict-vars=false"], { stdio: "inherit" });
if (status !== 0) process.exit(status ?? 1);
const generated = readFileSync(file, "utf8");
writeFileSync(file, generated.replace(/\tinterface GlobalProps \{\n\t\tmainModule: [^\n]*\n\t\}\n/, ""));
