import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { getSellersByVerification, setSellerVerified } from "~/models/seller-verification.server";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { formatDate } from "~/utils/format";
import { type SupabaseClient, createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { userTypeLabels } from "~/utils/user";
import { recordId, requestedState } from "~/utils/validation";

/**
 * The Sellers section of /moderation: staff set or clear a seller's verified flag (the
 * portal's and the seller page's Verified or Pending). `?sellers=verified` lists the verified
 * ones, otherwise those still pending; the form posts intent verify-seller.
 */
export const VERIFY_SELLER_INTENT = "verify-seller";
export const SELLERS_SHOWN = 30;

const listSchema = z.enum(["pending", "verified"]).catch("pending");

export async function loadSellerVerification(request: Request, supabase: SupabaseClient, headers: Headers) {
  const list = listSchema.parse(new URL(request.url).searchParams.get("sellers") ?? undefined);
  const { sellers, total, error } = await getSellersByVerification(supabase, { verified: list === "verified", limit: SELLERS_SHOWN });
  if (error) failedToLoad("moderation: loading sellers", error, headers);
  // Each seller's facts in one line of words, so the page carries no labels or date code.
  const shown = sellers.map(({ id, name, userType, contactName, location, memberSince }) => ({
    id,
    name,
    facts: [userType ? userTypeLabels[userType] : null, contactName, location, `member since ${formatDate(memberSince)}`]
      .filter(Boolean)
      .join(" · "),
  }));
  return { list, sellers: shown, total };
}

export type SellerVerificationView = Awaited<ReturnType<typeof loadSellerVerification>>;

const VerifySellerSchema = z.object({
  sellerId: recordId,
  verified: requestedState,
});

/** Sets or clears the flag, then back to the same page with a toast. Staff are checked by the caller and by SQL. */
export async function verifySeller(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: VerifySellerSchema });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  if (submission.status !== "success") {
    return json({ verifyError: "Choose Verify or Remove verification on a seller below." }, { status: 400, headers });
  }
  const { sellerId, verified } = submission.value;
  const { error } = await setSellerVerified(supabase, sellerId, verified);
  if (error) {
    const failure = failedToSave("moderation: verifying a seller", error);
    return json({ verifyError: failure.message }, { status: failure.status, headers });
  }
  const url = new URL(request.url);
  return getToastUtils(request, context).redirectWithSuccess(
    `${url.pathname}${url.search}#sellers`,
    verified ? "Seller verified" : "Verification removed",
    { headers },
  );
}
