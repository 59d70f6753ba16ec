import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
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
import { createAuctionMessages, createAuctionSchema, type CreateAuctionIntent } from "./schema";

/**
 * What the create auction form's buttons do (route.tsx's action decides who may): Upload
 * Images, Remove, Pay Admin Fee and Create Auction, all posting the whole form, so without
 * JavaScript each comes back to the form as it was filled. Files chosen in the form are
 * stored first, whichever button sent them.
 */

export type CreateAuctionActionData = {
  /** Absent when the request was refused unread (too large: uploadTooLarge). */
  result?: SubmissionResult<string[]>;
  /** Why a chosen file was not added (naming it). */
  imageMessages?: string[];
  /** The admin fee was paid by this post. */
  feePaid?: boolean;
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

/**
 * Stores the chosen files among the seller's waiting images, as web copies only
 * (uploadAuctionImages): the names stored, and messages for those refused.
 */
async function storeChosenFiles({ supabase, userId, context }: FormContext, files: File[]) {
  if (!files.length) return { stored: [], messages: [] };
  const pending = await getPendingAuctionImages(supabase);
  if (pending.error) return { stored: [], messages: [failedToSave("create auction: reading uploads", pending.error).message] };
  const { stored, refused, error } = await uploadAuctionImages(supabase, context.cloudflare.env.IMAGES, {
    userId,
    files,
    waiting: pending.images,
  });
  return { stored, messages: error ? [...refused, failedToSave("create auction: uploading", error).message] : refused };
}

export async function handleForm(form: FormContext) {
  const { formData, intent, headers } = form;
  const files = takeChosenFiles(formData);
  const { stored, messages } = await storeChosenFiles(form, files);

  if (intent === "upload") {
    const chosen = files.length ? messages : ["Choose one or more images to upload"];
    return json<CreateAuctionActionData>({ result: formAsSent(formData), imageMessages: chosen }, { status: chosen.length ? 400 : 200, headers });
  }
  if (typeof intent === "object") return removeImage(form, messages);
  if (intent === "pay-fee") return payFee(form, messages);
  if (messages.length) {
    // A chosen file was refused: the seller sees why before anything is created.
    return json<CreateAuctionActionData>({ result: formAsSent(formData), imageMessages: messages }, { status: 400, headers });
  }
  for (const name of stored) formData.append("images", name);
  return create(form);
}

async function removeImage(form: FormContext, messages: string[]) {
  const { supabase, userId, formData, intent, headers } = form;
  if (typeof intent !== "object") throw new Error("not a remove intent");
  const { error } = await removeAuctionImage(supabase, userId, intent.name);
  const failure = error ? failedToSave("create auction: removing an image", error) : null;
  const all = failure ? [...messages, failure.message] : messages;
  return json<CreateAuctionActionData>({ result: formAsSent(formData), imageMessages: all }, { status: failure?.status ?? 200, headers });
}

async function payFee(form: FormContext, messages: string[]) {
  const { request, context, supabase, formData, headers } = form;
  const payer = { supabase, origin: new URL(request.url).origin, cancelPath: "/create-auction" };
  const paid = await getPaymentProvider(context).payForAuctionFee(payer);
  const feeError = (message: string, status: number) =>
    json<CreateAuctionActionData>(
      { result: formAsSent(formData, { fieldErrors: { feePayment: [message] } }), imageMessages: messages },
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
  return json<CreateAuctionActionData>({ result: formAsSent(formData), imageMessages: messages, feePaid: true }, { headers });
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

async function create(form: FormContext) {
  const { request, context, supabase, userId, formData, headers } = form;
  const submission = parseWithZod(formData, { schema: createAuctionSchema({ maxYear: maxGeneratorYear() }) });
  if (submission.status !== "success") {
    return json<CreateAuctionActionData>({ result: submission.reply() }, { status: 400, headers });
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
    return json<CreateAuctionActionData>({ result: submission.reply(refusalErrors(error)) }, { status: refusal, headers });
  }
  const { status } = failedToSave("create auction: creating", error);
  return json<CreateAuctionActionData>({ result: submission.reply({ formErrors: [createAuctionMessages.failed] }) }, { status, headers });
}
