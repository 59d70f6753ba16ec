/**
 * Real HTTP requests to the app under test, as a browser without JavaScript makes them:
 * redirects are not followed (a test reads them), forms are posted URL-encoded, and cookies
 * live in a jar that a test passes from request to request.
 */
import { Agent } from "undici";
import { CookieJar, sessionIn } from "./cookie-jar.ts";
import { sessionCookies } from "./session.ts";

export { CookieJar, sessionIn };

/**
 * A made-up client address (in 198.18.0.0/15, set aside for tests), as Cloudflare would send
 * in CF-Connecting-IP. The app's rate limits count per address, so tests that are not about
 * them each look like a different visitor.
 */
export function randomClientAddress() {
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
  return `198.${18 + (a! % 2)}.${b}.${c}`;
}

/**
 * Connections kept alive for one second at most, and none reused before the event loop has
 * seen whether the server closed it. A connection left idle while a test worked could be
 * closed by workerd as the next request was written on it: a post's body then failed with
 * EPIPE ("fetch failed"), which a browser would have sent again on a new connection. Making a
 * large photo blocks the event loop for seconds, so neither the idle timer nor the server's
 * close is noticed until the loop turns: each request first lets it turn twice (the second
 * turn's poll phase reads a close that arrived meanwhile). No keep-alive at all (`pipelining:
 * 0`, or `Connection: close`) trips an assertion in undici, here or in miniflare's, when a
 * server closes while a body is still unread.
 */
const shortLivedConnections = new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 });
const afterTwoTurns = async () => {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * The app at appUrl, whose SUPABASE_URL is backendUrl (signIn makes sessions there, and
 * the session cookie's name comes from that URL). Each request comes from a new client
 * address unless the client was made with `from(address)`.
 */
export function appClient(appUrl: string | URL, backendUrl: string, { address }: { address?: string } = {}) {
  const url = new URL(appUrl);

  /** A request to a path of the app; redirects are not followed. */
  function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", address ?? randomClientAddress());
    return afterTwoTurns().then(() =>
      fetch(new URL(path, url), { redirect: "manual", ...init, headers, dispatcher: shortLivedConnections } as RequestInit),
    );
  }

  /** The Cookie header a browser holding the jar's cookies sends: none when it is empty. */
  function cookieHeader(jar: CookieJar): Record<string, string> {
    const cookie = jar.header();
    return cookie ? { Cookie: cookie } : {};
  }

  return {
    url,
    fetch: request,

    /** The same app, every request from one client address (for the rate limits). */
    from: (clientAddress: string) => appClient(appUrl, backendUrl, { address: clientAddress }),

    /** GETs a path, keeping what it sets in the jar (a fresh, empty one unless given). */
    async get(path: string, jar = new CookieJar()) {
      return jar.store(await request(path, { headers: cookieHeader(jar) }));
    },

    /** Posts form fields, keeping what the answer sets in the jar (a fresh one unless given). */
    async post(path: string, fields: Record<string, string>, jar = new CookieJar()) {
      const response = await request(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...cookieHeader(jar) },
        body: new URLSearchParams(fields),
      });
      return jar.store(response);
    },

    /**
     * A jar holding a member's session, made from Node with @supabase/ssr rather than the
     * login form (only the sign-in tests post that).
     */
    async signIn(member: { email: string; password: string }) {
      const jar = new CookieJar();
      for (const { name, value } of await sessionCookies(backendUrl, member.email, member.password)) jar.set(name, value);
      return jar;
    },
  };
}

export type AppClient = ReturnType<typeof appClient>;
