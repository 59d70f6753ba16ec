/**
 * The last of playwright.config.ts's web servers: it answers on its port once every address it
 * is given answers (`node tests/support/servers-ready.ts PORT URL…`). Playwright starts its web
 * servers one after another, each once the one before answers its `url`; the servers before
 * this one have no `url`, so they start side by side and this one is what Playwright waits for.
 */
import { createServer } from "node:http";

const [port, ...urls] = process.argv.slice(2);

const answers = (url: string) => fetch(url).then((response) => response.ok, () => false);

while (!(await Promise.all(urls.map(answers))).every(Boolean)) {
  await new Promise((resolve) => setTimeout(resolve, 200));
}
createServer((_request, response) => response.end("ready\n")).listen(Number(port), "127.0.0.1");
