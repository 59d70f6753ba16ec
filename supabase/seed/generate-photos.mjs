// Draws the seed photos in supabase/seed-photos/: flat illustrations of each generator
// type, four variants each (colours, setting, viewing angle). Usage:
//   node supabase/seed/generate-photos.mjs && node supabase/seed/generate-seed.mjs
//
// Each image is drawn as an 800 x 600 (4:3) SVG (no text, no scripts, no external
// references) and saved as a PNG rendered by headless Chromium (the browser tests' own),
// because the listing-photos bucket takes raster images only: the photo route serves
// nothing but JPEG, PNG, WebP and GIF, so an SVG can never run as a document on the site.
// The same Chromium gives the same files. The local backend copies the folder into the
// bucket.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../../tests/support/chromium.js";

const outDir = fileURLToPath(new URL("../seed-photos/", import.meta.url));

// ---------------------------------------------------------------------------------------
// Small drawing helpers
// ---------------------------------------------------------------------------------------

const n = (v) => Math.round(v * 10) / 10;
const pts = (list) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

/** Lighten (pct > 0) or darken (pct < 0) a #rrggbb colour. */
function shade(hex, pct) {
  const v = parseInt(hex.slice(1), 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) =>
    Math.round(pct >= 0 ? c + (255 - c) * pct : c * (1 + pct)),
  );
  return "#" + ch.map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, "0")).join("");
}

const rect = (x, y, w, h, fill, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const rrect = (x, y, w, h, r, fill, extra = "") => rect(x, y, w, h, fill, ` rx="${r}"${extra}`);
const circle = (cx, cy, r, fill, extra = "") => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const poly = (list, fill, extra = "") => `<polygon points="${pts(list)}" fill="${fill}"${extra}/>`;
const line = (x1, y1, x2, y2, stroke, w, extra = "") =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${w}"${extra}/>`;
const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const shadow = (cx, cy, rx, ry = 14) => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${ry}" fill="#000" opacity=".16"/>`;

/** A box seen from the front-right: front face, top and right side (depth d). */
function box(x, y, w, h, d, color) {
  const ox = d * 0.72;
  const oy = -d * 0.42;
  let s = rect(x, y, w, h, color);
  if (d > 0) {
    s += poly([[x, y], [x + ox, y + oy], [x + w + ox, y + oy], [x + w, y]], shade(color, 0.22));
    s += poly([[x + w, y], [x + w + ox, y + oy], [x + w + ox, y + h + oy], [x + w, y + h]], shade(color, -0.2));
  }
  return s;
}

/** Horizontal louvre slats inside a rectangle. */
function louvres(x, y, w, h, count, color) {
  let s = "";
  const step = h / count;
  for (let i = 0; i < count; i++) s += rect(x, y + i * step + step * 0.3, w, step * 0.4, color);
  return s;
}

/** Louvres on the receding side face of a box (parallelogram slats). */
function sideLouvres(x, y, d, h, count, color) {
  const ox = d * 0.72;
  const oy = -d * 0.42;
  let s = "";
  const step = h / count;
  for (let i = 0; i < count; i++) {
    const y0 = y + i * step + step * 0.3;
    const y1 = y0 + step * 0.4;
    s += poly([[x + ox * 0.12, y0 + oy * 0.12], [x + ox * 0.88, y0 + oy * 0.88], [x + ox * 0.88, y1 + oy * 0.88], [x + ox * 0.12, y1 + oy * 0.12]], color);
  }
  return s;
}

function wheel(cx, cy, r) {
  return circle(cx, cy, r, "#23262b") + circle(cx, cy, r * 0.55, "#9aa1a9") + circle(cx, cy, r * 0.2, "#5d646c");
}

/** A 13 A UK socket face. */
function socket(x, y, size = 26) {
  return (
    rrect(x, y, size, size, 3, "#f4f4f2", ' stroke="#30343a" stroke-width="1.5"') +
    rect(x + size * 0.44, y + size * 0.16, size * 0.12, size * 0.24, "#30343a") +
    rect(x + size * 0.18, y + size * 0.56, size * 0.22, size * 0.12, "#30343a") +
    rect(x + size * 0.6, y + size * 0.56, size * 0.22, size * 0.12, "#30343a")
  );
}

// ---------------------------------------------------------------------------------------
// Settings (backgrounds)
// ---------------------------------------------------------------------------------------

function outdoor(sky, hill, grass) {
  return (
    rect(0, 0, 800, 600, sky) +
    path(`M0 380 Q180 300 380 360 T800 330 V600 H0Z`, hill) +
    path(`M0 420 Q260 380 520 410 T800 400 V600 H0Z`, shade(hill, -0.12)) +
    rect(0, 440, 800, 160, grass)
  );
}

function yard(sky, wall, ground) {
  let s = rect(0, 0, 800, 600, sky) + rect(0, 150, 800, 290, wall);
  for (let x = 10; x < 800; x += 36) s += rect(x, 150, 6, 290, shade(wall, -0.08));
  s += rect(560, 250, 170, 190, shade(wall, -0.22));
  for (let y = 262; y < 440; y += 16) s += rect(560, y, 170, 3, shade(wall, -0.3));
  s += rect(0, 440, 800, 160, ground) + rect(0, 440, 800, 5, shade(ground, -0.15));
  return s;
}

function studio(top, bottom) {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    rect(0, 0, 800, 600, "url(#bg)") +
    rect(0, 455, 800, 145, shade(bottom, -0.07))
  );
}

