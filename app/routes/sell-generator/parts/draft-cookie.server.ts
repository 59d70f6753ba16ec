import type { AppLoadContext } from "@remix-run/cloudflare";
import type { BasicInfo, Specs } from "~/models/listing-fields";
import { draftCookie, isFormText } from "~/utils/draft-cookie.server";

/**
 * What a signed-out visitor has typed into the wizard's first two steps, kept in signed
 * cookies (utils/draft-cookie.server.ts) until they sign in and it becomes a draft in the
 * database.
 */

export type CookieDraft = { basicInfo?: Partial<BasicInfo>; specs?: Partial<Specs> };

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** Only what the wizard itself could have written: an object of step parts whose text has no control characters. */
const isUsableDraft = (draft: unknown): draft is CookieDraft =>
  typeof draft === "object" && draft !== null && !Array.isArray(draft) && isFormText(draft);

const sellDraft = draftCookie({ name: "gm_sell_draft", path: "/sell-generator", maxAgeSeconds: WEEK_SECONDS, isUsable: isUsableDraft });

/** Whether the request carries any of the draft's cookies, usable or not. */
export const hasDraftCookie = (request: Request) => sellDraft.has(request);

/** The signed-out visitor's draft, or null. */
export const readDraftCookie = (request: Request, context: AppLoadContext) => sellDraft.read(request, context);

/** Set-Cookie values that store the draft, or for null remove it; null when it is too large for cookies. */
export const draftCookieHeaders = (request: Request, context: AppLoadContext, draft: CookieDraft | null) =>
  sellDraft.headers(request, context, draft);
