/** A receipt's printable page (app/routes/dashboard_.receipts.$paymentId), by its payment's id. */
export const receiptHref = (paymentId: string) => `/dashboard/receipts/${paymentId}`;
