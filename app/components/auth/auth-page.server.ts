import { getZodConstraint } from "@conform-to/zod/v4";
import { isBidFormPath } from "~/content/auctions";
import { planCheckoutPath, privateSellerPlans, tradeSellerPlans } from "~/content/plans";
import { demoAccounts, isSignupAccount, signupAccounts, type DemoAccount, type SignupAccount } from "~/utils/auth-accounts";
import { signInSchema, signupSchema } from "~/utils/auth-validation";
import { safeRedirect } from "~/utils/user";
import { authHref, type AuthMode } from "./auth-links";
import { type DemoAccountEntry, type ReturnNoticeWords, type SignInCardLinks } from "./sign-in-card";

// The loaders' side of /login, /auth and /signup, here so the plans and zod stay off those
// pages' script (the forms load their schema on first focus: utils/validation-on-first-use.ts).

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

/** The HTML constraints (required, minlength…) of the form a mode shows: sign in, or the sign-up form. */
export function authFieldConstraints(mode: AuthMode) {
  return getZodConstraint(mode === "signin" ? signInSchema : signupSchema);
}

/** What the sign-in card's pages (/login, /auth) hand their AuthPage. */
export function authPageData(request: Request, path: string) {
  const query = readAuthQuery(request);
  return {
    ...query,
    links: signInCardLinks(path, query),
    constraint: authFieldConstraints(query.mode),
    returnNotice: returnNoticeFor(query.redirectTo),
    demoAccounts: demoAccountList,
  };
}

/** The card's links on `path`, keeping the return URL and plan (built here so the page needs no URL code). */
function signInCardLinks(path: string, { redirectTo, plan }: { redirectTo: string | null; plan: string | null }): SignInCardLinks {
  const signupAs = Object.fromEntries(
    signupAccounts.map((account) => [account, authHref(path, { mode: "signup", account, redirectTo, plan })]),
  ) as Record<SignupAccount, string>;
  return {
    signin: authHref(path, { mode: "signin", redirectTo, plan }),
    signup: authHref(path, { mode: "signup", redirectTo, plan }),
    signupAs,
    signupPage: authHref("/signup", { redirectTo, plan }),
  };
}

/** The demo accounts as the panel lists them, handed over so the table stays off the pages' script. */
const demoAccountList: DemoAccountEntry[] = (Object.keys(demoAccounts) as DemoAccount[]).map((account) => ({
  account,
  label: demoAccounts[account].label,
  email: demoAccounts[account].email,
}));

/** The amber notice for a visitor sent here from a members-only page: what they were doing, in words, rather than the raw path. */
function returnNoticeFor(redirectTo: string | null): ReturnNoticeWords | null {
  if (!redirectTo || redirectTo === "/") return null;
  const path = redirectTo.split("?")[0] ?? "";
  if (path === "/bulk-upload") {
    return {
      title: "Bulk upload is for members",
      text: "Sign in to upload many listings at once from a CSV file. You'll go straight back to bulk upload.",
    };
  }
  // Place Bid on an auction card (docs/spec/02-auctions-and-seller-tools.md §2): the bid form waits for them after sign-in.
  if (isBidFormPath(redirectTo)) {
    return {
      title: "You will be notified to complete your bid",
      text: "Please log in or create an account to place a bid. You'll go straight back to the auction's bid form.",
    };
  }
  // Call Seller, Save, Message Seller or Report on a listing.
  if (/^\/listings\/[^/#]+(\/report)?(#.*)?$/.test(path)) {
    return {
      title: /[?&]phone=1(&|#|$)/.test(redirectTo)
        ? "Sign in to see the seller's number"
        : /\/report(#.*)?$/.test(path)
          ? "Sign in to report this listing"
          : "Sign in to continue with this listing",
      text: "Sign in or create an account, and you'll go straight back to the listing.",
    };
  }
  return { page: path };
}
