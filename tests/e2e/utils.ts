import { expect, type Page, type TestInfo } from "@playwright/test";

export function hasJavaScript(testInfo: TestInfo) {
  return testInfo.project.name === "js";
}

/** Opens a page; with JavaScript, waits until React has hydrated the shell. */
export async function open(page: Page, path: string, testInfo: TestInfo) {
  const response = await page.goto(path);
  if (hasJavaScript(testInfo)) {
    await expect(page.locator("header[data-hydrated]")).toBeAttached();
  }
  return response;
}

/** The path and query of the page's URL. */
export function pathOf(page: Page) {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
