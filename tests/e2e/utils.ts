import { expect, type Page, type TestInfo } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { readFileSync } from "node:fs";
import { apiKeys, LOCAL_JWT_SECRET } from "../../supabase/local/config";
import { testPorts } from "../ports.js";

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

/** The Playwright run's local backend as the service role, to check what the forms stored. */
export function backendAsServiceRole() {
  return createClient(`http://127.0.0.1:${testPorts.e2eBackend}`, apiKeys(LOCAL_JWT_SECRET).serviceRoleKey, {
    auth: { persistSession: false },
  });
}

/** An email address no other test (or project run) uses. */
export function uniqueEmail(label: string, testInfo: TestInfo) {
  return `${label}-${testInfo.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** The seeded demo accounts' password, which the test backend read from .dev.vars too. */
export function demoPassword() {
  return readFileSync(".dev.vars", "utf8").match(/^DEMO_PASSWORD="?([^"\n]+)/m)![1]!;
}

/**
 * Signs in with the login form (accounts the Demo Accounts panel does not offer, such as
 * demo-staff) and waits until the app has moved on from /login.
 */
export async function signInWithForm(page: Page, email: string, testInfo: TestInfo, password = demoPassword()) {
  await open(page, "/login", testInfo);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
