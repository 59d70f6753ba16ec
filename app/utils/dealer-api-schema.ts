import * as z from "zod";
import { bulkTemplateColumns, type TemplateColumnName } from "~/content/bulk-template";
import { listingStatuses } from "~/content/listing-statuses";
import { MAX_API_AUCTIONS, type DealerListingRow } from "~/models/dealer-api.server";
import { MAX_LISTING_PHOTOS, MAX_PHOTO_ALT_LENGTH } from "~/models/listing-photo-rules";
import { INBOX_LIMIT } from "~/models/message.server";
import { ENQUIRY_MAX } from "~/utils/message-validation";

/**
 * The dealer API's shapes (docs/api.md): a listing's fields are the bulk upload template's
 * columns (app/content/bulk-template.ts), read by the same rules
 * (app/models/listing-rows.server.ts), so a dealer who knows the CSV knows the API. The zod
 * schemas below check each field's JSON type and refuse unknown fields; what a value may be
 * (required, lists, ranges) is the template's rule, judged after. The OpenAPI document
 * served at /api/v1/openapi.json is made from these schemas.
 */

/** The template's columns the API takes (photos come by their own endpoint, not file names). */
type ApiField = Exclude<TemplateColumnName, "images">;

const columnFormat = (name: ApiField) => bulkTemplateColumns.find((column) => column.name === name)!.format;

const numberFields = new Set<ApiField>(["price", "power", "year", "hours", "warranty_length"]);

/** One field's JSON type: text, a number (or text such as "100 kVA"), or true/false for has_sockets. */
function fieldSchema(name: ApiField) {
  const described = { description: columnFormat(name) };
  if (name === "has_sockets") return z.boolean({ error: "has_sockets must be true or false" }).meta(described);
  if (numberFields.has(name)) return z.union([z.number(), z.string()], { error: `${name} must be a number` }).meta(described);
  return z.string({ error: `${name} must be text` }).meta(described);
}

const apiFields = bulkTemplateColumns.map((column) => column.name).filter((name): name is ApiField => name !== "images");

/** Optional fields may be null to clear them (hours, model…). */
const optionalFields = new Set<string>(bulkTemplateColumns.filter((column) => !column.required).map((column) => column.name));

const fieldShape = Object.fromEntries(
  apiFields.map((name) => [name, optionalFields.has(name) ? fieldSchema(name).nullable().optional() : fieldSchema(name).optional()]),
) as unknown as Record<ApiField, z.ZodOptional<z.ZodType<string | number | boolean | null>>>;

/** Where a listing is: one of the dealer's depots by its reference (supabase/schemas/18-depots.sql). */
const depotField = z.string({ error: "depot must be text" }).meta({
  description: "The reference of one of your depots (GET /depots). A new listing without one is at your main depot; a changed one stays where it is.",
});

/** POST /listings: a new listing, its stock_ref required. */
export const ApiListingCreateSchema = z
  .strictObject({
    ...fieldShape,
    stock_ref: z.string({ error: "stock_ref must be text" }).meta({ description: columnFormat("stock_ref") }),
    depot: depotField.optional(),
  })
  .meta({ id: "ListingCreate", description: "A new listing: the bulk upload template's columns (required ones as the template says), less images." });

/** PATCH /listings/{stock_ref}: the fields to change; the rest stay as they are. */
const { stock_ref: _unchangeable, ...updatableShape } = fieldShape;
export const ApiListingUpdateSchema = z
  .strictObject({ ...updatableShape, depot: depotField.optional() })
  .meta({ id: "ListingUpdate", description: "The fields to change; the others keep their values. The stock_ref is the listing's address and does not change." });

export type ApiListingInput = Partial<Record<ApiField, string | number | boolean | null>>;

/** A field's value as a template cell (the rules read cells): numbers as written, booleans yes/no, null blank. */
const cellOf = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined ? "" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value).trim();

