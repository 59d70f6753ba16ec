// Screenshots of a fixed set of pages, to show that a change to the styles changes no pixel:
//   npm run build (NODE_ENV=production), then
//   node scripts/screenshot-compare.mjs take screenshots/before
//   … change, rebuild …
//   node scripts/screenshot-compare.mjs take screenshots/after
//   node scripts/screenshot-compare.mjs compare screenshots/before screenshots/after
// `take` starts its own stack (a fresh seeded in-memory backend and wrangler dev, on the bench's
// ports shifted by TEST_PORT_OFFSET, scripts/bench/common.mjs), so both runs see the same data
// and make the same requests in the same order; it stops them when done. Pages with times in
// them ("ends in …") differ between any two runs: take two runs before changing anything and
// compare them to learn which.
import { readdirSync, mkdirSync, readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumLaunchOptions, drawWholePage } from "../tests/support/chromium.js";
import { freePort, startStack } from "./bench/common.mjs";

const widths = [390, 1280];
const listingId = "10000000-0000-4000-8000-000000000001";
const auctionId = "60000000-0000-4000-8000-000000000001";
const tradeSellerId = "a0000000-0000-4000-8000-000000000003";
const fixture = (name) => readFileSync(new URL(`../tests/fixtures/${name}`, import.meta.url));

/** Who signs in (supabase/seed.sql's demo accounts) and the pages each one looks at. */
const visits = [
  {
    account: null,
    paths: [
      "/", "/listings", "/auctions", `/listings/${listingId}`, `/auctions/${auctionId}`, "/login", "/signup", "/forgot-password",
      "/pricing", "/glossary", "/directory", "/rental", "/contact", "/generator-categories", "/search?q=diesel",
      `/seller/${tradeSellerId}`, "/sell-generator",
    ],
  },
  {
    account: "demo-buyer@genmarket.test",
    paths: ["/dashboard", "/dashboard?view=saved", "/dashboard?view=account", `/listings/${listingId}`, `/auctions/${auctionId}`],
  },
  {
    account: "demo-trade@genmarket.test",
    paths: [
      "/sellers-portal?tab=profile", "/sellers-portal?tab=listings", "/sellers-portal?tab=auctions", "/sellers-portal?tab=reviews",
      "/sellers-portal?tab=saved", "/sellers-portal?tab=messages", "/bulk-upload", "/create-auction", `/listings/${listingId}/stats`,
    ],
  },
  { account: "demo-staff@genmarket.test", paths: ["/moderation"] },
  {
    account: "demo-private@genmarket.test",
    paths: [
      "/login", "/signup", "/forgot-password", "/dashboard", "/dashboard?view=create", "/dashboard?view=listings",
      "/dashboard?view=messages", "/dashboard?view=saved", "/dashboard?view=account", "/dashboard?view=reviews", "/sellers-portal",
    ],
    wizard: true,
  },
];

function demoPassword() {
  const line = readFileSync(".dev.vars", "utf8").split("\n").find((entry) => entry.startsWith("DEMO_PASSWORD="));
  return line.slice("DEMO_PASSWORD=".length).replace(/^"|"$/g, "");
}

/** Loaded (not "networkidle": auction pages keep a live connection open), every image loaded, fonts ready, animations ended. */
async function shoot(page, dir, name) {
  // These callbacks run in the page, where document is the page's.
  /* global document */
  await page.waitForLoadState("load");
  // Every image as if scrolled to: a full-page shot does not scroll, so lazy ones would stay blank.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => (image.loading = "eager")));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready.then(() => true));
  await drawWholePage(page);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: "disabled", caret: "hide", timeout: 60_000 });
  console.log(name);
}

const nameOf = (account, path, width) =>
  `${account ? account.split("@")[0] : "visitor"}_${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}`;

