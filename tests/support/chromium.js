// The Chromium that the browser tests and the scripts that drive a browser (screenshot, lighthouse)
// start: CHROMIUM_PATH when it is set (a workstation's own Chromium or Chrome), otherwise the one the
// @sparticuz/chromium devDependency ships, so that `npm install` brings everything `npm test` needs
// (docs/testing.md, "On a bare machine"). That build is a headless shell that needs nothing of the
// system but glibc: the NSS and expat libraries it links come from the package's al2023 pack (put
// first on LD_LIBRARY_PATH), and its fonts are DejaVu from the dejavu-fonts-ttf devDependency (the
// fonts Debian's chromium drew with, so pages lay out as they did), named in a fontconfig file of
// our own: the package's Open Sans and its /tmp paths are for AWS Lambda.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";

const require = createRequire(import.meta.url);

/** The flags every launch gets: Playwright adds --headless itself. */
const chromiumArgs = [
  // No user namespaces for the sandbox in containers or as root.
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Unpacks the package's Chromium once into node_modules/.cache/chromium-<version>/ (about 215 MB,
 * a few seconds) and returns that folder. Playwright loads its config in every worker process and
 * two test runs may start together, so each unpacks into a folder of its own and renames it into
 * place: a rename is atomic, and the loser of a race throws its copy away and uses the winner's.
 */
function unpackedChromium() {
  const packageRoot = dirname(dirname(require.resolve("@sparticuz/chromium")));
  const { version } = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8"));
  const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
  const folder = join(projectRoot, "node_modules", ".cache", `chromium-${version}`);
  if (existsSync(folder)) return folder;

  const staging = `${folder}.unpacking-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const packed = (name) => brotliDecompressSync(readFileSync(join(packageRoot, "bin", name)));
    writeFileSync(join(staging, "chromium"), packed("chromium.br"), { mode: 0o755 });
    // lib/: libnss3, libnspr4, libexpat and the NSS modules they load beside themselves.
    const untar = spawnSync("tar", ["-x", "-C", staging], { input: packed("al2023.tar.br") });
    if (untar.status !== 0) throw new Error(`tar could not unpack al2023.tar.br: ${untar.stderr}`);
    renameSync(staging, folder);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
  return folder;
}

/**
 * Only DejaVu, and the generic families bound to it, so a page looks the same on every machine;
 * drawn as Debian's fontconfig draws by default (antialiased, slight hinting, no subpixel colour).
 * Rewritten (atomically) whenever this text changes, so an older unpacking picks up a change.
 */
function writeFontconfig(folder) {
  const path = join(folder, "fonts.conf");
  const text = fontconfig(folder);
  if (existsSync(path) && readFileSync(path, "utf8") === text) return;
  const staging = `${path}.${process.pid}`;
  writeFileSync(staging, text);
  renameSync(staging, path);
}

function fontconfig(folder) {
  const dejavu = join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
  const xml = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
  const alias = (generic, family) =>
    `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    "<fontconfig>",
    `  <dir>${xml(dejavu)}</dir>`,
    `  <cachedir>${xml(join(folder, "fontconfig-cache"))}</cachedir>`,
    alias("sans-serif", "DejaVu Sans"),
    alias("sans", "DejaVu Sans"),
    alias("system-ui", "DejaVu Sans"),
    alias("serif", "DejaVu Serif"),
    alias("monospace", "DejaVu Sans Mono"),
    '  <match target="font">',
    '    <edit name="antialias" mode="assign"><bool>true</bool></edit>',
    '    <edit name="hinting" mode="assign"><bool>true</bool></edit>',
    '    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>',
    '    <edit name="rgba" mode="assign"><const>none</const></edit>',
    '    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>',
    "  </match>",
    "</fontconfig>",
    "",
  ].join("\n");
}

/** Where Chromium is, and the environment it needs besides the caller's. */
export function chromiumInstallation() {
  if (process.env.CHROMIUM_PATH) return { executablePath: process.env.CHROMIUM_PATH, env: {} };
  const folder = unpackedChromium();
  writeFontconfig(folder);
  const libraries = [join(folder, "lib"), process.env.LD_LIBRARY_PATH].filter(Boolean).join(":");
  return {
    executablePath: join(folder, "chromium"),
    env: { LD_LIBRARY_PATH: libraries, FONTCONFIG_PATH: folder },
  };
}

/** Launch options for Playwright's chromium.launch(). */
export function chromiumLaunchOptions() {
  const { executablePath, env } = chromiumInstallation();
  return { executablePath, env: { ...process.env, ...env }, args: chromiumArgs };
}

/**
 * Before a full-page screenshot: draws the sections that `content-visibility: auto` leaves
 * undrawn until they near the viewport (cards in a list, a listing page's lower sections),
 * which a shot beyond the viewport would otherwise show blank.
 */
export async function drawWholePage(page) {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
}
