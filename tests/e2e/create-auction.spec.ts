import { readFileSync } from "node:fs";
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { axe, formMessage, hasJavaScript, open, pathOf, withoutAppScripts } from "../support/e2e";
import { expect, test } from "../support/playwright";

// The create form is one form of submit buttons, then its review. Its flows without JavaScript are
// tests/worker/create-auction.test.ts's (decision 019); axe checks its markup either way here.
test.use({ viewport: { width: 1280, height: 900 } });

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const frontJpeg = { name: "front.jpg", mimeType: "image/jpeg", buffer: fixture("generator-front.jpg") };
const panelPng = { name: "panel.png", mimeType: "image/png", buffer: fixture("generator-panel.png") };

const uniqueTitle = (label: string, testInfo: TestInfo) =>
  `${label} ${testInfo.project.name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function fillDetails(page: Page, title: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Ex-hire diesel standby set, serviced every 250 hours, load bank tested last month.");
  await page.getByLabel("Generator Type").selectOption("dieselStandby");
  await page.getByLabel("Brand").fill("Perkins");
  await page.getByLabel("Model").fill("1104A-44TG2");
  await page.getByLabel("Year").fill("2018");
  await page.getByLabel("Hours").fill("3200");
  // Any power, in the seller's unit: 100 kVA is stored as 80 kW.
  await page.getByLabel("Power Output").fill("100");
  await page.getByLabel("Power Unit").selectOption("kVA");
  await page.getByLabel("Fuel Type").selectOption({ label: "Diesel" });
  await page.getByLabel("Phase").selectOption({ label: "Three Phase" });
  await page.getByLabel("Location").fill("Stourton, Leeds");
  await page.getByLabel("Postcode").fill("LS10 1AB");
  await page.getByLabel("Starting Price (£)").fill("5000");
  await page.getByLabel("Auction Duration").selectOption({ label: "10 days" });
}

const imageSources = (page: Page) =>
  page.getByRole("list", { name: "Your images, main image first" }).getByRole("img").evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).getAttribute("src")),
  );

const imagesShown = (page: Page) =>
  page.getByRole("list", { name: "Your images, main image first" }).getByRole("img").evaluateAll((images) =>
    images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
  );

test("a private seller uploads two images, pays the fee, reviews the auction, edits, confirms and lands on it with the toast", async ({
  page,
  admin,
  login,
  createMember,
}, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  await login(seller);
  const title = uniqueTitle("Perkins 100 kVA standby", testInfo);
  await open(page, "/create-auction", testInfo);
  await expect(page.getByRole("heading", { level: 1, name: "Create Generator Auction" })).toBeVisible();
  for (const card of ["Generator Details", "Images", "Auction Settings"]) await expect(page.getByRole("heading", { level: 2, name: card })).toBeVisible();
  await expect(page.getByLabel("Condition")).toHaveValue("used-good");
  await expect(page.getByLabel("Auction Duration")).toHaveValue("7");
  await expect(page.getByLabel("Warranty (months)")).toHaveValue("0");
  await expect(page.getByRole("button", { name: "Review Auction" })).toBeDisabled();

  await fillDetails(page, title);
  await page.getByLabel("Set a reserve price").check();
  await page.getByLabel("Reserve Price (£)").fill("8000");

  await page.getByLabel("Add Images").setInputFiles([frontJpeg, panelPng]);
  await page.getByRole("button", { name: "Upload Images" }).click();
  await expect(page.getByText("Main image")).toBeVisible();
  const uploaded = await imageSources(page);
  expect(uploaded).toHaveLength(2);
  expect(uploaded[0]).toMatch(/\.jpg$/);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Reserve Price (£)")).toHaveValue("8000");

  await expect(page.getByText("Test mode: no card is charged.")).toBeVisible();
  await page.getByRole("button", { name: "Pay £49.95 Admin Fee" }).click();
  await expect(page.getByText("Admin fee of £49.95 paid successfully!")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Power Output")).toHaveValue("100");
  await expect(page.getByLabel("Power Unit")).toHaveValue("kVA");
  await expect(page.getByLabel("Auction Duration")).toHaveValue("10");
  await expect(page.getByLabel("Set a reserve price")).toBeChecked();
  expect(await imageSources(page)).toEqual(uploaded);

  // The review: as buyers will see it, nothing live yet; Edit comes back to the form as filled.
  await page.getByRole("button", { name: "Review Auction" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Review your auction" })).toBeVisible();
  const preview = page.getByRole("article", { name: "Your auction as buyers will see it" });
  await expect(preview.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expect(preview.getByRole("img", { name: `${title}, the main image` })).toHaveAttribute("src", uploaded[0]!);
  await expect(page.getByText("£8,000", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Reserve Price (£)")).toHaveValue("8000");
  expect(await imageSources(page)).toEqual(uploaded);
  await page.getByRole("button", { name: "Review Auction" }).click();
  await page.getByRole("button", { name: "Confirm and Start Auction" }).click();
  await expect(page).toHaveURL(/\/auctions\/[0-9a-f-]{36}$/);
  // (Radix's toast also announces its text in a live region: the first is the one on screen.)
  await expect(page.getByText("Your auction has been created successfully!").first()).toBeVisible();
  await expect(page.getByText("Your generator is now live for bidding.").first()).toBeVisible();

  // The auction is live on its page, with its images in the seller's order.
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("100 kVA / 80 kW", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: `${title}, photo 1` })).toHaveAttribute("src", uploaded[0]!);
  expect(
    await page
      .getByRole("list", { name: "Photos" })
      .locator("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src"))),
  ).toEqual(uploaded);

  const id = pathOf(page).split("/").pop()!;
  const { data: auction } = await admin
    .from("auction_listings")
    .select("title, status, reserve_price, admin_fee_paid, auction_photos(storage_path, position)")
    .eq("id", id)
    .single();
  expect(auction).toMatchObject({ title, status: "active", reserve_price: 8000, admin_fee_paid: true });
  const stored = [...auction!.auction_photos].sort((a, b) => a.position - b.position).map((photo) => `/photos/${photo.storage_path}`);
  expect(stored).toEqual(uploaded);

  // And it is among the active auctions at /auctions, with its main image.
  await open(page, `/auctions?${new URLSearchParams({ q: title })}`, testInfo);
  const card = page.locator("#results article").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.locator("img")).toHaveAttribute("src", uploaded[0]!);
});

test("Enter in a field asks for the review: each required field says what it needs, and the reserve rule holds", async ({
  page,
  login,
  createMember,
}, testInfo) => {
  await login(await createMember({ userType: "trade_seller" }));
  await open(page, "/create-auction", testInfo);
  await page.getByLabel("Title").fill("Too short");
  await page.getByLabel("Title").press("Enter");
  for (const message of [
    "Title must be at least 10 characters",
    "Description must be at least 50 characters",
    "Generator type is required",
    "Year must be valid",
    "Hours must be valid",
    "Power output is required",
    "Fuel type is required",
    "Phase type is required",
    "Location is required",
    "Postcode is required",
    "Starting price is required",
    "Please upload at least one image of your generator",
    "Please pay the admin fee before creating your auction",
  ]) {
    await expect(formMessage(page, message)).toBeVisible();
  }
  await expect(page.getByLabel("Title")).toHaveValue("Too short");
  await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");

  await fillDetails(page, "Cummins C110 D5 standby set");
  await page.getByLabel("Set a reserve price").check();
  await page.getByLabel("Reserve Price (£)").fill("5000");
  await page.getByLabel("Location").press("Enter");
  await expect(formMessage(page, "Reserve price must be higher than starting price")).toBeVisible();
  await expect(page.getByText("Title must be at least 10 characters")).toHaveCount(0);
  // An error clears once its field is put right, as it is typed.
  await page.getByLabel("Reserve Price (£)").fill("5001");
  await expect(page.getByText("Reserve price must be higher than starting price")).toHaveCount(0);
});

test("a removed image is gone before the auction exists; a file that is not a photo is named and refused", async ({
  page,
  login,
  createMember,
}, testInfo) => {
  await login(await createMember({ userType: "private_seller" }));
  await open(page, "/create-auction", testInfo);
  await page.getByLabel("Title").fill("Kept while images change");
  const drawing = { name: "drawing.png", mimeType: "image/png", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") };
  await page.getByLabel("Add Images").setInputFiles([frontJpeg, drawing, panelPng]);
  await page.getByRole("button", { name: "Upload Images" }).click();
  await expect(formMessage(page, "drawing.png is not a photo: upload a JPEG, PNG, WebP or GIF image")).toBeVisible();
  await expect.poll(() => imageSources(page)).toHaveLength(2);
  // As a seller would, remove one once both are shown: a click before the browser has fetched
  // image 1 would have it fetch a file already deleted (a 404 in the console, seen under load).
  await expect.poll(() => imagesShown(page)).toBe(true);
  const [first, second] = await imageSources(page);

  await page.getByRole("button", { name: "Remove image 1" }).click();
  await expect.poll(() => imageSources(page)).toEqual([second]);
  await expect(page.getByText("Main image")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Kept while images change");
  expect((await page.request.get(first!)).status()).toBe(404);
});

/**
 * A context to run axe in. axe runs as a script in the page, so without JavaScript (the
 * no-js project) the page is the server-rendered one in a context whose own scripts are
 * replaced by empty ones: the DOM a visitor without JavaScript gets.
 */
async function axeContext(newContext: (options?: object) => Promise<BrowserContext>, testInfo: TestInfo) {
  const context = await newContext({ javaScriptEnabled: true });
  if (!hasJavaScript(testInfo)) await withoutAppScripts(context);
  return context;
}

async function expectNoViolations(page: Page, what: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().exclude('nav[aria-label="Main"] span[aria-hidden="true"][tabindex="0"]').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), `${what} at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${what} at ${width}px`).toBeLessThanOrEqual(0);
  }
}

test("the form passes axe at 390 and 1280 px: empty, with errors, with an image and the fee paid, and its review", { tag: "@no-js" }, async ({
  newContext,
  login,
  createMember,
}, testInfo) => {
  const sellerContext = await axeContext(newContext, testInfo);
  await login(await createMember({ userType: "private_seller" }), sellerContext);
  const page = await sellerContext.newPage();
  await open(page, "/create-auction", testInfo);
  await expectNoViolations(page, "the empty form");
  await page.getByLabel("Title").press("Enter");
  await expect(formMessage(page, "Title must be at least 10 characters")).toBeVisible();
  await expectNoViolations(page, "the form with errors");
  await page.getByLabel("Add Images").setInputFiles([frontJpeg]);
  await page.getByRole("button", { name: "Upload Images" }).click();
  await expect(page.getByText("Main image")).toBeVisible();
  await page.getByRole("button", { name: "Pay £49.95 Admin Fee" }).click();
  await expect(page.getByText("Admin fee of £49.95 paid successfully!")).toBeVisible();
  await expectNoViolations(page, "the form with an image and the fee paid");
  await fillDetails(page, "Perkins 100 kVA standby set");
  await page.getByRole("button", { name: "Review Auction" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Review your auction" })).toBeVisible();
  await expectNoViolations(page, "the review");
});

// The buyers' page is the same markup with or without JavaScript: checked once.
test("a buyer reads that auctions are for sellers, with a link to become one; the page passes axe at 390 and 1280 px", async ({
  newContext,
  login,
  createMember,
}, testInfo) => {
  const buyerContext = await axeContext(newContext, testInfo);
  await login(await createMember({ userType: "buyer" }), buyerContext);
  const buyer = await buyerContext.newPage();
  const response = await open(buyer, "/create-auction", testInfo);
  expect(response?.status()).toBe(403);
  await expect(buyer.getByRole("heading", { name: "Auctions are for sellers" })).toBeVisible();
  await expectNoViolations(buyer, "the buyers' page");
  await buyer.getByRole("link", { name: "Become a seller" }).click();
  await expect(buyer).toHaveURL(/\/private-sellers$/);
});
