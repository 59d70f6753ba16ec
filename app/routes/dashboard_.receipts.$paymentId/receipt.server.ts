import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { company } from "~/content/company";
import { getReceipt, getReceiptCustomer } from "~/models/receipt.server";
import { requireUser } from "~/utils/auth.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToLoad } from "~/utils/errors.server";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { recordId } from "~/utils/validation";

export const RECEIPT_NOT_FOUND = "Receipt not found";

/**
 * One of the signed-in member's receipts with everything a UK VAT invoice carries
 * (docs/payments.md "Receipts"): anyone else's payment, an unpaid one or a made-up id is a 404.
 */
export async function loadReceiptPage({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const paymentId = recordId.safeParse(params.paymentId);
  invariantResponse(paymentId.success, RECEIPT_NOT_FOUND, { status: 404 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const [receipt, customer] = await Promise.all([getReceipt(supabase, user.id, paymentId.data), getReceiptCustomer(supabase, user.email)]);
  if (receipt.error) failedToLoad("receipt: reading the payment", receipt.error, headers);
  if (customer.error) failedToLoad("receipt: reading the member's name and address", customer.error, headers);
  invariantResponse(receipt.receipt, RECEIPT_NOT_FOUND, { status: 404, headers });
  const { name, legalName, address, vatNumber } = company;
  return json(
    { receipt: receipt.receipt, customer: customer.customer!, supplier: { name, legalName, address, vatNumber } },
    { headers: combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }) },
  );
}
