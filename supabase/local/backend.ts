/**
 * The local backend as one fetch-style function: Supabase's Auth (/auth/v1), PostgREST
 * (/rest/v1) and Storage (/storage/v1) over one database. server.ts puts it on a port;
 * tests call it in-process through supabase-js's `global.fetch`.
 */
import { createAuthService } from "./auth.ts";
import type { BackendConfig } from "./config.ts";
import type { Database } from "./db.ts";
import { corsHeaders, HttpError, json, type BackendContext, type ServiceHandler } from "./http.ts";
import { outboxPage } from "./outbox.ts";
import { createRestService } from "./rest.ts";
import { createStorageService } from "./storage.ts";

export type Backend = {
  fetch(request: Request): Promise<Response>;
  context: BackendContext;
};

/** How many of the latest requests GET /_local/requests names. */
const SERVED_RECENT_MAX = 50;

export function createBackend(db: Database, config: BackendConfig): Backend {
  const context: BackendContext = { db, config };
  const services: Array<[prefix: string, handler: ServiceHandler]> = [
    ["/auth/v1", createAuthService(context)],
    ["/rest/v1", createRestService(context)],
    ["/storage/v1", createStorageService(context)],
  ];

  // The Auth, PostgREST and Storage requests served (the latest few by name), so npm run
  // bench can count the round trips a page costs (GET /_local/requests).
  const served = { count: 0, recent: [] as string[] };

  async function route(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method === "OPTIONS") return new Response(null, { status: 204 });
    if (pathname === "/health") return json({ status: "ok", database: db.kind });
    if (pathname === "/_local/outbox") return outboxPage(context, request);
    if (pathname === "/_local/requests") return json(served);
    for (const [prefix, handler] of services) {
      if (pathname === prefix || pathname.startsWith(prefix + "/")) {
        served.count++;
        served.recent = [...served.recent.slice(-(SERVED_RECENT_MAX - 1)), `${request.method} ${pathname}`];
        return handler(request, pathname.slice(prefix.length) || "/");
      }
    }
    return json({ message: "no Route matched with those values" }, 404);
  }

  return {
    context,
    async fetch(request) {
      let response: Response;
      try {
        response = await route(request);
      } catch (error) {
        if (error instanceof HttpError) {
          response = error.response;
        } else {
          console.error("[local backend]", error);
          response = json({ message: "Internal server error" }, 500);
        }
      }
      for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value);
      return response;
    },
  };
}
