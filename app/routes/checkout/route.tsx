import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/check-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormAlert, SubmitButton } from "~/components/forms";
import * as page from "~/components/page.css";
import * as sections from "~/components/sections.css";
import { button } from "~/components/ui/button.css";
import { PLAN_TRIAL_DAYS, planChargePence, planPriceText, planTerms, subscriptionPlans } from "~/content/plans";
import { getCurrentPlan, hasHadFreeTrial } from "~/models/member-plan.server";
import { requireUser } from "~/utils/auth.server";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { formatGBP } from "~/utils/format";
import { invariantResponse, useIsPending } from "~/utils/misc";
import { getPaymentProvider, paymentMessages } from "~/utils/payments.server";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { confirmationPath, PlanCheckoutSchema } from "./schema";

/**
 * /checkout?plan=… (docs/payments.md): a signed-in member buys a weekly plan (Priority Buyer
 * or a trade package) chosen on /pricing, /buyers or /trade-sellers, or carried through
 * sign-up and sign-in (/auth?plan=… sends a signed-in member here). One plain POST starts
 * the weekly plan through the payment provider at the price SQL decides (start_plan_payment):
 * a member's first plan with its free trial, a later one paid from its first week
 * (docs/payments.md "Weekly plans"); it lands on /confirmation, which reads the plan back
 * from the database. Visitors go through the sign-in gate and come back here.
 */

function findCheckoutPlan(value: string | null) {
  const plan = subscriptionPlans.find((candidate) => candidate.id === value);
  invariantResponse(plan, "There is no such plan. Choose one on the pricing page.", { status: 404 });
  return plan;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const plan = findCheckoutPlan(new URL(request.url).searchParams.get("plan"));
  const user = await requireUser(request, context, { signedOutMessage: `Sign in or create your account to choose ${plan.name}.` });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const [current, trial] = await Promise.all([getCurrentPlan(supabase, user.id), hasHadFreeTrial(supabase, user.id)]);
  if (current.error) failedToLoad("checkout: reading the member's plan", current.error, headers);
  if (trial.error) failedToLoad("checkout: reading the member's trial", trial.error, headers);
  return json(
    {
      plan: { id: plan.id, name: plan.name, price: planPriceText(plan), charge: planChargePence(plan), vatAdded: plan.vat === "added", features: plan.features },
      currentPlanName: current.plan?.name ?? null,
      alreadyOnIt: current.plan?.planId === plan.id,
      // Shown only: SQL decides the trial when the plan starts (start_plan_payment's trial_days).
      trialDays: trial.hadTrial ? 0 : PLAN_TRIAL_DAYS,
      testMode: getPaymentProvider(context).testMode,
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const parsed = PlanCheckoutSchema.safeParse({ plan: formData.get("plan") });
  if (!parsed.success) return json({ formError: "Choose a plan on the pricing page." }, { status: 400 });
  const plan = findCheckoutPlan(parsed.data.plan);
  const user = await requireUser(request, context, { redirectTo: `/checkout?plan=${plan.id}` });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const payer = { supabase, origin: new URL(request.url).origin, cancelPath: `/checkout?plan=${plan.id}`, email: user.email };
  const paid = await getPaymentProvider(context).payForPlan(payer, plan.id);
  if (paid.status === "refused") {
    const failure = failedToSave(`checkout: paying for ${plan.id} (${user.id})`, paid.error);
    return json({ formError: `The payment did not go through: ${failure.message}` }, { status: failure.status, headers });
  }
  if (paid.status === "unavailable") return json({ formError: paymentMessages.unavailable }, { status: 503, headers });
  if (paid.status === "checkout") return redirect(paid.url, { status: 303, headers });
  return redirect(confirmationPath(paid.payments[0]!.id, plan.id), { headers });
}

export default function CheckoutPage() {
  const { plan, currentPlanName, alreadyOnIt, testMode, trialDays } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const charge = formatGBP(plan.charge / 100);
  return (
    <div className={page.container}>
      <div className={`${page.card} ${page.stack}`}>
        <h1 className={page.pageTitle}>{plan.name}</h1>
        <p className={page.lead}>{plan.price}</p>
        <CheckList items={[...plan.features, ...planTerms]} />
        {alreadyOnIt ? (
          <>
            <p role="status">You are on {plan.name} now.</p>
            <div className={sections.actions}>
              <Link to="/dashboard" className={button.primary}>
                See your plan
              </Link>
            </div>
          </>
        ) : (
          <Form method="post" className={page.stack} aria-labelledby="pay-heading">
            <h2 id="pay-heading" className={sections.cardTitle}>
              {trialDays ? "Start your free trial" : "Pay for your first week"}
            </h2>
            {actionData?.formError ? <FormAlert id="checkout-error">{actionData.formError}</FormAlert> : null}
            <p>
              {trialDays
                ? `${trialDays} days free, then ${charge} a week${plan.vatAdded ? " (VAT included: the price plus 20% VAT)" : " inc. VAT"} until you cancel. Nothing is charged today; cancel before the trial ends and nothing is charged at all. `
                : `${charge} today${plan.vatAdded ? " (VAT included: the price plus 20% VAT)" : " inc. VAT"}, then weekly until you cancel. `}
              {currentPlanName ? `Your ${currentPlanName} plan ends when this one starts.` : null}
            </p>
            {testMode ? <p className={sections.cardText}>Test mode: no card is charged.</p> : null}
            <input type="hidden" name="plan" value={plan.id} />
            <div className={sections.actions}>
              <SubmitButton pending={pending} pendingLabel={trialDays ? "Starting..." : "Paying..."}>
                {trialDays ? `Start ${plan.name}: ${trialDays} days free` : `Pay ${charge} and start ${plan.name}`}
              </SubmitButton>
              <Link to="/pricing" className={button.ghost}>
                Compare plans
              </Link>
            </div>
          </Form>
        )}
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data ? `Choose ${data.plan.name}` : "Choose a plan", description: "Pay for your GenMarket plan." }),
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
