import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { lazy } from "react";
import { authPageHandle } from "~/components/auth/auth-page";
import * as authStyles from "~/components/auth/styles.css";
import { InputField } from "~/components/conform-fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorSummary, SubmitButton } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { ShownView } from "~/components/shown-view";
import { button } from "~/components/ui/button.css";
import { getFormProps } from "~/utils/conform-helpers";
import { pageMeta } from "~/utils/seo";
import { useFormValidatedOnFirstUse } from "~/utils/validation-on-first-use";
import { submitTwoStepCode, twoStepPageData } from "./two-step.server";

// The captcha after five wrong codes, loaded only then (docs/decisions/007-views-load-when-shown.md).
const SignInCaptcha = lazy(() => import("~/components/auth/sign-in-captcha").then((module) => ({ default: module.SignInCaptcha })));

export const handle = authPageHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return twoStepPageData(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitTwoStepCode(request, context);
}

/**
 * The second step of signing in (docs/accounts.md "Two-step sign-in"): after the password, a
 * member with two-step sign-in types the code their authenticator app shows. A plain form.
 */
export default function TwoStepRoute() {
  const { redirectTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("~/utils/two-step-validation").then((module) => module.twoStepCodeSchema),
    {
      id: "two-step",
      lastResult: navigation.state === "idle" ? actionData?.result : undefined,
      constraint,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const needsCaptcha = Boolean(actionData?.captchaRequired);
  return (
    <div className={authStyles.formLayout}>
      <section className={authStyles.card} aria-labelledby="two-step-heading">
        <h1 id="two-step-heading" className={authStyles.cardTitle}>
          Enter your sign-in code
        </h1>
        <p className={authStyles.intro}>
          Your account has two-step sign-in. Open your authenticator app and type the 6-digit code it shows for GenMarket.
        </p>
        <Form method="post" className={formStyles.form} {...getFormProps(form)} onFocus={loadValidation}>
          {/* First submit button in the form: Enter in a field sends the code, not New CAPTCHA. */}
          {needsCaptcha ? <button type="submit" hidden tabIndex={-1} aria-hidden="true" /> : null}
          <ErrorSummary form={form} />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <InputField
            label="Code from your app"
            field={fields.code}
            type="text"
            inputProps={{ autoComplete: "one-time-code", inputMode: "numeric", maxLength: 7 }}
          />
          {needsCaptcha ? (
            <ShownView>
              <SignInCaptcha
                endpoint="/auth/two-step"
                formId={form.id}
                serverNonce={actionData?.captchaNonce}
                spelledByServer={actionData?.spelled}
              />
            </ShownView>
          ) : null}
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Checking...">
            Continue
          </SubmitButton>
        </Form>
        <div className={authStyles.cardFooter}>
          <p>
            Lost your phone? <Link to="/contact">Contact us</Link>: we check it is you, then turn two-step sign-in off.
          </p>
          <Form method="post" action="/logout">
            <button type="submit" className={button.ghost}>
              Sign out
            </button>
          </Form>
        </div>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => pageMeta({ title: "Enter your sign-in code" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
