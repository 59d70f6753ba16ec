import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import type { BreadcrumbHandle } from "~/components/breadcrumbs";
import { InputField } from "~/components/conform-fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorSummary, SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { getFormProps } from "~/utils/conform-helpers";
import { useServerVerdictForm } from "~/utils/form-metadata";
import { pageMeta } from "~/utils/seo";
import { closeAccountAction, loadCloseAccountPage } from "./close-account.server";

export const handle: BreadcrumbHandle = { hideBreadcrumbs: true };

/**
 * Close your account (docs/accounts.md "Closing your account"), a page of its own reached from
 * Dashboard → Account: what happens, in the order it happens, then the password. A plain POST;
 * a wrong password, or something that must run its course first, comes back here with why.
 */
export async function loader(args: LoaderFunctionArgs) {
  return loadCloseAccountPage(args);
}

export async function action(args: ActionFunctionArgs) {
  return closeAccountAction(args);
}

export default function CloseAccountPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useServerVerdictForm<{ password: string }>({
    id: "close-account-form",
    lastResult: navigation.state === "idle" && actionData && "result" in actionData ? actionData.result : undefined,
  });
  return (
    <div className={page.container}>
      <div className={`${page.card} ${page.stack}`}>
        <h1 className={page.pageTitle}>Close your account</h1>
        <p className={page.lead}>Closing your account cannot be undone. When you close it:</p>
        <ul className={page.stack}>
          <li>your live listings come off the site at once, and your auctions without bids are cancelled;</li>
          <li>
            an auction of yours with bids runs to its end and settles first, and so does any auction you have bid on: you can close your account once they
            have ended (and any commission is paid);
          </li>
          <li>your profile, photos, listings, saved listings, watched auctions, saved searches and sign-ins are deleted, and you are signed out everywhere;</li>
          <li>your messages stay readable to the people you wrote to, with you shown as &lsquo;Former member&rsquo;;</li>
          <li>reviews you gave or received stay, without your name;</li>
          <li>records of your payments are kept for six years, as UK tax law requires, then deleted;</li>
          <li>we email you a confirmation. You can sign up again with the same email address later.</li>
        </ul>
        <p>
          You may want to <Link to="/dashboard?view=account#my-data">download your data</Link> first.
        </p>
        <Form method="post" {...getFormProps(form)} noValidate className={formStyle}>
          <ErrorSummary form={form} />
          <InputField label="Your password" field={fields.password} type="password" inputProps={{ autoComplete: "current-password" }} />
          <SubmitButton variant="danger" pending={navigation.state === "submitting"} pendingLabel="Closing your account...">
            Close my account
          </SubmitButton>
        </Form>
        <Link to="/dashboard?view=account" className={button.secondary}>
          Keep my account
        </Link>
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => pageMeta({ title: "Close your account", description: "Close your GenMarket account: what is deleted and what is kept." });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
