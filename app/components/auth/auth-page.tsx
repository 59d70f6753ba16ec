import type { ReactNode } from "react";
import { planCheckoutPath, privateSellerPlans, tradeSellerPlans } from "~/content/plans";
import { isSignupAccount, type AuthActionData, type SignupAccount } from "~/utils/auth-validation";
import { safeRedirect } from "~/utils/user";
import { DemoAccountsPanel, ReturnNotice, SignInCard, type AuthMode } from "./sign-in-card";
import * as styles from "./styles.css";

export type AuthPageData = { mode: AuthMode; account: SignupAccount; redirectTo: string | null; plan?: string | null };

/**
 * /login and /auth: the sign-in card with its notices and the demo accounts, plus a page's
 * own `notice` above the card and `children` across the full width below.
 */
export function AuthPage({
  path,
  data,
  actionData,
  notice,
  children,
}: {
  path: string;
  data: AuthPageData;
  actionData: AuthActionData | undefined;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <ReturnNotice redirectTo={data.redirectTo} />
        {notice}
        <SignInCard
          path={path}
          mode={data.mode}
          account={data.account}
          redirectTo={data.redirectTo}
          plan={data.plan}
          actionData={actionData}
        />
      </div>
      <div className={styles.column}>
        <DemoAccountsPanel redirectTo={data.redirectTo} error={actionData?.demoError} />
      </div>
      {children ? <div className={styles.fullWidth}>{children}</div> : null}
    </div>
  );
}

/**
 * The mode, the sign-up account type, the return URL (only if it stays on this site; else
 * the chosen weekly plan's checkout) and the plan from the query string of /login, /auth and /signup.
 */
export function readAuthQuery(request: Request) {
  const url = new URL(request.url);
  const mode: AuthMode = url.searchParams.get("mode") === "signup" ? "signup" : "signin";
  const plan = url.searchParams.get("plan");
  // A weekly plan chosen on a pricing page is bought straight after signing up or in.
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "") || planCheckoutPath(plan);
  const account = url.searchParams.get("account");
  return { mode, account: isSignupAccount(account) ? account : accountForPlan(plan), redirectTo, plan };
}

/** The account type a chosen plan is for: a trade package makes a dealer, a private seller's plan a private seller. */
function accountForPlan(plan: string | null): SignupAccount {
  const forPlan = (plans: { id: string }[]) => plans.some((candidate) => candidate.id === plan);
  if (forPlan(tradeSellerPlans)) return "dealer";
  if (forPlan(privateSellerPlans)) return "private";
  return "buyer";
}