/** The listing's current values as the API answers them, so an update merges over them. */
export function apiFieldsOf(row: DealerListingRow): ApiListingInput {
  return {
    stock_ref: row.stock_ref,
    title: row.title,
    type: row.type,
    condition: row.condition,
    description: row.description,
    price: row.price_gbp,
    vat_status: row.vat_status,
    postcode: row.postcode,
    location: row.location,
    power: row.power_kw === null ? null : Number(row.power_kw),
    fuel_type: row.fuel,
    brand: row.brand,
    model: row.model,
    year: row.year,
    hours: row.hours,
    warranty_length: row.warranty_months,
    phase: row.phase,
    has_sockets: row.sockets,
    emissions_rating: row.emissions,
  };
}

/** The cell reader judgeListingRow takes, over an API body. */
export const cellsOf = (input: ApiListingInput) => (column: TemplateColumnName) => (column === "images" ? "" : cellOf(input[column]));

/** A listing as the API answers it. */
export const ApiListingSchema = z
  .strictObject({
    id: z.uuid(),
    stock_ref: z.string().nullable(),
    status: z.enum(listingStatuses).meta({ description: "draft, pending (waiting for the team's review), active (on the site), rejected, expired, sold or inactive (withdrawn)." }),
    url: z.url().meta({ description: "The listing's page on GenMarket (public once active)." }),
    title: z.string(),
    type: z.string().nullable(),
    condition: z.string().nullable(),
    description: z.string().nullable(),
    price: z.number().int().nullable().meta({ description: "Asking price in whole pounds." }),
    vat_status: z.string().nullable(),
    postcode: z.string().nullable(),
    location: z.string().nullable(),
    power: z.number().nullable().meta({ description: "Power output in kW." }),
    fuel_type: z.string().nullable(),
    brand: z.string().nullable(),
    model: z.string().nullable(),
    year: z.number().int().nullable(),
    hours: z.number().int().nullable(),
    warranty_length: z.number().int().nullable().meta({ description: "Warranty in months." }),
    phase: z.string().nullable(),
    has_sockets: z.boolean().nullable(),
    emissions_rating: z.string().nullable(),
    depot: z.string().nullable().meta({ description: "The reference of the depot it is at; null when you have no depots." }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Listing" });

export type ApiListing = z.infer<typeof ApiListingSchema>;

/** A listing row as the API answers it; `origin` makes its page's address. */
export function apiListingOf(row: DealerListingRow, origin: string): ApiListing {
  const fields = apiFieldsOf(row);
  return {
    id: row.id,
    stock_ref: row.stock_ref,
    status: listingStatuses.find((status) => status === row.status) ?? "draft",
    url: `${origin}/listings/${row.id}`,
    title: row.title,
    type: row.type,
    condition: row.condition,
    description: row.description,
    price: row.price_gbp,
    vat_status: row.vat_status,
    postcode: row.postcode,
    location: row.location,
    power: fields.power as number | null,
    fuel_type: row.fuel,
    brand: row.brand,
    model: row.model,
    year: row.year,
    hours: row.hours,
    warranty_length: row.warranty_months,
    phase: row.phase,
    has_sockets: row.sockets,
    emissions_rating: row.emissions,
    depot: row.depot?.reference ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Most listings one page answers, and how many without `limit`. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

/** GET /listings's query. */
export const ListingsQuerySchema = z.strictObject({
  status: z.enum(listingStatuses, { error: `status must be one of: ${listingStatuses.join(", ")}` }).optional(),
  stock_ref: z.string().min(1).max(50, "stock_ref is at most 50 characters").optional(),
  depot: z.string().min(1).max(30, "depot is at most 30 characters").optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});

export const ApiListingPageSchema = z
  .strictObject({
    data: z.array(ApiListingSchema),
    next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last." }),
  })
  .meta({ id: "ListingPage" });

/** One of the dealer's depots, as GET /depots lists it. */
export const ApiDepotSchema = z
  .strictObject({
    reference: z.string().meta({ description: "What a listing's `depot` names." }),
    name: z.string(),
    address: z.string(),
    postcode: z.string(),
    phone: z.string().nullable(),
    opening_hours: z.string().nullable().meta({ description: "In your words, a line per day or range." }),
    main: z.boolean().meta({ description: "Your main depot: where new listings go unless they name another." }),
  })
  .meta({ id: "Depot" });

export type ApiDepot = z.infer<typeof ApiDepotSchema>;

/** A conversation about the dealer's stock, as the API lists it. */
export const ApiEnquirySchema = z
  .strictObject({
    id: z.uuid(),
    subject: z.string().nullable().meta({ description: "The listing's or auction's title." }),
    subject_url: z.url().nullable().meta({ description: "Its page, while it is on the site." }),
    buyer_name: z.string(),
    latest_message: z.string().nullable(),
    latest_from_genmarket: z.boolean().meta({ description: "The latest message is GenMarket's own, not the buyer's." }),
    last_message_at: z.string(),
    unread_count: z.number().int().meta({ description: "Messages to you not yet read (in the dashboard or the portal)." }),
  })
  .meta({ id: "Enquiry" });

export const ApiMessageSchema = z
  .strictObject({
    id: z.uuid(),
    from: z.enum(["dealer", "buyer", "genmarket"]).meta({ description: "You, the buyer, or GenMarket itself." }),
    content: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "Message" });

export const ApiConversationSchema = z
  .strictObject({
    id: z.uuid(),
    subject: z.string().nullable(),
    subject_url: z.url().nullable(),
    buyer_name: z.string(),
    last_message_at: z.string(),
    messages: z.array(ApiMessageSchema).meta({ description: "Oldest first." }),
  })
  .meta({ id: "Conversation" });

/** POST /enquiries/{id}/messages: a reply, by the enquiry form's rule (app/utils/message-validation.ts). */
export const ApiReplySchema = z
  .strictObject({ message: z.string({ error: "message must be text" }).meta({ description: `Your reply, 1 to ${ENQUIRY_MAX} characters.` }) })
  .meta({ id: "Reply" });

const BidSchema = z
  .strictObject({
    bidder: z.string().meta({ description: "Masked as on the site (d***r): never who they are." }),
    amount: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: "Bid" });

export const ApiAuctionSchema = z
  .strictObject({
    id: z.uuid(),
    url: z.url(),
    title: z.string(),
    status: z.string(),
    starting_price: z.number().int(),
    current_bid: z.number().int().nullable(),
    bid_count: z.number().int(),
    ends_at: z.string(),
  })
  .meta({ id: "Auction" });

export const ApiAuctionDetailSchema = z
  .strictObject({
    ...ApiAuctionSchema.shape,
    reserve_status: z.string().meta({ description: "none, not met or met (the reserve's amount stays private)." }),
    bids: z.array(BidSchema).meta({ description: "Newest first, as the auction's page shows them." }),
  })
  .meta({ id: "AuctionDetail" });

/** A listing's photo as the API answers it. */
export const ApiPhotoSchema = z
  .strictObject({
    id: z.uuid(),
    position: z.number().int().meta({ description: "Its place in the order, 0 the cover." }),
    cover: z.boolean(),
    alt: z.string().nullable().meta({ description: "Its description for people who cannot see it; null: the listing's title and the photo's number." }),
    url: z.url().meta({ description: "The photo (its largest web copy); public once the listing is." }),
  })
  .meta({ id: "Photo" });

export const ApiPhotoListSchema = z
  .strictObject({
    data: z.array(ApiPhotoSchema).meta({ description: "The cover first." }),
    refused: z.array(z.strictObject({ field: z.string(), detail: z.string() })).meta({ description: "Files of this upload not added, each named with why." }),
  })
  .meta({ id: "PhotoList" });

/** PATCH /listings/{stock_ref}/photos/{id}: its place (0: the cover) or its description. */
export const ApiPhotoUpdateSchema = z
  .strictObject({
    position: z
      .number({ error: "position must be a whole number" })
      .int("position must be a whole number")
      .min(0, "position must be 0 or more")
      .optional()
      .meta({ description: "Its new place, 0 the cover; the others keep their order." }),
    alt: z.string({ error: "alt must be text or null" }).nullable().optional().meta({ description: `Its description, up to ${MAX_PHOTO_ALT_LENGTH} characters; null or empty for the default.` }),
  })
  .meta({ id: "PhotoUpdate" });

const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    errors: z.array(z.strictObject({ field: z.string(), detail: z.string() })).optional().meta({ description: "Each refused field, by its name in the body or query." }),
  })
  .meta({ id: "Problem", description: "RFC 9457 problem details." });

/** Zod issues as the API's field problems: each field once, its first issue. */
export function fieldProblems(issues: z.core.$ZodIssue[]) {
  const problems: Array<{ field: string; detail: string }> = [];
  for (const issue of issues) {
    const fields = issue.code === "unrecognized_keys" ? issue.keys : [String(issue.path[0] ?? "body")];
    for (const field of fields) {
      if (problems.some((known) => known.field === field)) continue;
      problems.push({ field, detail: issue.code === "unrecognized_keys" ? `${field} is not a field of a listing` : issue.message });
    }
  }
  return problems;
}

/** The JSON Schema (2020-12, OpenAPI 3.1's) of each named shape, for components.schemas. */
function componentSchemas() {
  const registry = z.registry<{ id: string }>();
  for (const schema of [
    ApiListingCreateSchema,
    ApiListingUpdateSchema,
    ApiListingSchema,
    ApiListingPageSchema,
    ApiDepotSchema,
    ApiEnquirySchema,
    ApiConversationSchema,
    ApiMessageSchema,
    ApiReplySchema,
    ApiAuctionSchema,
    ApiAuctionDetailSchema,
    BidSchema,
    ApiPhotoSchema,
    ApiPhotoListSchema,
    ApiPhotoUpdateSchema,
    ProblemSchema,
  ]) {
    registry.add(schema, { id: schema.meta()!.id as string });
  }
  const { schemas } = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, Record<string, unknown>> };
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _draft, ...schema }]) => [id, schema]));
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const problemResponse = (description: string) => ({ description, content: { "application/problem+json": { schema: ref("Problem") } } });
const problems = (statuses: Record<number, string>) =>
  Object.fromEntries(Object.entries(statuses).map(([status, description]) => [status, problemResponse(description)]));