function houseWall(wall, trim, ground) {
  let s = rect(0, 0, 800, 600, wall);
  for (let y = 14; y < 460; y += 22) s += rect(0, y, 800, 2, shade(wall, -0.1));
  s += rect(60, 80, 190, 170, trim) + rect(72, 92, 166, 146, "#9fc3d8") + rect(152, 92, 6, 146, trim) + rect(72, 162, 166, 6, trim);
  s += rect(0, 455, 800, 145, ground) + rect(0, 455, 800, 8, shade(ground, -0.12));
  return s;
}

function plantRoom(wall, floor) {
  let s = rect(0, 0, 800, 600, wall);
  for (let x = 0; x < 800; x += 50) s += rect(x, 0, 2, 440, shade(wall, -0.06));
  for (let y = 0; y < 440; y += 50) s += rect(0, y, 800, 2, shade(wall, -0.06));
  s += rect(0, 60, 800, 18, "#8c939b") + rect(0, 90, 800, 10, "#c44d3b");
  s += rect(0, 440, 800, 160, floor) + rect(0, 440, 800, 6, shade(floor, -0.2));
  return s;
}

// ---------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------

/** Suitcase inverter generator. */
function suitcase({ body, panel = "#2d3136" }, d) {
  const x = 250, y = 250, w = 300, h = 200;
  let s = shadow(400 + d * 0.35, 455, 190);
  s += box(x, y + 20, w, h - 20, d, body);
  s += rrect(x - 6, y + 10, w + 12, 30, 14, shade(body, 0.12));
  s += path(`M${x + 80} ${y + 14} V${y - 40} Q${x + 80} ${y - 58} ${x + 100} ${y - 58} H${x + 200} Q${x + 220} ${y - 58} ${x + 220} ${y - 40} V${y + 14} H${x + 196} V${y - 34} H${x + 104} V${y + 14}Z`, shade(body, -0.25));
  s += rrect(x + 24, y + 60, 140, 116, 10, panel);
  s += socket(x + 40, y + 76) + socket(x + 76, y + 76);
  s += circle(x + 136, y + 89, 11, "#d9a400") + rrect(x + 40, y + 122, 24, 38, 4, "#6d747c") + circle(x + 92, y + 140, 10, "#c8ccd0") + circle(x + 130, y + 140, 6, "#4fb35a");
  for (let i = 0; i < 7; i++) s += rrect(x + 188, y + 66 + i * 15, 90, 7, 3, shade(body, -0.18));
  s += circle(x + 250, y + 26, 9, "#26292d");
  if (d > 0) s += sideLouvres(x + w, y + 60, d, 110, 6, shade(body, -0.35));
  return s;
}

