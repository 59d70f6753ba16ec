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

  /**
   * The ways an answer breaks the document (none when it keeps to it). `path` is the
   * document's path template, e.g. "/listings/{stock_ref}".
   */
  return async function problemsWith(method: string, path: string, response: Response) {
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${path} is not in the document`];
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
