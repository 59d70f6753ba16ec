import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { MAX_IMPORT_BYTES } from "~/content/bulk-template";
import { getDealerDepots } from "~/models/depot.server";
import {
  bulkUploadNeedsCaptcha,
  confirmImport,
  createImport,
  getImportIdBySubmission,
  getListingsByStockRef, removeImportPhotos, storeImportPhotos, type ListingImport } from "~/models/listing-import.server";
import { checkPhotoFiles, mainCopy, photoRefusals } from "~/models/listing-photo.server";
import { planImport, readImportRows, type PlannedRow, type RowFailure } from "~/models/listing-rows.server";
import type { Json } from "~/types/database";
import type { CaptchaActionData } from "~/utils/captcha";
import { checkCaptchaAnswer, clearCaptcha, readCaptcha, type CaptchaCheck } from "~/utils/captcha.server";
import { readCsv } from "~/utils/csv";
import { refusalStatus } from "~/utils/errors";
import { failedToSave } from "~/utils/errors.server";
import { combineHeaders } from "~/utils/misc";
import { processUploadedPhoto, type PhotoCopy } from "~/utils/photos.server";
import type { SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { maxGeneratorYear } from "~/utils/validation";
import { importPath } from "./paths";
import { CAPTCHA_REQUIRED_MESSAGE, SUBMISSION_EXPIRED_MESSAGE, SubmissionIdSchema } from "./schema";

/**
 * The bulk upload's two posts. Upload and preview: the form's submission id (one import per
 * form), the captcha unless the seller is a verified dealer, the file (CSV by its content,
 * 5 MB, 500 rows), every row judged and planned, the preview stored (listing_imports) and
 * nothing else. Confirm: confirm_listing_import applies the stored preview, all or none.
 */

export type BulkUploadActionData = CaptchaActionData & {
  formErrors?: string[];
  fieldErrors?: { file?: string[]; captcha?: string[] };
};

const captchaRefusals: Record<Exclude<CaptchaCheck, "valid"> | "replayed", string> = {
  wrong: "That code does not match the picture. Codes are case-sensitive.",
  expired: "That code has expired, so we have drawn a new one. Please type the new code.",
  replayed: "That code has already been used for an upload, so we have drawn a new one. Please type the new code.",
};

type Args = {
  request: Request;
  context: AppLoadContext;
  supabase: SupabaseClient;
  headers: Headers;
  userId: string;
  /** A private seller has no depots: a row naming one is told so. */
  privateSeller: boolean;
  formData: FormData;
};

const refuse = (data: BulkUploadActionData, headers: Headers, status = 400) => json<BulkUploadActionData>(data, { status, headers });

/** Why the uploaded file cannot be read as the import's CSV, or its rows. */
async function readUpload(file: FormDataEntryValue | null): Promise<{ message: string; rows?: undefined } | { rows: string[][]; message?: undefined }> {
  if (!(file instanceof File) || file.size === 0) return { message: "Choose a CSV file to upload" };
  if (!/\.csv$/i.test(file.name)) return { message: `${nameOf(file)} is not a .csv file. Save your spreadsheet as CSV and upload that.` };
  if (file.size > MAX_IMPORT_BYTES) {
    return { message: `${nameOf(file)} is ${(file.size / 1024 / 1024).toFixed(1)} MB: the largest file you can upload is 5 MB. Split it into smaller files.` };
  }
  const csv = readCsv(new Uint8Array(await file.arrayBuffer()));
  if (!csv.ok) return { message: csv.message };
  return { rows: csv.rows };
}

/** The name as the seller's computer gave it, without any folders: shown, never used as a path. */
const nameOf = (file: File) => (file.name.split(/[\\/]/).pop() ?? "").slice(0, 255) || "upload.csv";

export async function previewUpload({ request, context, supabase, headers, userId, privateSeller, formData }: Args) {
  const submissionId = SubmissionIdSchema.safeParse(formData.get("submissionId"));
  if (!submissionId.success) return refuse({ formErrors: [SUBMISSION_EXPIRED_MESSAGE] }, headers);
  // The same form posted again (a second press, Back and resubmit) shows the preview it made.
  const earlier = await getImportIdBySubmission(supabase, submissionId.data);
  if (earlier.error) return refuse({ formErrors: [failedToSave("bulk upload: reading an earlier upload", earlier.error).message] }, headers, 500);
  if (earlier.id) return redirect(importPath(earlier.id), { headers });
  const asked = await bulkUploadNeedsCaptcha(supabase);
  if (asked.error) return refuse({ formErrors: [failedToSave("bulk upload: reading whether a captcha is needed", asked.error).message] }, headers, 500);
  // A verified dealer is asked for none (bulk_upload_needs_captcha); everyone else solves one.
  const challenge = asked.needsCaptcha ? await readCaptcha(request, context, "bulkUpload") : null;
  const typedCode = String(formData.get("captcha") ?? "").trim();
  const captcha = !asked.needsCaptcha ? "valid" : typedCode ? checkCaptchaAnswer(challenge, typedCode) : null;
  const captchaErrors = !captcha
    ? [CAPTCHA_REQUIRED_MESSAGE]
    : captcha !== "valid"
      ? [CAPTCHA_REQUIRED_MESSAGE, captchaRefusals[captcha]]
      : undefined;
  const file = formData.get("file");
  const upload = await readUpload(file);
  // The rows' `depot` column names the seller's depots, read once for the whole file.
  const seller = upload.rows && !privateSeller ? await getDealerDepots(supabase, userId) : { depots: [], error: null };
  if (seller.error) return refuse({ formErrors: [failedToSave("bulk upload: reading the seller's depots", seller.error).message] }, headers, 500);
  const read = upload.rows ? readImportRows(upload.rows, { maxYear: maxGeneratorYear(), depots: seller.depots, privateSeller }) : null;
  const fileMessage = upload.message ?? (read && !read.ok ? read.message : null);
  if (captchaErrors || fileMessage || !read?.ok) {
    return refuse(
      {
        fieldErrors: { ...(fileMessage ? { file: [fileMessage] } : {}), ...(captchaErrors ? { captcha: captchaErrors } : {}) },
        ...(captcha === "expired" ? { captchaNonce: crypto.randomUUID() } : {}),
      },
      headers,
    );
  }

  const refs = [...new Set(read.valid.flatMap((row) => (row.stockRef ? [row.stockRef] : [])))];
  const existing = await getListingsByStockRef(supabase, userId, refs);
  if (existing.error) return refuse({ formErrors: [failedToSave("bulk upload: reading listings by stock ref", existing.error).message] }, headers, 500);
  const { planned, failures, unchanged } = planImport(read.valid, existing.listings, seller.depots);
  const photoFiles = formData.getAll("photos").filter((value): value is File => value instanceof File && value.size > 0);
  const photoCounts = new Map(existing.listings.map((listing) => [listing.id, listing.photo_count]));
  const matched = await matchPhotos(planned, photoFiles, photoCounts);
  const photos = await processPhotos(context.cloudflare.env.IMAGES, matched.plans);
  if (photos.unavailable) return refuse({ formErrors: [photos.unavailable] }, headers, 503);
  const photoFailures = [...matched.failures, ...photos.failures];
  const applicable = planned.filter((row) => !photoFailures.some((failure) => failure.row === row.row));
  const allFailures = [...read.failures, ...failures, ...photoFailures].sort((a, b) => a.row - b.row);

  // When a code was asked for it was valid, so the challenge is live: a solved code makes one import.
  const captchaId = challenge?.id ?? null;
  const stored = await storeImportPhotos(supabase, { sellerId: userId, listings: photos.processed.map((plan) => plan.copies) });
  if (stored.error || !stored.stored) {
    const failure = failedToSave("bulk upload: storing photos", stored.error);
    return refuse({ formErrors: [failure.message] }, headers, failure.status);
  }
  const storedPhotos = stored.stored;
  const photoPaths = new Map(photos.processed.map((plan, index) => [plan.row, storedPhotos[index]!]));
  const created = await createImport(supabase, {
    fileName: nameOf(file as File),
    submissionId: submissionId.data,
    captchaId,
    rowCount: read.rowCount,
    changes: applicable.map(({ images: _names, ...row }) => ({ ...row, photos: photoPaths.get(row.row) ?? [] }) as unknown as Json),
    failures: allFailures as unknown as Json[],
    unchangedCount: unchanged,
  });
  if (created.replayed || created.existing || created.error) await removeImportPhotos(supabase, stored.paths);
  // The same form posted twice at once: the other post stored the preview.
  if (created.existing && created.id) return redirect(importPath(created.id), { headers });
  const spentCode: HeadersInit = challenge ? { "Set-Cookie": await clearCaptcha(request, "bulkUpload") } : {};
  if (created.replayed) {
    return refuse({ fieldErrors: { captcha: [CAPTCHA_REQUIRED_MESSAGE, captchaRefusals.replayed] }, captchaNonce: crypto.randomUUID() }, combineHeaders(headers, spentCode));
  }
  if (created.error || !created.id) {
    const failure = failedToSave("bulk upload: storing a preview", created.error);
    return refuse({ formErrors: [failure.message] }, headers, failure.status);
  }
  const creates = applicable.filter((row) => row.action === "create").length;
  return getToastUtils(request, context).redirectWithSuccess(
    importPath(created.id),
    {
      message: "File Received",
      description: `${read.rowCount} ${read.rowCount === 1 ? "row" : "rows"} read: ${creates} new, ${applicable.length - creates} to update, ${unchanged} unchanged, ${allFailures.length ? `${new Set(allFailures.map((failure) => failure.row)).size} with errors` : "no errors"}. Check the preview, then confirm.`,
    },
    { headers: combineHeaders(headers, spentCode) },
  );
}

type PhotoPlan = { row: number; photos: Awaited<ReturnType<typeof checkPhotoFiles>>["accepted"] };

/**
 * The photos each row names (`images`), matched by file name (any case) among the files
 * uploaded with the CSV and checked by checkPhotoFiles (image by content, 5 MB, 5 per
 * listing counting an updated listing's own): a named photo not uploaded, or refused, fails its row.
 */
async function matchPhotos(planned: PlannedRow[], files: File[], photoCounts: Map<string, number>) {
  const byName = new Map(files.map((file) => [nameOf(file).toLowerCase(), file]));
  const failures: RowFailure[] = [];
  const plans: PhotoPlan[] = [];
  for (const row of planned) {
    if (row.images.length === 0) continue;
    const missing = row.images.find((name) => !byName.has(name.toLowerCase()));
    if (missing) {
      failures.push({ row: row.row, column: "images", message: `Photo ${missing} was not uploaded with the file` });
      continue;
    }
    const already = row.action === "update" ? (photoCounts.get(row.listing_id) ?? 0) : 0;
    const { accepted, refused } = await checkPhotoFiles(row.images.map((name) => byName.get(name.toLowerCase())!), already);
    if (refused.length) failures.push({ row: row.row, column: "images", message: refused[0]! });
    else plans.push({ row: row.row, photos: accepted });
  }
  return { failures, plans };
}

/**
 * Each row's photos made into web copies as the sell wizard's are (processPhoto: upright,
 * without their metadata, docs/decisions/016-photo-processing.md), so no original, with its
 * GPS position, is ever stored. A photo refused fails its row, naming it, as does the same
 * photo twice in one row; Images being down or over its quota (`unavailable`) stops the upload.
 */
async function processPhotos(images: ImagesBinding, plans: PhotoPlan[]) {
  const processed: { row: number; copies: PhotoCopy[][] }[] = [];
  const failures: RowFailure[] = [];
  for (const plan of plans) {
    const copies: PhotoCopy[][] = [];
    let refusal: string | null = null;
    for (const photo of plan.photos) {
      const name = nameOf(photo.file);
      const result = await processUploadedPhoto(images, photo.file, name);
      if (!result.ok) {
        if (result.unavailable) return { processed: [], failures: [], unavailable: result.message };
        refusal = result.message;
        break;
      }
      if (copies.some((other) => mainCopy(other).contentHash === mainCopy(result.copies).contentHash)) {
        refusal = photoRefusals.duplicate(name);
        break;
      }
      copies.push(result.copies);
    }
    if (refusal) failures.push({ row: plan.row, column: "images", message: refusal });
    else processed.push({ row: plan.row, copies });
  }
  return { processed, failures, unavailable: null };
}

export async function confirmUpload({ request, context, supabase, headers, importId }: Omit<Args, "formData" | "userId" | "privateSeller"> & { importId: string }) {
  const { result, error } = await confirmImport(supabase, importId);
  // Refusals meant for people (the allowance, an expired preview) are answered in their words.
  const refused = refusalStatus(error);
  if (error && refused) return refuse({ formErrors: [error.message] }, headers, refused);
  if (error || !result) {
    const failure = failedToSave("bulk upload: confirming an import", error);
    return refuse({ formErrors: [failure.message] }, headers, failure.status);
  }
  const toast = getToastUtils(request, context);
  if (result.alreadyApplied) {
    return toast.redirectWithInfo(importPath(importId), { message: "Already applied", description: "This upload was applied before: nothing was changed again." }, { headers });
  }
  return toast.redirectWithSuccess(
    importPath(importId),
    {
      message: "Upload Successful",
      description: `${result.created} new listing${result.created === 1 ? "" : "s"} created, ${result.updated} updated.`,
    },
    { headers },
  );
}

/** A stored import as its preview page shows it (the jsonb lists read back as the rows planImport made). */
export function previewView(listingImport: ListingImport) {
  const planned = (Array.isArray(listingImport.changes) ? listingImport.changes : []) as unknown as PlannedRow[];
  const failures = (Array.isArray(listingImport.failures) ? listingImport.failures : []) as unknown as RowFailure[];
  return {
    id: listingImport.id,
    fileName: listingImport.file_name,
    rowCount: listingImport.row_count,
    unchanged: listingImport.unchanged_count,
    applied: listingImport.status === "applied",
    appliedAt: listingImport.applied_at,
    expired: listingImport.status !== "applied" && Date.parse(listingImport.expires_at) <= Date.now(),
    createdCount: listingImport.created_count,
    updatedCount: listingImport.updated_count,
    creates: planned.flatMap((row) =>
      row.action === "create" ? [{ row: row.row, stockRef: row.stock_ref, title: row.values.title, price: row.values.price_gbp, depot: row.depot ?? null }] : [],
    ),
    updates: planned.flatMap((row) =>
      row.action === "update" ? [{ row: row.row, stockRef: row.stock_ref, title: row.values.title, changes: row.changes }] : [],
    ),
    failures,
  };
}

export type PreviewView = ReturnType<typeof previewView>;
