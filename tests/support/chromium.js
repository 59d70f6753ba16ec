// How to start Chromium here and on workstations: Debian's chromium (CI) at CHROMIUM_PATH or
// /usr/bin/chromium; otherwise Playwright's own browser (`npx playwright install chromium`).
import { existsSync } from "node:fs";

export function chromiumExecutablePath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path) => path && existsSync(path));
}

/** Launch options for Playwright's chromium.launch(). */
export function chromiumLaunchOptions() {
  const executablePath = chromiumExecutablePath();
  return {
    ...(executablePath ? { executablePath } : {}),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  };
}
