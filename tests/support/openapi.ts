/**
 * Checks the dealer API's answers against its own OpenAPI document (served at
 * /api/v1/openapi.json, app/utils/dealer-api-schema.ts) with Ajv, a JSON Schema 2020-12
 * validator (OpenAPI 3.1's dialect): the status must be one the operation documents, and the
 * body must match that response's schema for its content type.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

type OpenApiDocument = { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>> };

const DOCUMENT_ID = "https://genmarket.test/api/v1/openapi.json";

export function openApiChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

  /** The document's path template a request's path (under the server's /api/v1) matches, e.g. "/listings/{stock_ref}". */
  const templateOf = (path: string) =>
    Object.keys(document.paths).find((template) =>
      new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path.replace(/\?.*$/, "")),
    );

  /** The ways an answer to `method` `path` (e.g. "/listings/STK-1?x=1") breaks the document (none when it keeps to it). */
  return async function problemsWith(method: string, requestPath: string, response: Response) {
    const path = templateOf(requestPath);
    const operation = path ? document.paths[path]?.[method.toLowerCase()] : undefined;
    if (!path || !operation) return [`${method} ${requestPath} is not in the document`];
    const status = String(response.status);
    const documented = operation.responses?.[status];
    if (!documented) return [`${method} ${path} answered ${status}, which the document does not list`];
    const contentType = (response.headers.get("Content-Type") ?? "").split(";")[0]!.trim();
    if (!documented.content?.[contentType]) return [`${method} ${path} ${status} answered ${contentType}, which the document does not list`];
    const body: unknown = await response.clone().json();
    const ref = `${DOCUMENT_ID}#/${pointer("paths", path, method.toLowerCase(), "responses", status, "content", contentType, "schema")}`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    return validate(body) ? [] : (validate.errors ?? []).map((error) => `${method} ${path} ${status}: ${error.instancePath || "body"} ${error.message}`);
  };
}
