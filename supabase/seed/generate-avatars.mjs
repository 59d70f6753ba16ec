// Draws the seed profile photos (avatars.mjs) in supabase/seed-avatars/{user id}/seed.png:
// 256 x 256 PNGs rendered by headless Chromium from SVG, as generate-photos.mjs does, since the
// avatars bucket takes raster images only. Usage:
//   node supabase/seed/generate-avatars.mjs && node supabase/seed/generate-seed.mjs
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../../tests/support/chromium.js";
import { avatarObjectName, avatars } from "./avatars.mjs";
import { sellers } from "./sellers.mjs";

const outDir = fileURLToPath(new URL("../seed-avatars/", import.meta.url));

function logo({ text, colour, accent }) {
  return `<rect width="256" height="256" fill="${colour}"/>
    <path d="M0 196 L256 150 L256 256 L0 256 Z" fill="${accent}" opacity=".9"/>
    <text x="128" y="140" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="96" fill="#fff">${text}</text>`;
}

function portrait({ colour, skin, hair }) {
  return `<rect width="256" height="256" fill="${colour}"/>
    <circle cx="128" cy="104" r="50" fill="${skin}"/>
    <path d="M78 100 Q80 44 128 44 Q176 44 178 100 Q164 70 128 68 Q92 70 78 100 Z" fill="${hair}"/>
    <path d="M40 256 Q44 170 128 166 Q212 170 216 256 Z" fill="#f4f6f9" opacity=".92"/>`;
}

rmSync(outDir, { recursive: true, force: true });
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 256, height: 256 } });
for (const [key, avatar] of Object.entries(avatars)) {
  const body = avatar.kind === "logo" ? logo(avatar) : portrait(avatar);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">${body}</svg>`;
  await page.setContent(`<!doctype html><style>html, body { margin: 0 }</style>${svg}`);
  const file = outDir + avatarObjectName(sellers[key].id);
  mkdirSync(file.slice(0, file.lastIndexOf("/")), { recursive: true });
  writeFileSync(file, await page.screenshot({ type: "png" }));
}
await browser.close();
console.log(`wrote ${Object.keys(avatars).length} profile photos to ${outDir}`);