/** Open-frame site generator with wheel kit. */
function openFrame({ body, frame = "#222529" }, d) {
  const x = 220, y = 220;
  let s = shadow(410, 470, 230);
  s += rrect(x + 30, y + 20, 300, 80, 26, body);
  s += rrect(x + 60, y + 30, 240, 14, 7, shade(body, 0.25)) + circle(x + 260, y + 22, 14, "#30343a");
  s += box(x + 40, y + 120, 150, 110, d * 0.4, "#7b838c");
  s += circle(x + 80, y + 175, 30, "#3a3f45") + circle(x + 80, y + 175, 12, "#c9cdd1");
  s += rrect(x + 200, y + 125, 130, 100, 40, shade(body, -0.15));
  s += rrect(x + 216, y + 142, 98, 66, 6, "#2b2f34") + socket(x + 226, y + 160, 22) + socket(x + 256, y + 160, 22) + rrect(x + 286, y + 160, 20, 22, 3, "#e2b33b");
  s += `<path d="M${x} ${y + 250} V${y + 40} Q${x} ${y} ${x + 40} ${y} H${x + 320} Q${x + 360} ${y} ${x + 360} ${y + 40} V${y + 250}" fill="none" stroke="${frame}" stroke-width="14" stroke-linejoin="round"/>`;
  s += line(x, y + 240, x + 360, y + 240, frame, 14);
  s += wheel(x + 300, y + 250, 30) + rect(x + 10, y + 240, 16, 36, frame);
  return s;
}

/** Home standby unit on a pad with its transfer switch on the wall. */
function homeStandby({ body }, d) {
  const x = 300, y = 275, w = 300, h = 170;
  let s = rect(x - 30, y + h - 8, w + d * 0.72 + 60, 26, "#b9b6ae") + shadow(x + w / 2 + 20, y + h + 10, 190, 10);
  s += box(x, y + 24, w, h - 24, d, body);
  s += box(x - 8, y, w + 16, 28, d, shade(body, 0.12));
  s += louvres(x + 24, y + 50, 110, 100, 7, shade(body, -0.22)) + louvres(x + 166, y + 50, 110, 100, 7, shade(body, -0.22));
  if (d > 0) s += sideLouvres(x + w, y + 52, d, 96, 6, shade(body, -0.38));
  s += rrect(130, 280, 90, 110, 6, "#d5d8db") + rrect(146, 296, 58, 32, 4, "#39414a") + circle(175, 358, 8, "#4fb35a");
  s += `<path d="M175 390 V${y + h - 20} H${x}" fill="none" stroke="#7c8288" stroke-width="10"/>`;
  return s;
}

/** Open diesel set on a skid: radiator, engine, alternator, panel. */
function openDiesel({ body, alt = "#3f4650", skid = "#26292d" }, d) {
  const x = 120, y = 230;
  let s = shadow(400, 478, 300);
  s += box(x, y + 220, 560, 26, d * 0.5, skid);
  s += box(x + 10, y + 10, 90, 210, d * 0.5, shade(body, -0.1));
  for (let i = 0; i < 9; i++) s += rect(x + 20, y + 24 + i * 21, 70, 8, shade(body, -0.35));
  s += box(x + 110, y + 70, 220, 150, d * 0.4, body);
  s += rrect(x + 130, y + 40, 180, 36, 8, shade(body, 0.2));
  for (let i = 0; i < 6; i++) s += circle(x + 150 + i * 28, y + 58, 6, shade(body, -0.3));
  s += rrect(x + 140, y + 100, 160, 60, 6, shade(body, -0.18)) + rect(x + 150, y + 176, 140, 20, "#2d3136");
  s += box(x + 340, y + 90, 150, 130, d * 0.4, alt);
  s += rrect(x + 488, y + 100, 30, 110, 10, shade(alt, 0.15));
  for (let i = 0; i < 5; i++) s += rect(x + 360, y + 110 + i * 20, 110, 6, shade(alt, -0.3));
  s += rect(x + 545, y + 60, 10, 160, "#30343a") + box(x + 500, y - 10, 80, 80, d * 0.3, "#d8dadc") + rrect(x + 512, y + 4, 56, 32, 3, "#1f6f8b") + circle(x + 525, y + 52, 6, "#d43d2f") + circle(x + 545, y + 52, 6, "#4fb35a");
  s += rect(x + 250, y - 40, 20, 82, "#7c8288") + rrect(x + 160, y - 84, 190, 48, 24, "#9aa1a9") + rect(x + 176, y - 84, 6, 48, "#868d94") + rect(x + 328, y - 84, 6, 48, "#868d94");
  s += rect(x + 330, y - 130, 16, 50, "#7c8288");
  return s;
}

