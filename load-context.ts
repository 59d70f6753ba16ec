type GetLoadContextArgs = {
  request: Request;
  context: {
    cloudflare: {
      env: Env;
      ctx: ExecutionContext;
      cf: Request["cf"];
      caches: CacheStorage;
    };
    /** This request's Content-Security-Policy nonce (server.ts), for Remix's inline scripts. */
    cspNonce: string;
    /** The Content-Security-Policy naming that nonce, made once per request in server.ts. */
    contentSecurityPolicy: string;
    /**
     * Set by the listing page's loader when its seller is the one viewing it, so server.ts
     * does not count their own views (utils/listing-views.server.ts).
     */
    listingView: { bySeller: boolean };
  };
};

declare module "@remix-run/cloudflare" {
  interface AppLoadContext extends ReturnType<typeof getLoadContext> {}
}

/** The Worker's env, ctx and cf, and the CSP nonce and policy, for one request. Env is only ever read from here, per request. */
export function getLoadContext({ context }: GetLoadContextArgs) {
  return context;
}
