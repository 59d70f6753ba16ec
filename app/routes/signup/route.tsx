import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import * as authStyles from "~/components/auth/styles.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CheckboxField, ErrorSummary, Field, SubmitButton } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import type { AuthActionData } from "~/utils/auth-validation";
import { requireAnonymous } from "~/utils/auth.server";
import { useHydrated } from "~/utils/misc";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { pageMeta } from "~/utils/seo";
import { signUpMember, UNEXPECTED_MESSAGE } from "~/utils/sign-in.server";
import { signupSchema, type SignupAccount } from "./schema";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = await requireAnonymous(request, context);
  const account: SignupAccount = new URL(request.url).searchParams.get("account") === "dealer" ? "dealer" : "buyer";
  return json({ account }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signupSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const value = submission.value;
  const fail = (message: string, status = 400) =>
    json({ result: submission.reply({ formErrors: [message], hideFields: ["password", "confirmPassword"] }) }, { status });
  if (await isRateLimited(request, context, "signIn")) return fail(RATE_LIMITED_MESSAGE, 429);

  // Buyers are buyers; dealers are trade sellers with their company on the profile.
  const metadata: Record<string, string> =
    value.account === "dealer"
      ? { user_type: "trade_seller", full_name: value.companyName, company_name: value.companyName, phone: value.phone }
      : { user_type: "buyer", ...(value.phone ? { phone: value.phone } : {}) };

  try {
    return await signUpMember(request, context, { email: value.email, password: value.password, metadata }, fail);
  } catch (error) {
    console.error("sign-up", error);
    return fail(UNEXPECTED_MESSAGE, 500);
  }
}

export default function SignupRoute() {
  const { account } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as AuthActionData | undefined;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [form, fields] = useForm({
    id: `signup-${account}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(signupSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupSchema }),
  });
  const dealer = account === "dealer";
  const busy = navigation.state === "submitting" && navigation.formAction === "/signup";

  return (
    <div className={authStyles.formLayout}>
      <section className={authStyles.card} aria-labelledby="signup-heading">
        <h1 id="signup-heading" className={authStyles.cardTitle}>
          Create your GenMarket account
        </h1>
        <nav aria-label="Account type" className={authStyles.modeToggle}>
          <Link to="/signup" replace className={authStyles.modeLink} aria-current={dealer ? undefined : "page"}>
            Buyer account
          </Link>
          <Link to="/signup?account=dealer" replace className={authStyles.modeLink} aria-current={dealer ? "page" : undefined}>
            Dealer account
          </Link>
        </nav>
        <p className={authStyles.intro}>
          {dealer
            ? "For trade sellers: advertise your stock with weekly packages, manage enquiries and build your dealer profile."
            : "Free for buyers: save generators you like, get alerts and message sellers directly."}
        </p>

        <Form method="post" action="/signup" className={formStyles.form} {...getFormProps(form)}>
          <ErrorSummary form={form} />
          <input type="hidden" name="account" value={account} />
          {dealer ? (
            <Field
              label="Company name"
              inputProps={{ ...getInputProps(fields.companyName, { type: "text" }), autoComplete: "organization" }}
              errors={fields.companyName.errors}
            />
          ) : null}
          <Field
            label={dealer ? "Business email" : "Email"}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <Field
            label={dealer ? "Business phone" : "Phone"}
            optional={!dealer}
            inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }}
            errors={fields.phone.errors}
          />
          <Field
            label="Password"
            help="At least 6 characters."
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.password.errors}
          />
          <Field
            label="Confirm password"
            inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.confirmPassword.errors}
          />
          <CheckboxField
            label={
              <>
                I agree to the <Link to="/terms">Terms of Service</Link> and the <Link to="/privacy">Privacy Policy</Link>
              </>
            }
            inputProps={{
              ...getInputProps(fields.terms, { type: "checkbox" }),
              onChange: (event) => setTermsAccepted(event.currentTarget.checked),
            }}
            errors={fields.terms.errors}
          />
          <SubmitButton pending={busy} pendingLabel="Creating Account..." disabled={hydrated && !termsAccepted}>
            {dealer ? "Create dealer account" : "Create buyer account"}
          </SubmitButton>
        </Form>
        <p className={authStyles.cardFooter}>
          Already a member?{" "}
          <Link to="/login" className={authStyles.subtleLink}>
            Sign in
          </Link>
        </p>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Sign Up",
    description: "Create a free GenMarket buyer account, or a dealer account to advertise your generator stock.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
