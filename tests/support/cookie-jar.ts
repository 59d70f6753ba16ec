/** A tiny cookie jar for HTTP tests: keeps what Set-Cookie says, sends it back as Cookie. */
export class CookieJar {
  private cookies: Map<string, string>;

  /** A jar that starts with these cookies (name → value), as a browser that already has them. */
  constructor(cookies: Record<string, string> = {}) {
    this.cookies = new Map(Object.entries(cookies));
  }

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const [name, ...value] = pair!.split("=");
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value.join("=") === "";
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join("="));
    }
    return response;
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  has(name: string | RegExp) {
    return [...this.cookies.keys()].some((key) => (typeof name === "string" ? key === name : name.test(key)));
  }

  /** The value of the cookie so named, if the jar holds it. */
  get(name: string) {
    return this.cookies.get(name);
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }
}

/** The Supabase session a jar holds, as @supabase/ssr stores it in its cookie: the cookie's name and the session. */
export function sessionIn(jar: CookieJar) {
  const [, name, value] = jar.header().match(/(sb-[^=]+-auth-token)=base64-([^;]+)/)!;
  return { name: name!, session: JSON.parse(Buffer.from(value!, "base64url").toString()) };
}
