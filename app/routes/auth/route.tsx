import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthPage, authPageHandle } from "~/components/auth/auth-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PlanGrid } from "~/components/plan-card";
import type { AuthActionData } from "~/utils/auth-validation";
import { pageMeta } from "~/utils/seo";
import { authAction, authLoader } from "./auth.server";
import * as styles from "./styles.css";

/**
 * /auth: the sign-in card and the membership plans for visitors (a pricing or audience
 * page's "Choose …" link arrives with ?plan=…); signed-in members go to their dashboard.
 */
export async function loader(args: LoaderFunctionArgs) {
  return authLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return authAction(args);
}

export default function AuthRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <AuthPage
      path="/auth"
      data={data}
      actionData={useActionData<typeof action>() as AuthActionData | undefined}
      notice={
        data.chosenPlanNotice ? (
          <p className={styles.planChosen} role="status">
            {data.chosenPlanNotice}
          </p>
        ) : null
      }
    >
      <section aria-labelledby="membership-heading" className={styles.plans}>
        <h2 id="membership-heading" className={styles.plansTitle}>
          Membership plans
        </h2>
        <p className={styles.plansIntro}>{data.plans.intro}</p>
        <PlanGrid plans={data.plans.cards} chosenId={data.plans.chosenCardId} />
      </section>
    </AuthPage>
  );
}

export const handle = authPageHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.mode === "signup" ? "Become a Member" : "Sign In",
    description: data?.description ?? "",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
