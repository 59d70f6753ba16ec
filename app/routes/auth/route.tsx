import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthPage } from "~/components/auth/auth-page";
import { authPageData } from "~/components/auth/auth-page.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PlanGrid } from "~/components/plan-card";
import { audienceOf, findPlan, membershipPlans, planPriceText, planTerms } from "~/content/plans";
import type { AuthActionData } from "~/utils/auth-validation";
import { requireAnonymous } from "~/utils/auth.server";
import { pageMeta } from "~/utils/seo";
import { handleAuthAction } from "~/utils/sign-in.server";
import * as styles from "./styles.css";

/**
 * /auth: the sign-in card and the membership plans for visitors (a pricing or audience
 * page's "Choose …" link arrives with ?plan=…); signed-in members go to their dashboard.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = await requireAnonymous(request, context);
  const data = await authPageData(request);
  // Only a plan we sell is named back; anything else in ?plan= is ignored.
  return json({ ...data, plan: findPlan(data.plan)?.id ?? null }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAuthAction(request, context);
}

export default function AuthRoute() {
  const data = useLoaderData<typeof loader>();
  const chosenPlan = findPlan(data.plan);
  return (
    <AuthPage
      path="/auth"
      data={data}
      actionData={useActionData<typeof action>() as AuthActionData | undefined}
      notice={chosenPlan ? <ChosenPlanNotice planName={chosenPlan.name} price={planPriceText(chosenPlan)} /> : null}
    >
      <section aria-labelledby="membership-heading" className={styles.plans}>
        <h2 id="membership-heading" className={styles.plansTitle}>
          Membership plans
        </h2>
        <p className={styles.plansIntro}>
          Membership is free: you pay only for what you buy as a buyer, a private seller or a dealer. {planTerms.join(" · ")}
        </p>
        <PlanGrid plans={membershipPlans} chosenId={chosenPlan ? audienceOf(chosenPlan)?.id : undefined} />
      </section>
    </AuthPage>
  );
}

function ChosenPlanNotice({ planName, price }: { planName: string; price: string }) {
  return (
    <p className={styles.planChosen} role="status">
      You chose the {planName} plan ({price}). Sign in or create your account to continue.
    </p>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.mode === "signup" ? "Become a Member" : "Sign In",
    description: "Sign in to GenMarket or become a member to save listings, message sellers and sell your generator.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
