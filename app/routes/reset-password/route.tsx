import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as authStyles from "~/components/auth/styles.css";
import { InputField } from "~/components/conform-fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorSummary, SubmitButton } from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import { getFormProps } from "~/utils/conform-helpers";
import { pageMeta } from "~/utils/seo";
import { useFormValidatedOnFirstUse } from "~/utils/validation-on-first-use";
import { resetPasswordPageData, setNewPassword } from "./reset-password.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return resetPasswordPageData(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return setNewPassword(request, context);
}

export default function ResetPasswordRoute() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("~/utils/auth-validation").then((module) => module.resetPasswordSchema),
    {
      id: "reset-password",
      lastResult: navigation.state === "idle" ? actionData?.result : undefined,
      constraint,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  return (
    <div className={authStyles.formLayout}>
      <section className={authStyles.card} aria-labelledby="reset-heading">
        <h1 id="reset-heading" className={authStyles.cardTitle}>
          Choose a new password
        </h1>
        <Form method="post" className={formStyles.form} {...getFormProps(form)} onFocus={loadValidation}>
          <ErrorSummary form={form} />
          <InputField
            label="New password"
            help="At least 6 characters."
            field={fields.password}
            type="password"
            inputProps={{ autoComplete: "new-password" }}
          />
          <InputField
            label="Confirm new password"
            field={fields.confirmPassword}
            type="password"
            inputProps={{ autoComplete: "new-password" }}
          />
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
            Save new password
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => pageMeta({ title: "Choose a new password" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