/** Canopied (or containerised) set: doors, louvres, roof exhaust, base tank. */
function canopy({ body, base = "#2a2d31", long = false }, d) {
  const w = long ? 560 : 440;
  const x = 400 - w / 2 - d * 0.36, y = 230, h = 210;
  let s = shadow(400 + d * 0.3, 475, w / 2 + 60);
  s += box(x - 6, y + h, w + 12, 30, d, base);
  s += box(x, y, w, h, d, body);
  const doors = long ? 4 : 3;
  const dw = (w - 140) / doors;
  for (let i = 0; i < doors; i++) {
    const dx = x + 70 + i * dw;
    s += rect(dx + 6, y + 16, dw - 12, h - 32, shade(body, -0.06)) + rect(dx + dw - 26, y + h / 2 - 16, 8, 32, "#3b3f44");
  }
  s += louvres(x + 12, y + 24, 46, h - 48, 10, shade(body, -0.3)) + louvres(x + w - 58, y + 24, 46, h - 48, 10, shade(body, -0.3));
  s += rect(x + 70 + 18, y + 40, 56, 40, "#27415a");
  if (d > 0) s += sideLouvres(x + w, y + 30, d, h - 60, 8, shade(body, -0.42));
  const sx = x + w * 0.7 + d * 0.36, sy = y - d * 0.21;
  s += rect(sx, sy - 70, 24, 74, "#8e959c") + rect(sx - 6, sy - 78, 36, 10, "#6d747c");
  s += circle(x + 30 + d * 0.36, y - d * 0.21 - 6, 8, "none", ' stroke="#3b3f44" stroke-width="5"') + circle(x + w - 30 + d * 0.36, y - d * 0.21 - 6, 8, "none", ' stroke="#3b3f44" stroke-width="5"');
  return s;
}

/** Gas CHP module: cabinet, heat exchanger, flow/return pipes, yellow gas train, flue. */
function chp({ body, pipeHot = "#c4463a", pipeCold = "#3b6fb6" }, d) {
  const x = 140, y = 240;
  let s = shadow(400, 470, 300);
  s += box(x, y, 340, 200, d * 0.6, body);
  s += louvres(x + 20, y + 24, 120, 70, 6, shade(body, -0.25)) + rect(x + 170, y + 24, 150, 150, shade(body, -0.08)) + rrect(x + 190, y + 40, 70, 44, 4, "#26323f") + circle(x + 290, y + 60, 8, "#4fb35a");
  s += rrect(x + 380, y + 60, 220, 70, 35, "#b8bec4") + rect(x + 420, y + 60, 8, 70, "#8e959c") + rect(x + 552, y + 60, 8, 70, "#8e959c");
  s += `<path d="M${x + 340} ${y + 150} H${x + 470} V${y + 130}" fill="none" stroke="${pipeHot}" stroke-width="16"/>`;
  s += `<path d="M${x + 340} ${y + 180} H${x + 520} V${y + 130}" fill="none" stroke="${pipeCold}" stroke-width="16"/>`;
  s += `<path d="M${x - 60} ${y + 190} H${x + 20}" fill="none" stroke="#e3b417" stroke-width="14"/>` + rect(x - 40, y + 176, 20, 28, "#30343a");
  s += rect(x + 60, y - 120, 30, 130, "#9aa1a9") + rect(x + 54, y - 126, 42, 12, "#737a82");
  s += rect(x + 420, y + 130, 10, 80, "#6d747c") + rect(x + 540, y + 130, 10, 80, "#6d747c");
  return s;
}