const photoListResponse = (description: string) => ({ description, content: { "application/json": { schema: ref("PhotoList") } } });
const listingResponse = (description: string) => ({ description, content: { "application/json": { schema: ref("Listing") } } });

const always = { 401: "No key, or a key that does not work.", 429: "Over the key's rate limit: wait Retry-After seconds." };
const writes = { 403: "The key can only read.", 413: "The body is too large.", 415: "The body is not JSON.", 400: "The body is not a JSON object." };
const stockRefParameter = { name: "stock_ref", in: "path", required: true, schema: { type: "string", maxLength: 50 }, description: "Your stock number for the listing." };

/** The OpenAPI 3.1 document served at /api/v1/openapi.json; `origin` is the site's address. */
export function openApiDocument(origin: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "GenMarket dealer API",
      version: "1",
      description:
        "Your stock on GenMarket from your own system (Premium package). Authenticate with an API key from the sellers portal as `Authorization: Bearer <key>`. Listings are addressed by your stock_ref; their fields and rules are the bulk upload template's.",
    },
    servers: [{ url: `${origin}/api/v1` }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "An API key made in the sellers portal (gmk_…)." } },
      schemas: componentSchemas(),
    },
    paths: {
      "/listings": {
        get: {
          operationId: "listListings",
          summary: "Your listings, newest first",
          parameters: [
            { name: "status", in: "query", schema: { type: "string", enum: [...listingStatuses] } },
            { name: "stock_ref", in: "query", schema: { type: "string", maxLength: 50 } },
            { name: "depot", in: "query", schema: { type: "string", maxLength: 30 }, description: "Only the listings at the depot with this reference." },
            { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE } },
            { name: "cursor", in: "query", schema: { type: "string" }, description: "The previous page's next_cursor." },
          ],
          responses: {
            200: { description: "A page of listings.", content: { "application/json": { schema: ref("ListingPage") } } },
            ...problems({ 400: "A query parameter is not valid.", ...always }),
          },
        },
        post: {
          operationId: "createListing",
          summary: "Add a listing: it goes to the team's review, within your package's allowance",
          parameters: [
            { name: "Idempotency-Key", in: "header", schema: { type: "string", maxLength: 255 }, description: "Makes a retry safe: the same key answers the first answer again." },
          ],
          requestBody: { required: true, content: { "application/json": { schema: ref("ListingCreate") } } },
          responses: {
            201: listingResponse("The listing, created."),
            ...problems({
              ...always,
              ...writes,
              409: "You have a listing with this stock_ref already, your package has no room for another (the detail says its allowance), or a request with this Idempotency-Key is still running.",
              422: "A field is not valid (each in `errors`), or the Idempotency-Key was used for another request.",
            }),
          },
        },
      },
      "/listings/{stock_ref}": {
        parameters: [stockRefParameter],
        get: {
          operationId: "getListing",
          summary: "One of your listings",
          responses: { 200: listingResponse("The listing."), ...problems({ ...always, 404: "You have no listing with this stock_ref." }) },
        },
        patch: {
          operationId: "updateListing",
          summary: "Change a listing's fields (a listing waiting for review, sold, expired or withdrawn cannot change)",
          requestBody: { required: true, content: { "application/json": { schema: ref("ListingUpdate") } } },
          responses: {
            200: listingResponse("The listing, changed."),
            ...problems({
              ...always,
              ...writes,
              404: "You have no listing with this stock_ref.",
              409: "The listing's status does not let it change now.",
              422: "A field is not valid (each in `errors`).",
            }),
          },
        },
        delete: {
          operationId: "withdrawListing",
          summary: "Withdraw a live listing from the site (it can be reactivated in the sellers portal while its period lasts)",
          responses: {
            200: listingResponse("The listing, withdrawn (status inactive)."),
            ...problems({ ...always, 403: "The key can only read.", 404: "You have no listing with this stock_ref.", 409: "The listing is not live." }),
          },
        },
      },
      "/listings/{stock_ref}/photos": {
        parameters: [stockRefParameter],
        get: {
          operationId: "listPhotos",
          summary: "The listing's photos, the cover first",
          responses: { 200: photoListResponse("The photos."), ...problems({ ...always, 404: "You have no listing with this stock_ref." }) },
        },
        post: {
          operationId: "addPhotos",
          summary: `Add photos (multipart/form-data, each file in a \`photo\` field; at most ${MAX_LISTING_PHOTOS} a listing): made into web copies, upright and without their metadata (location, camera); the file as sent is never kept`,
          requestBody: {
            required: true,
            content: { "multipart/form-data": { schema: { type: "object", properties: { photo: { type: "array", items: { type: "string", contentMediaType: "application/octet-stream" } } }, required: ["photo"] } } },
          },
          responses: {
            201: photoListResponse("The listing's photos; `refused` names each file not added and why."),
            ...problems({
              ...always,
              403: "The key can only read.",
              404: "You have no listing with this stock_ref.",
              413: "The upload is too large.",
              415: "Not multipart/form-data.",
              400: "The body is not readable.",
              422: "No file was added (each named in `errors`: not a photo, too large, one too many…).",
            }),
          },
        },
      },
      "/listings/{stock_ref}/photos/{id}": {
        parameters: [stockRefParameter, { name: "id", in: "path", required: true, schema: { type: "string" } }],
        patch: {
          operationId: "updatePhoto",
          summary: "Move a photo (0: the cover) or describe it",
          requestBody: { required: true, content: { "application/json": { schema: ref("PhotoUpdate") } } },
          responses: { 200: photoListResponse("The listing's photos."), ...problems({ ...always, ...writes, 404: "No such listing or photo.", 409: "The listing cannot change now.", 422: "A field is not valid (in `errors`)." }) },
        },
        delete: {
          operationId: "removePhoto",
          summary: "Remove a photo and its web copies",
          responses: { 200: photoListResponse("The listing's photos."), ...problems({ ...always, 403: "The key can only read.", 404: "No such listing or photo.", 409: "The listing cannot change now." }) },
        },
      },
      "/enquiries": {
        get: {
          operationId: "listEnquiries",
          summary: `Buyers' conversations about your stock, latest first (the latest ${INBOX_LIMIT})`,
          responses: {
            200: { description: "The conversations.", content: { "application/json": { schema: { type: "object", properties: { data: { type: "array", items: ref("Enquiry") } }, required: ["data"], additionalProperties: false } } } },
            ...problems(always),
          },
        },
      },
      "/enquiries/{id}": {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } }],
        get: {
          operationId: "getEnquiry",
          summary: "One conversation with its messages (reading it here does not mark it read)",
          responses: { 200: { description: "The conversation.", content: { "application/json": { schema: ref("Conversation") } } }, ...problems({ ...always, 404: "No conversation of yours has this id." }) },
        },
      },
      "/enquiries/{id}/messages": {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } }],
        post: {
          operationId: "replyToEnquiry",
          summary: "Reply to the buyer (they are emailed as for a reply from the dashboard)",
          parameters: [{ name: "Idempotency-Key", in: "header", schema: { type: "string", maxLength: 255 } }],
          requestBody: { required: true, content: { "application/json": { schema: ref("Reply") } } },
          responses: {
            201: { description: "The message sent.", content: { "application/json": { schema: ref("Message") } } },
            ...problems({
              ...always,
              ...writes,
              404: "No conversation of yours has this id.",
              409: "The buyer has closed their account, the same reply was sent moments ago, or a request with this Idempotency-Key is still running.",
              422: "The message is not valid (in `errors`), or the Idempotency-Key was used for another request.",
              429: "Over the key's rate limit, or more than 20 messages a minute: wait Retry-After seconds.",
            }),
          },
        },
      },
      "/depots": {
        get: {
          operationId: "listDepots",
          summary: "Your depots, the main one first (managed in the sellers portal)",
          responses: {
            200: { description: "The depots.", content: { "application/json": { schema: { type: "object", properties: { data: { type: "array", items: ref("Depot") } }, required: ["data"], additionalProperties: false } } } },
            ...problems(always),
          },
        },
      },
      "/auctions": {
        get: {
          operationId: "listAuctions",
          summary: `Your auctions, newest first (the latest ${MAX_API_AUCTIONS})`,
          responses: {
            200: { description: "The auctions.", content: { "application/json": { schema: { type: "object", properties: { data: { type: "array", items: ref("Auction") } }, required: ["data"], additionalProperties: false } } } },
            ...problems(always),
          },
        },
      },
      "/auctions/{id}": {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } }],
        get: {
          operationId: "getAuction",
          summary: "One of your auctions with its bids, bidders masked as on the site",
          responses: { 200: { description: "The auction.", content: { "application/json": { schema: ref("AuctionDetail") } } }, ...problems({ ...always, 404: "You have no auction with this id." }) },
        },
      },
    },
  };
}
