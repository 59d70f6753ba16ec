import type { AppLoadContext } from "@remix-run/cloudflare";
import { draftCookie, isFormText } from "~/utils/draft-cookie.server";

/**
 * What the seller typed into the create auction form, kept while they are at the card
 * checkout paying the admin fee (docs/payments.md#stripe), so Cancel and a paid return both
 * come back to the form as it was. The typed fields and the names of the form's images (stored
 * already, as waiting uploads: the names say which are this form's, not an unfinished
 * auction's); the fee is found paid by the page itself.
 */
export type AuctionDraft = Record<string, string | string[]>;

const NOT_KEPT = new Set(["intent", "feePayment", "newImages"]);
const DAY_SECONDS = 24 * 60 * 60;

const isAuctionDraft = (value: unknown): value is AuctionDraft =>
  typeof value === "object" && value !== null && !Array.isArray(value) && isFormText(value);

const auctionDraft = draftCookie({ name: "gm_auction_draft", path: "/create-auction", maxAgeSeconds: DAY_SECONDS, isUsable: isAuctionDraft });

/** The form's typed fields, as the page's defaults read them back. */
export function draftOfForm(formData: FormData): AuctionDraft {
  const draft: AuctionDraft = {};
  for (const [name, value] of formData) {
    if (NOT_KEPT.has(name) || typeof value !== "string") continue;
    const kept = draft[name];
    draft[name] = kept === undefined ? value : [...(Array.isArray(kept) ? kept : [kept]), value];
  }
  return draft;
}

/** The kept form, or null. */
export const readAuctionDraft = (request: Request, context: AppLoadContext) => auctionDraft.read(request, context);

/**
 * Set-Cookie values that keep the form (or, for null, forget it), added to `headers`; when it
 * is too large for cookies nothing is kept, and the seller types it again.
 */
export async function keepAuctionDraft(request: Request, context: AppLoadContext, draft: AuctionDraft | null, headers: Headers) {
  if (draft === null && !auctionDraft.has(request)) return;
  const cookies = await auctionDraft.headers(request, context, draft);
  for (const cookie of cookies?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
}
