import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { pageMeta } from "~/utils/seo";
import { TwoStepForms } from "./two-step-forms";
import { twoStepAction, twoStepPageData } from "./two-step.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return twoStepPageData(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return twoStepAction(request, context);
}

/** Setting up or turning off two-step sign-in (docs/accounts.md "Two-step sign-in"), from Account. */
export default function TwoStepRoute() {
  const { enrolledAt, staff } = useLoaderData<typeof loader>();
  return (
    <div className={page.container}>
      <div className={page.card}>
        <TwoStepForms enrolledAt={enrolledAt} staff={staff} />
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => pageMeta({ title: "Two-step sign-in" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
