import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthPage, authPageHandle } from "~/components/auth/auth-page";
import { authPageData } from "~/components/auth/auth-page.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { AuthActionData } from "~/utils/auth-validation";
import { pageMeta } from "~/utils/seo";
import { handleAuthAction } from "~/utils/sign-in.server";

/** /login: the sign-in card (docs/spec/01-marketplace-core.md §2), also where members-only pages send visitors. */
export async function loader({ request }: LoaderFunctionArgs) {
  return json(authPageData(request, "/login"));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAuthAction(request, context);
}

export default function LoginRoute() {
  const data = useLoaderData<typeof loader>();
  return <AuthPage path="/login" data={data} actionData={useActionData<typeof action>() as AuthActionData | undefined} />;
}

export const handle = authPageHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.mode === "signup" ? "Become a Member" : "Sign In",
    description: "Sign in to your GenMarket account to save listings, message sellers and manage your adverts.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