/** Towable set on a trailer: canopy, axle(s), drawbar, jockey wheel. */
function trailer({ body, chassis = "#2a2d31", twin = false }, d) {
  const x = 260, y = 220, w = 380, h = 170;
  let s = shadow(450, 485, 260);
  s += poly([[x, y + h + 22], [x - 150, y + h + 44], [x - 150, y + h + 54], [x, y + h + 40]], chassis);
  s += rect(x - 170, y + h + 40, 30, 18, chassis) + rect(x - 110, y + h + 40, 10, 50, "#5d646c") + wheel(x - 105, y + h + 92, 11);
  s += box(x, y + h, w, 34, d * 0.5, chassis);
  s += box(x, y, w, h, d, body);
  s += louvres(x + 14, y + 20, 44, h - 40, 8, shade(body, -0.3)) + louvres(x + w - 58, y + 20, 44, h - 40, 8, shade(body, -0.3));
  s += rect(x + 76, y + 18, (w - 152) / 2 - 8, h - 36, shade(body, -0.06)) + rect(x + w / 2 + 4, y + 18, (w - 152) / 2 - 8, h - 36, shade(body, -0.06));
  s += rect(x + 90, y + 36, 50, 34, "#27415a");
  if (d > 0) s += sideLouvres(x + w, y + 24, d, h - 48, 6, shade(body, -0.4));
  s += rect(x + w * 0.72 + d * 0.36, y - 56 - d * 0.21, 20, 60, "#8e959c");
  const axles = twin ? [x + w * 0.45, x + w * 0.45 + 96] : [x + w * 0.55];
  for (const ax of axles) s += path(`M${ax - 50} ${y + h + 40} Q${ax} ${y + h - 8} ${ax + 50} ${y + h + 40}Z`, "#1d2024") + wheel(ax, y + h + 62, 42);
  return s;
}

/** Hybrid: battery module beside a compact genset, optional solar array on the roof. */
function hybrid({ body, battery = "#2f3a46", solar = false }, d) {
  const x = 170, y = 250, w = 460, h = 200;
  let s = shadow(400 + d * 0.3, 470, 290);
  s += box(x, y, w, h, d, body);
  s += rect(x + 20, y + 20, 170, h - 40, battery);
  for (let i = 0; i < 4; i++) s += rect(x + 36, y + 40 + i * 32, 138, 22, shade(battery, 0.12)) + rect(x + 150, y + 46 + i * 32, 16, 10, i < 3 ? "#57c26a" : "#3a4654");
  s += louvres(x + 220, y + 24, 210, 90, 6, shade(body, -0.28)) + rect(x + 220, y + 130, 100, 50, shade(body, -0.08)) + rrect(x + 236, y + 140, 44, 28, 3, "#26323f");
  if (d > 0) s += sideLouvres(x + w, y + 30, d, h - 60, 6, shade(body, -0.4));
  if (solar) {
    const ox = d * 0.72, oy = -d * 0.42;
    s += poly([[x + 10, y - 6], [x + 10 + ox, y - 6 + oy], [x + w - 10 + ox, y - 6 + oy], [x + w - 10, y - 6]], "#1f3f6e");
    for (let i = 1; i < 6; i++) s += line(x + 10 + (i * (w - 20)) / 6, y - 6, x + 10 + (i * (w - 20)) / 6 + ox, y - 6 + oy, "#9cb6d8", 2);
  } else {
    s += rect(x + w * 0.75 + d * 0.36, y - 60 - d * 0.21, 18, 64, "#8e959c");
  }
  return s;
}

