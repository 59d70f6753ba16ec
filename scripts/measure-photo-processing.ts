// Measures what processing a phone photo costs the Worker, in workerd as wrangler runs it
// (docs/decisions/016-photo-processing.md): CPU time and peak memory of the workerd process
// while app/utils/photos.server.ts makes a 4000×3000 JPEG with EXIF (orientation 6) into
// WebP and JPEG copies of 320–1920 px through the Images binding (wrangler's local one, sharp),
// and what the module adds to the server bundle.
// Usage: node scripts/measure-photo-processing.ts   (port 8788 + TEST_PORT_OFFSET)
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { phonePhoto } from "../tests/support/photo-fixtures.ts";

const config = "tests/support/photo-worker/wrangler.toml";
const port = 8788 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim());

const photo = await phonePhoto();
const small = await phonePhoto({ width: 640, height: 480, orientation: 1 });
console.log(`photo: 4000×3000 JPEG, ${(photo.byteLength / 1024 / 1024).toFixed(2)} MB`);

const wrangler = spawn("npx", ["wrangler", "dev", "--config", config, "--ip", "127.0.0.1", "--port", String(port)], {
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let output = "";
wrangler.stdout.on("data", (chunk) => (output += chunk));
wrangler.stderr.on("data", (chunk) => (output += chunk));
wrangler.stdout.setMaxListeners(100);
const stop = () => {
  try {
    process.kill(-wrangler.pid!, "SIGTERM");
  } catch {
    // already stopped
  }
};
process.on("exit", stop);

try {
  const deadline = Date.now() + 60_000;
  while (!output.includes("Ready on")) {
    if (Date.now() > deadline || wrangler.exitCode !== null) throw new Error(`wrangler dev did not start:\n${output}`);
    await new Promise((resolve) => wrangler.stdout.once("data", resolve));
  }
  type Summary = { copies: { width: number; height: number; format: string; length: number }[] };
  const post = async (body: Uint8Array<ArrayBuffer>) => (await (await fetch(`http://127.0.0.1:${port}/?summary`, { method: "POST", body })).json()) as Summary;
  await post(small);
  // wrangler starts more than one workerd: the Worker's is the one that works on a request.
  const candidates = descendants(wrangler.pid!).filter((pid) => readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "workerd");
  const before = candidates.map(cpuSeconds);
  await post(small);
  const gained = candidates.map((pid, index) => cpuSeconds(pid) - before[index]!);
  const workerd = candidates[gained.indexOf(Math.max(...gained))]!;

  for (let run = 0; run < 3; run += 1) {
    writeFileSync(`/proc/${workerd}/clear_refs`, "5"); // resets the peak resident size
    const rss = memoryKb(workerd, "VmRSS");
    const cpu = { workerd: cpuSeconds(workerd), wrangler: descendants(wrangler.pid!).concat(wrangler.pid!).reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuSeconds(workerd) };
    const started = performance.now();
    const result = await post(photo);
    const wall = (performance.now() - started) / 1000;
    const workerdCpu = cpuSeconds(workerd) - cpu.workerd;
    const sharpCpu = descendants(wrangler.pid!).concat(wrangler.pid!).reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuSeconds(workerd) - cpu.wrangler;
    const peak = memoryKb(workerd, "VmHWM");
    if (run === 0) console.log("copies:", result.copies.map((copy) => `${copy.width}×${copy.height} ${copy.format.slice(6)} ${(copy.length / 1024).toFixed(1)} KB`).join(", "));
    console.log(`run ${run + 1}: wall ${wall.toFixed(2)} s; workerd CPU ${workerdCpu.toFixed(2)} s, RSS ${(rss / 1024).toFixed(0)} → peak ${(peak / 1024).toFixed(0)} MB (+${((peak - rss) / 1024).toFixed(0)} MB); the local binding (sharp, in wrangler's Node) CPU ${sharpCpu.toFixed(2)} s`);
  }
} finally {
  stop();
}

// The server bundle: what the module adds, minified as the Remix server build is.
const bundled = await build({ entryPoints: ["app/utils/photos.server.ts"], bundle: true, minify: true, format: "esm", write: false, platform: "neutral" });
const code = bundled.outputFiles[0]!.contents;
console.log(`server bundle: app/utils/photos.server.ts adds ${(code.byteLength / 1024).toFixed(1)} KB (gzip ${(gzipSync(code).byteLength / 1024).toFixed(1)} KB)`);

function descendants(pid: number): number[] {
  const children = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => {
      try {
        return Number(readFileSync(`/proc/${candidate}/stat`, "utf8").split(") ")[1]!.split(" ")[1]) === pid;
      } catch {
        return false;
      }
    });
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function cpuSeconds(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

function memoryKb(pid: number, field: "VmRSS" | "VmHWM") {
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]);
}
