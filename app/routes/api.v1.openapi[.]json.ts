import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { openApiDocument } from "~/utils/dealer-api-schema";
import { methodNotAllowed } from "~/utils/dealer-api.server";

/**
 * /api/v1/openapi.json: the dealer API's OpenAPI 3.1 document (docs/api.md). The same for
 * everyone, so cached at the edge for an hour; a deployment's new build is a new cache key.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(JSON.stringify(openApiDocument(new URL(request.url).origin), null, 2), {
    headers: { "Content-Type": "application/json", "Cache-Control": "public, max-age=300, s-maxage=3600", "Access-Control-Allow-Origin": "*" },
  });
}

export const action = methodNotAllowed("GET");
