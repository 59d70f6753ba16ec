import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { authHref } from "~/components/auth/auth-links";
import { authFieldConstraints, readAuthQuery } from "~/components/auth/auth-page.server";
import { SignUpForm } from "~/components/auth/sign-up-form";
import * as authStyles from "~/components/auth/styles.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { AuthActionData } from "~/utils/auth-validation";
import { requireAnonymous } from "~/utils/auth.server";
import { pageMeta } from "~/utils/seo";
import { handleSignUp } from "~/utils/sign-in.server";

/**
 * /signup (docs/spec/01-marketplace-core.md §2): the sign-up form for a buyer, private seller or dealer
 * (?account=buyer|private|dealer, else the one the ?plan= is for), keeping ?redirectTo= and
 * ?plan= as /login and /auth do.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = await requireAnonymous(request, context);
  const { account, redirectTo, plan } = readAuthQuery(request);
  return json({ account, redirectTo, plan, constraint: authFieldConstraints("signup") }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleSignUp(request, context, await request.formData());
}

export default function SignupRoute() {
  const { account, redirectTo, plan, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as AuthActionData | undefined;

  return (
    <div className={authStyles.formLayout}>
      <section className={authStyles.card} aria-labelledby="signup-heading">
        <h1 id="signup-heading" className={authStyles.cardTitle}>
          Create your GenMarket account
        </h1>
        <SignUpForm
          account={account}
          accountHref={(choice) => authHref("/signup", { account: choice, redirectTo, plan })}
          redirectTo={redirectTo}
          constraint={constraint}
          actionData={actionData}
        />
        <div className={authStyles.cardFooter}>
          <p>
            Already a member?{" "}
            <Link to={authHref("/login", { redirectTo, plan })} className={authStyles.subtleLink}>
              Sign in
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Sign Up",
    description: "Create a free GenMarket buyer account, or a private seller or dealer account to sell your generators.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
