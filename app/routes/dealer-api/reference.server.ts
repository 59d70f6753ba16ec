import { openApiDocument } from "~/utils/dealer-api-schema";

/**
 * /dealer-api's content, read from the OpenAPI document the API serves
 * (app/utils/dealer-api-schema.ts), so the page and the API cannot disagree: each endpoint
 * with its parameters, body fields and answers, and the listing's fields, in words.
 */

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  items?: JsonSchema;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $ref?: string;
  format?: string;
};

export type ReferenceField = { name: string; type: string; required: boolean; description: string | null };
export type ReferenceEndpoint = {
  id: string;
  method: string;
  path: string;
  summary: string;
  parameters: ReferenceField[];
  body: { contentType: string; fields: ReferenceField[] } | null;
  answers: Array<{ status: string; description: string }>;
};

const typeNames: Record<string, string> = { string: "text", number: "number", integer: "whole number", boolean: "true or false", array: "list", object: "object", null: "null" };

/** A JSON Schema's type in words: "number or text, or null". */
function typeWords(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): string {
  if (!schema) return "any";
  if (schema.$ref) return typeWords(components[schema.$ref.split("/").at(-1)!], components);
  if (schema.enum) return `one of: ${schema.enum.join(", ")}`;
  if (schema.anyOf) {
    const kinds = [...new Set(schema.anyOf.map((part) => typeWords(part, components)))];
    const named = kinds.filter((kind) => kind !== "null");
    return `${named.join(" or ")}${kinds.includes("null") ? ", or null" : ""}`;
  }
  if (schema.type === "array") return `list of ${typeWords(schema.items, components)}`;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.map((type) => typeNames[type] ?? type).join(" or ") || "any";
}

function fieldsOf(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): ReferenceField[] {
  const resolved = schema?.$ref ? components[schema.$ref.split("/").at(-1)!] : schema;
  return Object.entries(resolved?.properties ?? {}).map(([name, field]) => ({
    name,
    type: typeWords(field, components),
    required: resolved?.required?.includes(name) ?? false,
    description: field.description ?? null,
  }));
}

/** The reference as the page shows it; `origin` makes the base address. */
export function apiReference(origin: string) {
  const document = openApiDocument(origin);
  const components = document.components.schemas as Record<string, JsonSchema>;
  const endpoints: ReferenceEndpoint[] = [];
  for (const [path, item] of Object.entries(document.paths) as Array<[string, Record<string, unknown>]>) {
    const shared = (item.parameters as Array<Record<string, unknown>> | undefined) ?? [];
    for (const method of ["get", "post", "patch", "delete"]) {
      const operation = item[method] as
        | { operationId: string; summary: string; parameters?: Array<Record<string, unknown>>; requestBody?: { content: Record<string, { schema: JsonSchema }> }; responses: Record<string, { description: string }> }
        | undefined;
      if (!operation) continue;
      const parameters = [...shared, ...(operation.parameters ?? [])].map((parameter) => ({
        name: `${String(parameter.name)}${parameter.in === "query" ? " (query)" : parameter.in === "header" ? " (header)" : ""}`,
        type: typeWords(parameter.schema as JsonSchema, components),
        required: parameter.required === true,
        description: (parameter.description as string | undefined) ?? null,
      }));
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      endpoints.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary,
        parameters,
        body: contentType && content ? { contentType, fields: fieldsOf(content.schema, components) } : null,
        answers: Object.entries(operation.responses).map(([status, answer]) => ({ status, description: answer.description })),
      });
    }
  }
  return {
    baseUrl: document.servers[0]!.url,
    description: document.info.description,
    listingFields: fieldsOf(components.ListingCreate, components),
    endpoints,
  };
}

export type ApiReference = ReturnType<typeof apiReference>;
