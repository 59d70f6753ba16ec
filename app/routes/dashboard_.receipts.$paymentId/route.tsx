import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { BreadcrumbHandle } from "~/components/breadcrumbs";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { formatDate } from "~/utils/format";
import { useHydrated } from "~/utils/misc";
import { formatPence, refundStatusLabels } from "~/utils/receipts";
import { pageMeta } from "~/utils/seo";
import { loadReceiptPage } from "./receipt.server";
import * as styles from "./styles.css";

/**
 * A receipt: a UK VAT invoice for one of the member's payments (docs/payments.md "Receipts"),
 * the page itself the printable document (its print styles drop the site's header, footer and
 * these buttons). Print calls the browser's print once the page has hydrated; until then, and
 * without JavaScript, the browser's own Print does the same.
 */
export async function loader(args: LoaderFunctionArgs) {
  return loadReceiptPage(args);
}

// No trail: the page's own "Back to Billing" is the way back (/dashboard/receipts is no page).
export const handle: BreadcrumbHandle = { hideBreadcrumbs: true };

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

export default function ReceiptPage() {
  const { receipt, customer, supplier } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const rate = percent(receipt.vatRate);
  return (
    <div className={page.container}>
      <div className={styles.actions}>
        <Link to="/dashboard?view=billing">Back to Billing</Link>
        {hydrated ? (
          <button type="button" className={button.primary} onClick={() => window.print()}>
            Print receipt
          </button>
        ) : (
          <span className={styles.hint}>Use your browser&apos;s Print to keep a paper or PDF copy.</span>
        )}
      </div>
      <article className={styles.document} aria-labelledby="receipt-title">
        <header className={styles.top}>
          <div>
            <h1 id="receipt-title" className={styles.title}>
              Receipt
            </h1>
            <p className={styles.subtitle}>VAT invoice</p>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>Receipt number</dt>
              <dd className={styles.mono}>{receipt.number}</dd>
            </div>
            <div>
              <dt>Date of supply and payment</dt>
              <dd>{formatDate(receipt.paidAt)}</dd>
            </div>
          </dl>
        </header>

        <div className={styles.parties}>
          <section aria-labelledby="receipt-from">
            <h2 id="receipt-from" className={styles.partyTitle}>
              From
            </h2>
            <address className={styles.address}>
              <strong>{supplier.legalName}</strong>
              {` (${supplier.name})`}
              <br />
              {supplier.address.street}
              <br />
              {`${supplier.address.locality} ${supplier.address.postcode}`}
              <br />
              {supplier.address.country}
            </address>
            <p>
              VAT number <span className={styles.mono}>{supplier.vatNumber}</span>
            </p>
          </section>
          <section aria-labelledby="receipt-to">
            <h2 id="receipt-to" className={styles.partyTitle}>
              To
            </h2>
            <address className={styles.address}>
              <strong>{customer.name}</strong>
              {customer.company ? (
                <>
                  <br />
                  {customer.company}
                </>
              ) : null}
              {customer.addressLines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
              <br />
              {customer.email}
            </address>
            {customer.addressLines.length ? null : (
              <p className={styles.hint}>
                No address on your profile: <Link to="/dashboard?view=account">add one in Account</Link> and it shows here.
              </p>
            )}
          </section>
        </div>

        <div className={styles.tableWrap}>
          <table className={styles.lines}>
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col" className={`${styles.amount} ${styles.wideOnly}`}>
                  Net
                </th>
                <th scope="col" className={`${styles.amount} ${styles.wideOnly}`}>
                  VAT rate
                </th>
                <th scope="col" className={`${styles.amount} ${styles.wideOnly}`}>
                  VAT
                </th>
                <th scope="col" className={styles.amount}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  {receipt.description}
                  {receipt.planWeek ? (
                    <>
                      {" "}
                      <span className={styles.detail}>{`${formatDate(receipt.planWeek.from)} to ${formatDate(receipt.planWeek.to)}`}</span>
                    </>
                  ) : null}
                </td>
                <td className={`${styles.amount} ${styles.wideOnly}`}>{formatPence(receipt.netPence)}</td>
                <td className={`${styles.amount} ${styles.wideOnly}`}>{rate}</td>
                <td className={`${styles.amount} ${styles.wideOnly}`}>{formatPence(receipt.vatPence)}</td>
                <td className={styles.amount}>{formatPence(receipt.totalPence)}</td>
              </tr>
            </tbody>
          </table>
        </div>

        <dl className={styles.totals}>
          <div>
            <dt>Net</dt>
            <dd>{formatPence(receipt.netPence)}</dd>
          </div>
          <div>
            <dt>{`VAT at ${rate}`}</dt>
            <dd>{formatPence(receipt.vatPence)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>Total paid</dt>
            <dd>{formatPence(receipt.totalPence)}</dd>
          </div>
        </dl>

        <dl className={styles.payment}>
          <div>
            <dt>Payment</dt>
            <dd>{receipt.provider === "stripe" ? "Paid by card (Stripe)" : "Test mode (no card charged)"}</dd>
          </div>
          <div>
            <dt>Reference</dt>
            <dd className={styles.mono}>{receipt.reference}</dd>
          </div>
          {receipt.providerReference ? (
            <div>
              <dt>Card payment reference</dt>
              <dd className={styles.mono}>{receipt.providerReference}</dd>
            </div>
          ) : null}
          {receipt.refundState ? (
            <div>
              <dt>Status</dt>
              <dd>{receipt.refundState === "refunded" ? "Refunded" : "Partly refunded"}</dd>
            </div>
          ) : null}
        </dl>

        {receipt.refunds.length > 0 ? (
          <section className={styles.refunds} aria-labelledby="receipt-refunds">
            <h2 id="receipt-refunds" className={styles.partyTitle}>
              Refunds
            </h2>
            <div className={styles.tableWrap}>
              <table className={styles.lines} aria-labelledby="receipt-refunds">
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Status</th>
                    <th scope="col" className={styles.amount}>
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {receipt.refunds.map((refund) => (
                    <tr key={refund.id}>
                      <td>{formatDate(refund.refunded_at ?? refund.created_at)}</td>
                      <td>{refund.reason}</td>
                      <td>{refundStatusLabels[refund.status]}</td>
                      <td className={styles.amount}>{formatPence(refund.amount_pence)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className={styles.totals}>
              <div>
                <dt>Refunded</dt>
                <dd>{formatPence(receipt.refundedPence)}</dd>
              </div>
              <div className={styles.grandTotal}>
                <dt>Paid after refunds</dt>
                <dd>{formatPence(receipt.paidNetOfRefundsPence)}</dd>
              </div>
            </dl>
          </section>
        ) : null}
      </article>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: data ? `Receipt ${data.receipt.number}` : "Receipt", description: "Your GenMarket receipt (VAT invoice)." });

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="Receipt not found"
      lead="There is no receipt of yours here. Your receipts are listed in your dashboard's Billing."
      browse={{ to: "/dashboard?view=billing", label: "Go to Billing" }}
    />
  );
}