/** 20/40 ft containerised battery energy storage with HVAC units. */
function bess({ body, long = true }, d) {
  const w = long ? 560 : 420, x = 400 - w / 2 - d * 0.36, y = 220, h = 220;
  let s = shadow(400 + d * 0.3, 468, w / 2 + 50);
  s += box(x, y, w, h, d, body);
  for (let xx = x + 10; xx < x + w - 10; xx += 14) s += rect(xx, y + 8, 6, h - 16, shade(body, -0.1));
  s += rect(x + 30, y + 40, 100, 130, "#d8dadc") + louvres(x + 42, y + 52, 76, 70, 6, "#8e959c") + circle(x + 80, y + 146, 12, "#8e959c");
  s += rect(x + w - 140, y + 10, 120, h - 20, shade(body, -0.05)) + rect(x + w - 84, y + 10, 4, h - 20, shade(body, -0.35));
  for (let i = 0; i < 4; i++) s += rect(x + 160 + i * 26, y + 30, 12, 12, i < 3 ? "#57c26a" : "#e2b33b");
  if (d > 0) for (let xx = 8; xx < d * 0.72 - 4; xx += 14) s += poly([[x + w + xx, y + 8 - xx * 0.58], [x + w + xx + 6, y + 8 - (xx + 6) * 0.58], [x + w + xx + 6, y + h - 8 - (xx + 6) * 0.58], [x + w + xx, y + h - 8 - xx * 0.58]], shade(body, -0.3));
  return s;
}

/** Wall-mounted home battery with its inverter. */
function homeBattery({ body, accent = "#3aa0d8" }, d) {
  let s = shadow(420, 462, 170, 10);
  s += box(330, 150, 180, 300, d * 0.3, body);
  s += rect(345, 180, 150, 4, shade(body, -0.1)) + rrect(412, 280, 16, 70, 8, accent);
  s += box(560, 210, 110, 130, d * 0.3, "#d3d6d9") + rrect(580, 232, 50, 30, 3, "#26323f") + circle(645, 300, 6, "#4fb35a");
  s += `<path d="M510 300 H560" stroke="#6d747c" stroke-width="8" fill="none"/><path d="M615 340 V455" stroke="#6d747c" stroke-width="8" fill="none"/>`;
  return s;
}

/** Rack of battery modules in a cabinet (indoor). */
function batteryRack({ body, module = "#30363d" }, d) {
  const x = 250, y = 110, w = 300, h = 340;
  let s = shadow(400 + d * 0.3, 455, 200, 12);
  s += box(x, y, w, h, d, body);
  for (let i = 0; i < 7; i++) {
    const my = y + 20 + i * 44;
    s += rect(x + 20, my, w - 40, 36, module) + rect(x + 34, my + 13, 60, 10, shade(module, 0.2));
    for (let k = 0; k < 4; k++) s += rect(x + w - 110 + k * 20, my + 14, 10, 8, k < 3 - (i % 2) ? "#57c26a" : "#4a525b");
  }
  return s;
}

// ---------------------------------------------------------------------------------------
// The images: four per type
// ---------------------------------------------------------------------------------------

const mirror = (inner) => `<g transform="translate(800 0) scale(-1 1)">${inner}</g>`;

