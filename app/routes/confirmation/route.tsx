import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ButtonLinks } from "~/components/button-links";
import { CheckList } from "~/components/check-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import * as sections from "~/components/sections.css";
import { planTerms } from "~/content/plans";
import { formatDate, formatGBP } from "~/utils/format";
import { pageMeta } from "~/utils/seo";
import { loadConfirmation } from "./confirmation.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadConfirmation(request, context);
}

export default function ConfirmationPage() {
  const { state, planName, confirmation } = useLoaderData<typeof loader>();
  return (
    <div className={page.container}>
      <div className={`${page.card} ${page.stack}`}>
        {state === "confirmed" && confirmation ? (
          <>
            <h1 className={page.pageTitle}>Subscription Confirmed</h1>
            <p className={page.lead}>
              {confirmation.ended
                ? `Your ${planName} payment went through. You have since moved to another plan: your dashboard shows the one you are on.`
                : `Welcome to GenMarket ${planName}. Your plan is active and you can start using it straight away.`}
            </p>
            <dl className={page.stack}>
              <div>
                <dt>Plan</dt>
                <dd>{planName}</dd>
              </div>
              <div>
                {confirmation.paidAt ? (
                  <>
                    <dt>Paid</dt>
                    <dd>{`${formatGBP(confirmation.amountPence / 100)} inc. VAT on ${formatDate(confirmation.paidAt)}`}</dd>
                  </>
                ) : confirmation.trialEndsAt ? (
                  <>
                    <dt>Free trial</dt>
                    <dd>{`Until ${formatDate(confirmation.trialEndsAt)}, then ${formatGBP(confirmation.amountPence / 100)} inc. VAT a week`}</dd>
                  </>
                ) : (
                  <>
                    <dt>Weekly</dt>
                    <dd>{`${formatGBP(confirmation.amountPence / 100)} inc. VAT a week: each payment's receipt is in Billing`}</dd>
                  </>
                )}
              </div>
              <div>
                <dt>Started</dt>
                <dd>{formatDate(confirmation.startedAt)}</dd>
              </div>
              {confirmation.ended ? null : (
                <div>
                  <dt>Renews</dt>
                  <dd>{formatDate(confirmation.renewsAt)}</dd>
                </div>
              )}
              <div>
                <dt>Reference</dt>
                <dd>
                  <code>{confirmation.reference}</code>
                </dd>
              </div>
            </dl>
            <CheckList items={[...confirmation.features, ...planTerms]} />
          </>
        ) : state === "cancelled" ? (
          <>
            <h1 className={page.pageTitle}>Subscription Not Completed</h1>
            <p className={page.lead}>
              {`Your ${planName ?? "plan"} subscription was not completed and you have not been charged. You can choose a plan again at any time, or contact us if something went wrong.`}
            </p>
          </>
        ) : state === "unpaid" ? (
          <>
            <h1 className={page.pageTitle}>Payment Not Completed</h1>
            <p className={page.lead}>This checkout was not paid, so nothing was charged. You can go back and pay whenever you are ready.</p>
          </>
        ) : state === "unconfirmed" ? (
          <>
            <h1 className={page.pageTitle}>Payment Being Confirmed</h1>
            <p className={page.lead}>
              We could not check this payment with our card processor just now. If you paid, it is applied within a few minutes and shows in your dashboard; there is no need to pay again.
            </p>
          </>
        ) : (
          <>
            <h1 className={page.pageTitle}>Nothing to Confirm</h1>
            <p className={page.lead}>
              This link does not match a plan payment on your account, so there is nothing to confirm. Your dashboard shows the plan you are on.
            </p>
          </>
        )}
        <ButtonLinks
          className={sections.actions}
          links={
            state === "unpaid" || state === "unconfirmed"
              ? [
                  { to: "/dashboard", label: "Go to your dashboard", variant: "primary" },
                  { to: "/listings", label: "Browse Generators", variant: "secondary" },
                ]
              : [
                  { to: "/dashboard", label: "See your plan", variant: "primary" },
                  { to: "/listings", label: "Browse Generators", variant: "secondary" },
                  { to: "/pricing", label: "Compare plans", variant: "ghost" },
                ]
          }
        />
      </div>
    </div>
  );
}

const confirmationTitles = {
  confirmed: "Subscription Confirmed",
  cancelled: "Subscription Not Completed",
  unpaid: "Payment Not Completed",
  unconfirmed: "Payment Being Confirmed",
  unknown: "Nothing to Confirm",
} as const;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({
    title: confirmationTitles[data?.state ?? "unknown"],
    description: "Your GenMarket plan: what it includes, what you paid and when it renews.",
  }),
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
