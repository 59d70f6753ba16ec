/**
 * The Stripe stand-in (tests/support/stripe-stand-in.ts) as a process of its own, for the
 * browser tests' second app (playwright.config.ts): `node tests/support/stripe-stand-in-server.ts --port N`.
 */
import { startStripeStandIn } from "./stripe-stand-in.ts";

const port = Number(process.argv[process.argv.indexOf("--port") + 1]);
if (!Number.isInteger(port) || port <= 0) throw new Error("usage: stripe-stand-in-server.ts --port N");
const standIn = await startStripeStandIn({ port });
console.log(`Stripe stand-in on ${standIn.url}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
