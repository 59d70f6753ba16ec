// npm run dev: builds in watch mode and serves the Worker with `wrangler dev` on
// http://127.0.0.1:8787, reloading the browser on change. One Ctrl-C stops everything.
import { spawn } from "node:child_process";
import "./ensure-dev-vars.mjs";

const wrangler = "wrangler dev --ip 127.0.0.1 --port 8787 --show-interactive-dev-session=false";
// `remix dev` exits when its standard input closes, so give it a pipe that stays open.
const app = spawn("remix", ["dev", "--manual", "-c", wrangler], {
  stdio: ["pipe", "inherit", "inherit"],
  shell: process.platform === "win32",
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => app.kill(signal));
}
app.on("exit", (code) => process.exit(code ?? 0));
