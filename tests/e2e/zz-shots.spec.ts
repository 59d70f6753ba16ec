import { test } from "../support/playwright";
test(`shot header`, async ({ page, login, createMember }) => {
  const m = await createMember({ userType: "private_seller" });
  await login(m);
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/dashboard");
    const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(width, over);
    await page.screenshot({ path: `/tmp/header-${width}.png` });
  }
});
