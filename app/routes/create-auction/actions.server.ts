import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { MAX_AUCTION_IMAGES } from "~/content/auctions";
import {
  createAuction,
  getAuctionPaidBy,
  getPendingAuctionImages,
  removeAuctionImage,
  uploadAuctionImages,
} from "~/models/own-auction.server";
import { refusalStatus, userMessageFor, type BackendError } from "~/utils/errors";
import { failedToSave } from "~/utils/errors.server";
import { uncheckedForm } from "~/utils/form-validation";
import { getPaymentProvider, paymentMessages } from "~/utils/payments.server";
import type { SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { maxGeneratorYear } from "~/utils/validation";
import { draftOfForm, keepAuctionDraft } from "./auction-draft.server";
import { auctionReview, type AuctionReview } from "./review.server";
import { createAuctionMessages, createAuctionSchema, type CreateAuctionIntent } from "./schema";

/**
 * What the create auction form's buttons do (route.tsx's action decides who may): Upload
 * Images, Remove, Keep, Pay Admin Fee, Review Auction, and on the review Edit and Confirm, all
 * posting the whole form, so without JavaScript each comes back to the form (or its review) as
 * it was filled. Files chosen in the form are stored first, whichever button sent them.
 *
 * The form's images are the hidden `images` fields it carries: what was uploaded or kept in
 * this form. The seller's other waiting uploads (an abandoned earlier attempt's) are only
 * offered, as "Photos from your unfinished auction", until kept (docs/auctions.md).
 */

export type CreateAuctionActionData = {
  /** Absent when the request was refused unread (too large: uploadTooLarge). */
  result?: SubmissionResult<string[]>;
  /** Why a chosen file was not added (naming it). */
  imageMessages?: string[];
  /** The admin fee was paid by this post. */
  feePaid?: boolean;
  /** The form's images after this post (uploaded or kept in it), main first; absent when the request was refused unread. */
  images?: string[];
  /** The checked form as buyers will see it, with its fields to confirm (or edit) as hidden fields. */
  review?: AuctionReview & { fields: [string, string][] };
};

export type FormContext = {
  request: Request;
  context: AppLoadContext;
  supabase: SupabaseClient;
  headers: Headers;
  userId: string;
  formData: FormData;
  intent: CreateAuctionIntent;
};

/** The form as it was sent, with no field's errors (only those given): what every button but Create answers. */
export function formAsSent(formData: FormData, errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) {
  return parseWithZod(formData, { schema: uncheckedForm }).reply(errors);
}

/** The files chosen in the form's file input (taken out of the form data: they are stored, not sent back). */
export function takeChosenFiles(formData: FormData) {
  const files = formData.getAll("newImages").filter((value): value is File => typeof value !== "string" && value.size > 0);
  formData.delete("newImages");
  return files;
}

/** The images the form carries, in order, each once. */
function carriedImages(formData: FormData) {
  return [...new Set(formData.getAll("images").filter((value): value is string => typeof value === "string"))];
}

/**
 * Stores the chosen files among the seller's waiting images, as web copies only
 * (uploadAuctionImages): the names stored, and messages for those refused. The limit and
 * repeats count every waiting image, the unfinished auction's too (so what a seller keeps
 * waiting stays within one auction's images); a repeat of one of those says so.
 */
async function storeChosenFiles({ supabase, userId, context, formData }: FormContext, files: File[]) {
  if (!files.length) return { stored: [], messages: [] };
  const pending = await getPendingAuctionImages(supabase);
  if (pending.error) return { stored: [], messages: [failedToSave("create auction: reading uploads", pending.error).message] };
  const { stored, refused, error } = await uploadAuctionImages(supabase, context.cloudflare.env.IMAGES, {
    userId,
    files,
    waiting: pending.images,
    inForm: new Set(carriedImages(formData)),
  });
  return { stored, messages: error ? [...refused, failedToSave("create auction: uploading", error).message] : refused };
}

export async function handleForm(form: FormContext) {
  const { formData, intent } = form;
  const files = takeChosenFiles(formData);
  const { stored, messages } = await storeChosenFiles(form, files);
  // What was stored is the form's from now on, whichever button sent it.
  for (const name of stored) formData.append("images", name);

  if (intent === "upload") {
    const chosen = files.length ? messages : ["Choose one or more images to upload"];
    return answer(form, { imageMessages: chosen }, chosen.length ? 400 : 200);
  }
  if (typeof intent === "object") return intent.operation === "keep-image" ? keepImage(form, intent.name, messages) : removeImage(form, messages);
  if (intent === "pay-fee") return payFee(form, messages);
  // Back from the review to the form, as it was filled.
  if (intent === "edit") return answer(form, { imageMessages: messages });
  if (messages.length) {
    // A chosen file was refused: the seller sees why before anything is reviewed or created.
    return answer(form, { imageMessages: messages }, 400);
  }
  return intent === "review" ? review(form) : create(form);
}

/** The form as it was sent, with its images, and anything else this post has to say. */
function answer(form: FormContext, data: Omit<CreateAuctionActionData, "images">, status = 200) {
  const { formData, headers } = form;
  return json<CreateAuctionActionData>({ result: formAsSent(formData), images: carriedImages(formData), ...data }, { status, headers });
}

/**
 * Keeps one of the photos from an unfinished auction in this form, after its own images; an
 * image that is no longer waiting (used or removed meanwhile) is not added.
 */
async function keepImage(form: FormContext, name: string, messages: string[]) {
  const { supabase, formData } = form;
  const carried = carriedImages(formData);
  if (carried.includes(name)) return answer(form, { imageMessages: messages });
  if (carried.length >= MAX_AUCTION_IMAGES) {
    return answer(form, { imageMessages: [...messages, `An auction can have at most ${MAX_AUCTION_IMAGES} images: remove one to keep another`] }, 400);
  }
  const pending = await getPendingAuctionImages(supabase);
  if (pending.error) {
    const failure = failedToSave("create auction: reading uploads", pending.error);
    return answer(form, { imageMessages: [...messages, failure.message] }, failure.status);
  }
  if (!pending.images.some((image) => image.name === name)) {
    return answer(form, { imageMessages: [...messages, "That photo is no longer available"] }, 409);
  }
  formData.append("images", name);
  return answer(form, { imageMessages: messages });
}

async function removeImage(form: FormContext, messages: string[]) {
  const { supabase, userId, formData, intent } = form;
  if (typeof intent !== "object") throw new Error("not a remove intent");
  const { error } = await removeAuctionImage(supabase, userId, intent.name);
  const failure = error ? failedToSave("create auction: removing an image", error) : null;
  const all = failure ? [...messages, failure.message] : messages;
  if (!failure) {
    const kept = carriedImages(formData).filter((name) => name !== intent.name);
    formData.delete("images");
    for (const name of kept) formData.append("images", name);
  }
  return answer(form, { imageMessages: all }, failure?.status ?? 200);
}

async function payFee(form: FormContext, messages: string[]) {
  const { request, context, supabase, formData, headers } = form;
  const payer = { supabase, origin: new URL(request.url).origin, cancelPath: "/create-auction" };
  const paid = await getPaymentProvider(context).payForAuctionFee(payer);
  const feeError = (message: string, status: number) =>
    json<CreateAuctionActionData>(
      { result: formAsSent(formData, { fieldErrors: { feePayment: [message] } }), imageMessages: messages, images: carriedImages(formData) },
      { status, headers },
    );
  if (paid.status === "refused") {
    const failure = failedToSave("create auction: admin fee", paid.error);
    return feeError(`The payment did not go through: ${failure.message}`, failure.status);
  }
  if (paid.status === "unavailable") return feeError(paymentMessages.unavailable, 503);
  // To the card checkout, keeping what was typed; /confirmation (or Cancel) brings the seller
  // back to the form as it was, with the fee paid (or not).
  if (paid.status === "checkout") {
    await keepAuctionDraft(request, context, draftOfForm(formData), headers);
    return redirect(paid.url, { status: 303, headers });
  }
  return answer(form, { imageMessages: messages, feePaid: true });
}

/** Where a refusal of create_auction belongs on the form. */
function refusalErrors(error: BackendError): { formErrors?: string[]; fieldErrors?: Record<string, string[]> } {
  const message: string = userMessageFor(error);
  if (message === createAuctionMessages.feePayment) return { fieldErrors: { feePayment: [message] } };
  if (message === createAuctionMessages.images || /image/i.test(message)) return { fieldErrors: { images: [message] } };
  if (/postcode/i.test(message)) return { fieldErrors: { postcode: [message] } };
  if (message === createAuctionMessages.vatStatus) return { fieldErrors: { vatStatus: [message] } };
  if (/collection and delivery/i.test(message)) return { fieldErrors: { collectionTerms: [message] } };
  return { formErrors: [message] };
}

/**
 * Review: the form checked as Create checks it (a mistake comes back on the form, values
 * kept), then shown as buyers will see it, with its values as hidden fields for Confirm or
 * Edit. Nothing is written.
 */
function review(form: FormContext) {
  const { formData, headers } = form;
  const images = carriedImages(formData);
  const submission = parseWithZod(formData, { schema: createAuctionSchema({ maxYear: maxGeneratorYear() }) });
  if (submission.status !== "success") {
    return json<CreateAuctionActionData>({ result: submission.reply(), images }, { status: 400, headers });
  }
  const fields: [string, string][] = [];
  for (const [name, value] of formData) {
    if (name !== "intent" && typeof value === "string") fields.push([name, value]);
  }
  return json<CreateAuctionActionData>(
    { result: formAsSent(formData), images, review: { ...auctionReview(submission.value), fields } },
    { headers },
  );
}

async function create(form: FormContext) {
  const { request, context, supabase, userId, formData, headers } = form;
  const images = carriedImages(formData);
  const submission = parseWithZod(formData, { schema: createAuctionSchema({ maxYear: maxGeneratorYear() }) });
  if (submission.status !== "success") {
    return json<CreateAuctionActionData>({ result: submission.reply(), images }, { status: 400, headers });
  }
  const auction = submission.value;
  const { id, error } = await createAuction(supabase, userId, { ...auction, reservePrice: auction.hasReserve ? auction.reservePrice! : null });
  const { redirectWithSuccess } = getToastUtils(request, context);
  const created = async (auctionId: string) => {
    // Created: the form kept while paying the fee is done with.
    await keepAuctionDraft(request, context, null, headers);
    const message = { message: "Your auction has been created successfully!", description: "Your generator is now live for bidding." };
    return redirectWithSuccess(`/auctions/${auctionId}`, message, { headers });
  };
  if (id) return created(id);

  // The same form sent again (a double click, or back and resubmit): its fee has already made
  // this seller's auction, so this submit's answer is that auction.
  if (error?.code === "GM409") {
    const paidFor = await getAuctionPaidBy(supabase, auction.feePayment);
    if (paidFor.auctionId) return created(paidFor.auctionId);
  }
  // A refusal meant for people (their images changed meanwhile, say) is theirs to put right:
  // answered in its words, not logged. Anything else is the spec's failure message.
  const refusal = refusalStatus(error);
  if (refusal !== null) {
    return json<CreateAuctionActionData>({ result: submission.reply(refusalErrors(error)), images }, { status: refusal, headers });
  }
  const { status } = failedToSave("create auction: creating", error);
  return json<CreateAuctionActionData>({ result: submission.reply({ formErrors: [createAuctionMessages.failed] }), images }, { status, headers });
}
