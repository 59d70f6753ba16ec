import { problem } from "~/utils/dealer-api.server";

/** Any other address under /api/v1/: a problem details 404 (never the site's HTML page), whatever the method. */
const notAnEndpoint = ({ request }: { request: Request }) =>
  problem(404, `There is no ${new URL(request.url).pathname} in the API: see /api/v1/openapi.json for its endpoints.`);

export const loader = notAnEndpoint;
export const action = notAnEndpoint;
