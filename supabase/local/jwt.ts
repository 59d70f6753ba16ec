/** HS256 JSON Web Tokens with node:crypto: what Supabase's API keys and sessions are. */
import { createHmac, timingSafeEqual } from "node:crypto";

export type JwtClaims = Record<string, unknown> & { exp?: number; role?: string; sub?: string };

const base64url = (input: Buffer | string) => Buffer.from(input).toString("base64url");

export function signJwt(claims: JwtClaims, secret: string) {
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url");
  return `${header}.${payload}.${signature}`;
}

export class JwtError extends Error {}

/** The claims of a token signed with `secret` that has not expired; throws JwtError otherwise. */
export function verifyJwt(token: string, secret: string, now = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split(".");
  if (parts.length !== 3) throw new JwtError("Expected 3 parts in JWT; got " + parts.length);
  const [header, payload, signature] = parts as [string, string, string];
  let parsedHeader: { alg?: string };
  let claims: JwtClaims;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, "base64url").toString("utf8"));
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw new JwtError("JWT cannot be decoded");
  }
  if (parsedHeader.alg !== "HS256") throw new JwtError("Wrong or unsupported encoding algorithm");
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError("JWSInvalidSignature");
  }
  if (typeof claims !== "object" || claims === null || Array.isArray(claims)) throw new JwtError("JWT claims are not an object");
  if (typeof claims.exp === "number" && claims.exp <= now) throw new JwtError("JWT expired");
  return claims;
}
