import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { CheckList } from "~/components/sections";
import * as sections from "~/components/sections.css";
import { button } from "~/components/ui/button.css";
import { defaultSubscriptionPlan, findSubscriptionPlan, planTerms } from "~/content/plans";
import { pageMeta } from "~/utils/seo";

/** A payment provider's checkout session id: shown back as a reference, so only plain ids. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * Where a subscription checkout returns to (spec 02 §2 "Confirmation"): ?session_id=…&plan=…&success=…
 * The plan defaults to Standard; success=false means the checkout did not complete.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const plan = findSubscriptionPlan(params.get("plan")) ?? defaultSubscriptionPlan;
  const sessionId = params.get("session_id");
  return json({
    planName: plan.name,
    paid: plan.price > 0,
    reference: sessionId && SESSION_ID_PATTERN.test(sessionId) ? sessionId : null,
    success: params.get("success") !== "false",
  });
}

export default function ConfirmationPage() {
  const { planName, paid, reference, success } = useLoaderData<typeof loader>();
  return (
    <div className={page.container}>
      <div className={`${page.card} ${page.stack}`}>
        {success ? (
          <>
            <h1 className={page.pageTitle}>Subscription Confirmed</h1>
            <p className={page.lead}>
              Welcome to GenMarket {planName}. Your membership is active and you can start using it straight away.
            </p>
            {paid ? (
              <CheckList items={planTerms} />
            ) : null}
          </>
        ) : (
          <>
            <h1 className={page.pageTitle}>Subscription Not Completed</h1>
            <p className={page.lead}>
              Your {planName} subscription was not completed and you have not been charged. You can choose a plan again
              at any time, or contact us if something went wrong.
            </p>
          </>
        )}
        {reference ? (
          <p>
            Your reference: <code>{reference}</code>
          </p>
        ) : null}
        <div className={sections.actions}>
          <Link to="/listings" className={button.primary}>
            Browse Generators
          </Link>
          <Link to="/" className={button.secondary}>
            Go to the Home Page
          </Link>
          <Link to="/contact" className={button.ghost}>
            Contact Us
          </Link>
        </div>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({
    title: data?.success === false ? "Subscription Not Completed" : "Subscription Confirmed",
    description: "Your GenMarket membership: what your plan includes and where to start browsing, listing and selling generators.",
  }),
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
