import { createRequestHandler, logDevReady } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { getLoadContext } from "./load-context";

const handleRemixRequest = createRequestHandler(build, process.env.NODE_ENV);

if (process.env.NODE_ENV === "development") {
  logDevReady(build);
}

export default {
  async fetch(request, env, ctx): Promise<Response> {
    try {
      const loadContext = getLoadContext({
        request,
        context: { cloudflare: { env, ctx, cf: request.cf, caches } },
      });
      return await handleRemixRequest(request, loadContext);
    } catch (error) {
      // Remix renders route errors itself; this only catches failures outside it.
      console.error(error);
      return new Response("An unexpected error occurred", { status: 500 });
    }
  },
} satisfies ExportedHandler<Env>;