const images = {
  "portable-1": studio("#eef1f4", "#d9dee4") + suitcase({ body: "#c8282e" }, 0),
  "portable-2": outdoor("#cfe3f1", "#9fbf8a", "#7fa866") + suitcase({ body: "#2f5fa7" }, 90),
  "portable-3": yard("#dde6ee", "#a7b0b8", "#8c8f93") + openFrame({ body: "#e3a018" }, 60),
  "portable-4": studio("#f4efe6", "#e2d8c6") + mirror(suitcase({ body: "#e86a1a", panel: "#33302c" }, 80)),

  "home-backup-1": houseWall("#b65c43", "#f1efe9", "#8a8d8f") + homeStandby({ body: "#d9d2c3" }, 80),
  "home-backup-2": houseWall("#e8e2d6", "#ffffff", "#7d9a62") + homeStandby({ body: "#8b9298" }, 0),
  "home-backup-3": houseWall("#a9a295", "#eae7e1", "#6f8c58") + mirror(homeStandby({ body: "#3f5a48" }, 90)),
  "home-backup-4": houseWall("#c9b79c", "#f5f3ef", "#959898") + homeStandby({ body: "#eceff1" }, 60),

  "diesel-standby-1": plantRoom("#dfe4e8", "#8f969c") + openDiesel({ body: "#e0b021" }, 0),
  "diesel-standby-2": yard("#d6e2ec", "#9aa6b0", "#85898d") + openDiesel({ body: "#2f7d4a", alt: "#363c44" }, 60),
  "diesel-standby-3": plantRoom("#ece9e2", "#7f868c") + mirror(openDiesel({ body: "#b7332c", alt: "#59616b" }, 50)),
  "diesel-standby-4": studio("#e9eef2", "#cfd7de") + openDiesel({ body: "#2a64a8", alt: "#2e343b", skid: "#3b3f44" }, 70),

  "diesel-prime-1": yard("#d6e4ef", "#b4bcc3", "#8a8d90") + canopy({ body: "#e4ae1c" }, 90),
  "diesel-prime-2": outdoor("#d3e6f2", "#a7c493", "#8aae70") + canopy({ body: "#f0f1ee" }, 0),
  "diesel-prime-3": yard("#e4e0d8", "#8f989f", "#7f8387") + mirror(canopy({ body: "#2f6e45", long: true }, 80)),
  "diesel-prime-4": studio("#edf0f3", "#d2d9df") + canopy({ body: "#e0652a", long: true }, 60),

  "gas-powered-1": plantRoom("#e3e7ea", "#8a9197") + chp({ body: "#e6e8ea" }, 60),
  "gas-powered-2": yard("#dce7ef", "#a8b2ba", "#8b8f93") + chp({ body: "#2e6d9e" }, 0),
  "gas-powered-3": plantRoom("#efece6", "#7c8389") + mirror(chp({ body: "#3c7d55" }, 70)),
  "gas-powered-4": studio("#eaf0ee", "#cdd8d3") + chp({ body: "#6a717a", pipeHot: "#d0632f" }, 40),

  "trailer-mounted-1": outdoor("#d0e4f1", "#a3c18f", "#86aa6b") + trailer({ body: "#e7b21e" }, 70),
  "trailer-mounted-2": yard("#dfe6ec", "#a2abb3", "#878b8f") + trailer({ body: "#f2f3f1", twin: true }, 0),
  "trailer-mounted-3": outdoor("#e9e3d3", "#b7b38a", "#9a9a67") + mirror(trailer({ body: "#1f5a99" }, 60)),
  "trailer-mounted-4": studio("#eef0f2", "#d3d8dd") + trailer({ body: "#2f7a4c", twin: true }, 80),

  "hybrid-1": outdoor("#cfe5f3", "#9dc08a", "#7fa866") + hybrid({ body: "#e9ebec", solar: true }, 80),
  "hybrid-2": yard("#dbe5ed", "#9ea8b1", "#86898d") + hybrid({ body: "#2e7e62" }, 0),
  "hybrid-3": studio("#edf1f4", "#d0d8de") + mirror(hybrid({ body: "#e3a21a", battery: "#263341" }, 60)),
  "hybrid-4": outdoor("#e5ecf1", "#b0c2a0", "#93ad7c") + hybrid({ body: "#3a5f8f", solar: true }, 40),

  "battery-1": outdoor("#d4e6f2", "#a4c490", "#86aa6d") + bess({ body: "#eef0f1" }, 80),
  "battery-2": houseWall("#f0ede6", "#ffffff", "#9a9c9d") + homeBattery({ body: "#fafafa" }, 40),
  "battery-3": plantRoom("#e6eaed", "#868d93") + batteryRack({ body: "#d9dde1" }, 60),
  "battery-4": yard("#dce6ee", "#a6afb7", "#8a8e92") + mirror(bess({ body: "#2c6b93", long: false }, 70)),
};

/** Files above this are too heavy for a listing card (the schema tests hold them to it). */
const MAX_PNG_BYTES = 40 * 1024;

mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) rmSync(outDir + file);
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
for (const [name, body] of Object.entries(images)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">${body}</svg>`;
  await page.setContent(`<!doctype html><style>html, body { margin: 0 }</style>${svg}`);
  const png = await page.screenshot({ type: "png" });
  writeFileSync(outDir + name + ".png", png);
  if (png.length > MAX_PNG_BYTES) console.warn(`${name}.png is ${png.length} bytes`);
}
await browser.close();
console.log(`wrote ${Object.keys(images).length} images to ${outDir}`);
