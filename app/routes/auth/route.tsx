import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAnonymous } from "~/utils/auth.server";
import { pageMeta } from "~/utils/seo";
import { AuthPage, readAuthQuery } from "./page";
import type { AuthActionData } from "./sign-in-card";
import { handleAuthAction } from "./sign-in.server";

/** /auth: the sign-in card for visitors; signed-in members go to their dashboard. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = await requireAnonymous(request, context);
  return json(readAuthQuery(request), { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAuthAction(request, context);
}

export default function AuthRoute() {
  const data = useLoaderData<typeof loader>();
  return <AuthPage path="/auth" data={data} actionData={useActionData<typeof action>() as AuthActionData} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.mode === "signup" ? "Become a Member" : "Sign In",
    description: "Sign in to GenMarket or become a member to save listings, message sellers and sell your generator.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
