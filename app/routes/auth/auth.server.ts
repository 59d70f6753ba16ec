import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { authPageData } from "~/components/auth/auth-page.server";
import { audienceOf, findPlan, membershipPlans, planCard, planPriceText, planTerms } from "~/content/plans";
import { requireAnonymous } from "~/utils/auth.server";
import { handleAuthAction } from "~/utils/sign-in.server";

// The server's side of /auth, here so the price list (content/plans.ts) stays off the page's
// script: the page is handed the plan cards and the words around them with the prices in them.

export async function authLoader({ request, context }: LoaderFunctionArgs) {
  const headers = await requireAnonymous(request, context);
  const data = authPageData(request, "/auth");
  // Only a plan we sell is named back; anything else in ?plan= is ignored.
  const chosenPlan = findPlan(data.plan);
  return json(
    {
      ...data,
      plan: chosenPlan?.id ?? null,
      // The page's description, here rather than in its meta function (the page's script).
      description: "Sign in to GenMarket or become a member to save listings, message sellers and sell your generator.",
      // The status above the card for a plan chosen on a pricing page, in words.
      chosenPlanNotice: chosenPlan
        ? `You chose the ${chosenPlan.name} plan (${planPriceText(chosenPlan)}). Sign in or create your account to continue.`
        : null,
      plans: {
        cards: membershipPlans.map(planCard),
        chosenCardId: chosenPlan ? audienceOf(chosenPlan)?.id : undefined,
        intro: `Membership is free: you pay only for what you buy as a buyer, a private seller or a dealer. ${planTerms.join(" · ")}`,
      },
    },
    { headers },
  );
}

export async function authAction({ request, context }: ActionFunctionArgs) {
  return handleAuthAction(request, context);
}
