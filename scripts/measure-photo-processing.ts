// Measures what processing a phone photo costs inside the Worker, in workerd as wrangler runs
// it (docs/decisions/016-photo-processing.md): CPU time and peak memory of the workerd process
// for a 4000×3000 JPEG with EXIF (orientation 6) made into WebP and JPEG copies of 320–1920 px
// by app/utils/photos.server.ts, the same through the local Images binding, and the bundle.
// Usage: node scripts/measure-photo-processing.ts   (port 8787 + TEST_PORT_OFFSET + 1)
import { spawn, execFileSync } from "node:child_process";
import { readFileSync, readdirSync, statSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { phonePhoto } from "../tests/support/photo-fixtures.ts";

const config = "scripts/photo-processing-bench/wrangler.toml";
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
const stop = () => {
  try {
    process.kill(-wrangler.pid!, "SIGTERM");
  } catch {
    // already stopped
  }
};
process.on("exit", stop);

try {
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!output.includes("Ready on")) {
    if (Date.now() > deadline || wrangler.exitCode !== null) throw new Error(`wrangler dev did not start:\n${output}`);
    await new Promise((resolve) => wrangler.stdout.once("data", resolve).once("close", resolve));
  }
  const post = async (path: string, body: Uint8Array) => (await fetch(base + path, { method: "POST", body })).json();
  console.log("warm-up:", JSON.stringify(await post("/wasm", small)).slice(0, 60), "…");
  // wrangler starts more than one workerd (its own proxy too): the Worker's is the one that works.
  const candidates = descendants(wrangler.pid!).filter((pid) => readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "workerd");
  const cpuBeforeProbe = candidates.map(cpuSeconds);
  await post("/wasm", small);
  const workerd = candidates[cpuBeforeProbe.reduce((best, _, index) => (cpuSeconds(candidates[index]!) - cpuBeforeProbe[index]! > cpuSeconds(candidates[best]!) - cpuBeforeProbe[best]! ? index : best), 0)];
  if (!workerd) throw new Error("no workerd process under wrangler");
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    writeFileSync(`/proc/${workerd}/clear_refs`, "5"); // resets the peak resident size
    const before = { cpu: cpuSeconds(workerd), rss: memoryKb(workerd, "VmRSS") };
    const started = performance.now();
    const result = await post("/wasm", photo);
    const wall = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(workerd) - before.cpu;
    const peak = memoryKb(workerd, "VmHWM");
    runs.push({ cpu, wall, peakMb: peak / 1024, baselineMb: before.rss / 1024, growthMb: (peak - before.rss) / 1024 });
    console.log("WebAssembly heaps after the photo:", JSON.stringify(result.heaps));
    if (run === 0) console.log("copies:", result.copies.map((copy: { width: number; height: number; format: string; length: number }) => `${copy.width}×${copy.height} ${copy.format.slice(6)} ${(copy.length / 1024).toFixed(1)} KB`).join(", "));
  }
  for (const run of runs) console.log(`wasm in workerd: CPU ${run.cpu.toFixed(2)} s, wall ${run.wall.toFixed(2)} s, workerd RSS ${run.baselineMb.toFixed(0)} → peak ${run.peakMb.toFixed(0)} MB (+${run.growthMb.toFixed(0)} MB)`);

  const cpuBefore = cpuSeconds(workerd);
  const started = performance.now();
  const images = await post("/images", photo);
  console.log(`Images binding (local, sharp in wrangler's Node process): wall ${((performance.now() - started) / 1000).toFixed(2)} s, workerd CPU ${(cpuSeconds(workerd) - cpuBefore).toFixed(2)} s`);
  console.log("  info:", JSON.stringify(images.info), "copies:", images.copies.map((copy: { size: number; format: string; length: number }) => `${copy.size} ${copy.format.slice(6)} ${(copy.length / 1024).toFixed(1)} KB`).join(", "));
  const card = images.copies.find((copy: { base64?: string; format: string }) => copy.base64 && copy.format === "image/jpeg");
  const cardBytes = Buffer.from(card.base64, "base64");
  console.log(`  local 320 JPEG has an EXIF segment: ${cardBytes.includes(Buffer.from("Exif\0\0"))}`);
} finally {
  stop();
}

const outdir = mkdtempSync(join(tmpdir(), "photo-bench-"));
execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir, "--config", config], { stdio: "pipe" });
const files = readdirSync(outdir).filter((file) => !file.endsWith(".map"));
const sizes = files.map((file) => ({ file, kb: statSync(join(outdir, file)).size / 1024 }));
const gzipKb = (file: string) => execFileSync("gzip", ["-9c", join(outdir, file)]).byteLength / 1024;
for (const { file, kb } of sizes) console.log(`bundle: ${file} ${kb.toFixed(0)} KB (gzip ${gzipKb(file).toFixed(0)} KB)`);

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
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

function memoryKb(pid: number, field: "VmRSS" | "VmHWM") {
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]);
}
