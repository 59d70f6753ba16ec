import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { MAX_IMPORT_BYTES } from "~/content/bulk-template";
import { bulkUploadNeedsCaptcha, getImport, getImportHistory } from "~/models/listing-import.server";
import { MAX_PHOTO_BYTES } from "~/models/listing-photo.server";
import { getListingTerms, tradePackageOf } from "~/models/member-plan.server";
import { requireSeller, requireUser } from "~/utils/auth.server";
import { answerCaptchaButton, isCaptchaIntent, readCaptcha } from "~/utils/captcha.server";
import { failedToLoad } from "~/utils/errors.server";
import { invariantResponse } from "~/utils/misc";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { roleFlags } from "~/utils/user";
import { confirmUpload, previewUpload, previewView, type BulkUploadActionData } from "./import.server";
import { BULK_UPLOAD_PATH } from "./paths";
import { ImportIdSchema, IntentSchema } from "./schema";

// The bulk upload page's loader and action, here so zod and the posts' schemas stay off the
// page's script (nothing on the page is checked in the browser).

const gate = { signedOutTitle: "Authentication Required", signedOutMessage: "Please log in to access bulk upload features.", signedOutType: "error" } as const;

export async function bulkUploadLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, { ...gate, redirectTo: BULK_UPLOAD_PATH });
  if (!roleFlags(user).isSeller) return json({ view: "sellers-only" as const }, { status: 403 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const importParam = new URL(request.url).searchParams.get("import");
  let preview = null;
  if (importParam !== null) {
    const importId = ImportIdSchema.safeParse(importParam);
    invariantResponse(importId.success, "Upload not found", { status: 404, headers });
    const found = await getImport(supabase, importId.data);
    if (found.error) failedToLoad("bulk upload: loading a preview", found.error, headers);
    invariantResponse(found.listingImport, "Upload not found", { status: 404, headers });
    preview = previewView(found.listingImport);
  }
  const [history, terms, captcha] = await Promise.all([getImportHistory(supabase, user.id), getListingTerms(supabase), bulkUploadNeedsCaptcha(supabase)]);
  if (history.error) failedToLoad("bulk upload: loading the history", history.error, headers);
  if (terms.error) failedToLoad("bulk upload: reading the seller's trade package", terms.error, headers);
  if (captcha.error) failedToLoad("bulk upload: reading whether a captcha is needed", captcha.error, headers);
  // A trade seller's new rows go to the team's review; a private seller's become drafts they finish and pay for in the wizard.
  const newRowsBecome = roleFlags(user).isTradeSeller ? ("pending" as const) : ("drafts" as const);
  // A trade seller's new rows take their package's ads, as the wizard's publish does (private.require_ad_allowance).
  const tradePackage = tradePackageOf(terms.terms);
  // The form's own id: posting it twice makes one import, captcha or none (listing_imports.submission_id).
  const upload = { submissionId: crypto.randomUUID(), needsCaptcha: captcha.needsCaptcha };
  return json({ view: "upload" as const, preview, history: history.imports, newRowsBecome, tradePackage, upload }, { headers });
}

/** A whole post may carry the CSV and up to 10 photos of 5 MB; anything bigger is refused before it is read. */
const MAX_REQUEST_BYTES = MAX_IMPORT_BYTES + 10 * MAX_PHOTO_BYTES + 1024 * 1024;

export async function bulkUploadAction({ request, context }: ActionFunctionArgs) {
  const user = await requireSeller(request, context, { redirectTo: BULK_UPLOAD_PATH });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const size = Number(request.headers.get("Content-Length") ?? 0);
  if (size > MAX_REQUEST_BYTES) {
    return json<BulkUploadActionData>(
      { fieldErrors: { file: [`This upload is ${(size / 1024 / 1024).toFixed(1)} MB: upload at most a 5 MB file and 10 photos at a time.`] } },
      { status: 413, headers },
    );
  }
  const formData = await request.formData();
  const intentValue = formData.get("intent");
  if (isCaptchaIntent(intentValue)) {
    const challenge = await readCaptcha(request, context, "bulkUpload");
    const { data } = answerCaptchaButton(intentValue, challenge, String(formData.get("captcha") ?? "").trim());
    return json<BulkUploadActionData>(data, { headers });
  }
  const intent = IntentSchema.safeParse(intentValue);
  if (!intent.success) return json<BulkUploadActionData>({ formErrors: ["Unknown action: please use the page's buttons."] }, { status: 400, headers });
  if (intent.data === "preview") return previewUpload({ request, context, supabase, headers, userId: user.id, privateSeller: !roleFlags(user).isTradeSeller, formData });
  const importId = ImportIdSchema.safeParse(formData.get("importId"));
  if (!importId.success) return json<BulkUploadActionData>({ formErrors: ["Upload not found: please upload the file again."] }, { status: 404, headers });
  return confirmUpload({ request, context, supabase, headers, importId: importId.data });
}
