type GetLoadContextArgs = {
  request: Request;
  context: {
    cloudflare: {
      env: Env;
      ctx: ExecutionContext;
      cf: Request["cf"];
      caches: CacheStorage;
    };
  };
};

declare module "@remix-run/cloudflare" {
  interface AppLoadContext extends ReturnType<typeof getLoadContext> {}
}

/** The Worker's env, ctx and cf for one request. Env is only ever read from here, per request. */
export function getLoadContext({ context }: GetLoadContextArgs) {
  return context;
}