/** The sell wizard's five steps, each shot before it is filled in (and Photos after an upload). */
async function wizard(page, dir, width) {
  const shot = (step) => shoot(page, dir, `wizard_${step}-${width}`);
  const next = () => page.getByRole("button", { name: "Next", exact: true }).click();
  const atStep = (label) => page.locator('[aria-current="step"]', { hasText: label }).waitFor();
  await page.goto("/sell-generator");
  await shot("1-basic");
  await next();
  await page.getByText("Enter a title").first().waitFor().catch(() => {});
  await shot("1-basic-errors");
  await page.getByLabel("Generator Title").fill(`Screenshot standby set ${width}`);
  await page.getByLabel("Generator Type").selectOption("dieselStandby");
  await page.getByLabel("Condition").selectOption({ label: "Used – Good" });
  await page.getByLabel("Description").fill("Ex-hospital standby set, serviced yearly, load bank tested in March.");
  await next();
  await atStep("Specs");
  await shot("2-specs");
  await page.getByLabel("Power Output").fill("88");
  await page.getByLabel("Fuel Type").selectOption({ label: "Diesel" });
  await page.getByLabel("Brand", { exact: true }).selectOption("FG Wilson");
  await page.getByLabel("Model").fill("P110-3");
  await page.getByLabel("Year").fill("2016");
  await page.getByLabel("Hours Used").fill("1450");
  await page.getByLabel("Remote Start").check();
  await next();
  await atStep("Photos");
  await shot("3-photos");
  await page.getByLabel("Add Photos").setInputFiles([
    { name: "front.jpg", mimeType: "image/jpeg", buffer: fixture("generator-front.jpg") },
    { name: "panel.png", mimeType: "image/png", buffer: fixture("generator-panel.png") },
  ]);
  await page.getByRole("list", { name: "Photos to upload" }).getByRole("img").nth(1).waitFor();
  await shot("3-photos-chosen");
  await page.getByRole("button", { name: "Upload Photos" }).click();
  await page.getByText("Main photo").waitFor();
  await shot("3-photos-uploaded");
  await next();
  await atStep("Pricing");
  await shot("4-pricing");
  await page.getByLabel("Asking Price (£)").fill("12500");
  await page.getByLabel("VAT Status").selectOption({ label: "Plus VAT" });
  await page.getByLabel("Postcode").fill("LS10 1AB");
  await page.getByLabel("Location Details").fill("Stourton, Leeds");
  await page.getByLabel(/Basic Listing/).check();
  await next();
  await atStep("Review");
  await shot("5-review");
}

async function take(dir) {
  mkdirSync(dir, { recursive: true });
  const workDir = mkdtempSync(join(tmpdir(), "screenshot-compare-"));
  // FREE_PORTS=1: ports nobody listens on, for a second run beside the first (another checkout's build).
  const ports = process.env.FREE_PORTS === "1" ? { backend: await freePort(), app: await freePort(), inspector: await freePort() } : undefined;
  const stack = await startStack({ name: "screenshots", workDir, ports });
  console.log(`stack at ${stack.url}`);
  let browser;
  try {
    browser = await chromium.launch(chromiumLaunchOptions());
    for (const { account, paths, wizard: withWizard } of visits) {
      let storageState;
      if (account) {
        // One sign-in an account (the password forms are rate-limited), shared by both widths.
        const context = await browser.newContext({ baseURL: stack.url });
        const page = await context.newPage();
        await page.goto("/login");
        await page.getByLabel("Email").fill(account);
        await page.getByLabel("Password").fill(demoPassword());
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        await page.waitForURL((url) => url.pathname !== "/login");
        storageState = await context.storageState();
        await context.close();
      }
      for (const width of widths) {
        const context = await browser.newContext({ baseURL: stack.url, viewport: { width, height: 900 }, storageState });
        const page = await context.newPage();
        for (const path of paths) {
          await page.goto(path);
          await shoot(page, dir, nameOf(account, path, width));
        }
        if (withWizard) await wizard(page, dir, width);
        await context.close();
      }
    }
  } finally {
    await browser?.close();
    await stack.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`${readdirSync(dir).length} screenshots in ${dir}`);
}

async function compare(before, after) {
  const names = [...new Set([...readdirSync(before), ...readdirSync(after)])].sort();
  let differing = 0;
  for (const name of names) {
    let verdict;
    try {
      const [a, b] = await Promise.all([before, after].map((dir) => sharp(join(dir, name)).raw().toBuffer({ resolveWithObject: true })));
      if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
        verdict = `size ${a.info.width}x${a.info.height} → ${b.info.width}x${b.info.height}`;
      } else if (a.data.equals(b.data)) {
        verdict = "";
      } else {
        let pixels = 0;
        let firstRow = -1;
        const stride = a.info.channels;
        for (let offset = 0; offset < a.data.length; offset += stride) {
          if (a.data.compare(b.data, offset, offset + stride, offset, offset + stride) !== 0) {
            pixels += 1;
            if (firstRow < 0) firstRow = Math.floor(offset / stride / a.info.width);
          }
        }
        verdict = pixels === 0 ? "" : `${pixels} pixels differ, from row ${firstRow}`;
      }
    } catch (error) {
      verdict = `missing or unreadable (${error.message})`;
    }
    if (verdict) {
      differing += 1;
      console.log(`✖ ${name}: ${verdict}`);
    }
  }
  console.log(`${names.length - differing} of ${names.length} identical`);
  process.exitCode = differing ? 1 : 0;
}

const [command, ...dirs] = process.argv.slice(2);
if (command === "take" && dirs.length === 1) await take(dirs[0]);
else if (command === "compare" && dirs.length === 2) await compare(dirs[0], dirs[1]);
else {
  console.error("usage: node scripts/screenshot-compare.mjs take DIR | compare DIR_BEFORE DIR_AFTER");
  process.exitCode = 2;
}
