/**
 * Set-Cookie headers held against the Cookie Policy's list (app/content/cookies.ts): the tests
 * that walk the site collect what it sets, and these say what the policy would get wrong.
 */
import { documentedCookie } from "../../app/content/cookies";

export type SetCookie = {
  name: string;
  /** The Max-Age attribute in seconds, or null when there is none. */
  maxAge: number | null;
  httpOnly: boolean;
  /** Removes the cookie (Max-Age=0, an expiry in the past, or an empty value). */
  clears: boolean;
  header: string;
};

export function parseSetCookie(header: string): SetCookie {
  const [pair, ...attributes] = header.split(";").map((part) => part.trim());
  const name = pair!.slice(0, pair!.indexOf("="));
  const value = pair!.slice(pair!.indexOf("=") + 1);
  const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
  const maxAge = attribute("max-age");
  const expires = attribute("expires");
  return {
    name,
    maxAge: maxAge === undefined ? null : Number(maxAge),
    httpOnly: attributes.some((part) => part.toLowerCase() === "httponly"),
    clears: maxAge === "0" || (expires !== undefined && Date.parse(expires) < Date.now()) || value === "",
    header,
  };
}

/**
 * What the policy gets wrong about these Set-Cookie headers: a name it does not list, a
 * lifetime unlike its own, a cookie the page's scripts could read (the policy says none can).
 */
export function cookiePolicyBreaches(headers: readonly string[]) {
  const breaches: string[] = [];
  for (const cookie of headers.map(parseSetCookie)) {
    const documented = documentedCookie(cookie.name);
    if (!documented) {
      breaches.push(`${cookie.name} is set but not in app/content/cookies.ts: ${cookie.header}`);
      continue;
    }
    if (!cookie.httpOnly) breaches.push(`${cookie.name} is not HttpOnly: ${cookie.header}`);
    if (!cookie.clears && cookie.maxAge !== documented.maxAgeSeconds) {
      breaches.push(`${cookie.name} lasts ${cookie.maxAge ?? "the browser session"}, the policy says ${documented.maxAgeSeconds ?? "the browser session"}`);
    }
  }
  return breaches;
}

/** The policy's names of the cookies these headers set (a chunk's suffix and the project's part generic). */
export function documentedNamesOf(headers: readonly string[]) {
  return new Set(headers.map((header) => documentedCookie(parseSetCookie(header).name)?.name ?? parseSetCookie(header).name));
}
