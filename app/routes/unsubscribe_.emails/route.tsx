import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { emailKinds } from "~/content/email-kinds";
import { unsubscribeEmailKind } from "~/utils/admin.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToSave } from "~/utils/errors.server";
import { sessionSecrets } from "~/utils/secrets.server";
import { pageMeta } from "~/utils/seo";
import { verifyEmailKindToken } from "~/utils/unsubscribe-token.server";

/**
 * /unsubscribe/emails?token=…: the unsubscribe link of an email that may be switched off
 * (app/content/email-kinds.ts). It works without signing in: the token names the member and
 * the kind, signed with SESSION_SECRET (utils/unsubscribe-token.server.ts); a forged one, or
 * one for an essential kind, is refused. Opening the link only asks (mail scanners open
 * links); the button, a plain POST, stops that kind. A mail client's one-click unsubscribe
 * (the email's List-Unsubscribe-Post header, RFC 8058) posts to the same address.
 */

type KindState = { state: "invalid" } | { state: "ask" | "stopped" | "gone"; label: string; description: string; token: string };

const noStore = { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL };

async function kindForToken(context: LoaderFunctionArgs["context"], token: string | null) {
  const verified = await verifyEmailKindToken(sessionSecrets(context), token);
  if (!verified) return null;
  const kind = emailKinds.find((entry) => entry.key === verified.kind)!;
  return { ...verified, label: kind.label, description: kind.description, token: token! };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const found = await kindForToken(context, new URL(request.url).searchParams.get("token"));
  if (!found) return json<KindState>({ state: "invalid" }, { status: 400, headers: noStore });
  return json<KindState>({ state: "ask", label: found.label, description: found.description, token: found.token }, { headers: noStore });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const posted = formData.get("token");
  const found = await kindForToken(context, typeof posted === "string" ? posted : new URL(request.url).searchParams.get("token"));
  if (!found) return json<KindState>({ state: "invalid" }, { status: 400, headers: noStore });
  const { unsubscribed, error } = await unsubscribeEmailKind(context, found.memberId, found.kind);
  if (error) {
    const failure = failedToSave("unsubscribe: switching an email kind off", error);
    throw json(failure.message, { status: failure.status, headers: noStore });
  }
  const shown = { label: found.label, description: found.description, token: found.token };
  if (!unsubscribed) return json<KindState>({ state: "gone", ...shown }, { status: 404, headers: noStore });
  return json<KindState>({ state: "stopped", ...shown }, { headers: noStore });
}

/** The page is about one member's emails: never kept by a cache. */
export const headers: HeadersFunction = () => noStore;

export default function UnsubscribeEmailKindPage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const shown: KindState = acted ?? loaded;
  const navigation = useNavigation();
  return (
    <div className={page.container}>
      <div className={`${page.card} ${page.stack}`}>
        {shown.state === "invalid" ? (
          <>
            <h1 className={page.pageTitle}>This unsubscribe link is not valid</h1>
            <p className={page.lead}>
              It may have been cut short when it was copied. Open it again from the email, or sign in and choose your emails in
              Account.
            </p>
          </>
        ) : shown.state === "gone" ? (
          <>
            <h1 className={page.pageTitle}>Account closed</h1>
            <p className={page.lead}>The account these emails were for has been closed, so we send it nothing.</p>
          </>
        ) : shown.state === "ask" ? (
          <>
            <h1 className={page.pageTitle}>Stop &ldquo;{shown.label}&rdquo; emails?</h1>
            <p className={page.lead}>
              {shown.description} We will stop emailing you about this. Everything stays in your dashboard, and you can switch these
              emails on again in Account.
            </p>
            <Form method="post">
              <input type="hidden" name="token" value={shown.token} />
              <button type="submit" className={button.primary} disabled={navigation.state !== "idle"}>
                {navigation.state !== "idle" ? "Unsubscribing..." : "Unsubscribe"}
              </button>
            </Form>
          </>
        ) : (
          <>
            <h1 className={page.pageTitle}>Unsubscribed</h1>
            <p className={page.lead} role="status">
              You will get no more &ldquo;{shown.label}&rdquo; emails. You can switch them on again in Account.
            </p>
          </>
        )}
        <Link to="/dashboard?view=account#email-settings" className={button.secondary}>
          Go to your email settings
        </Link>
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [
  ...pageMeta({ title: "Unsubscribe", description: "Stop one kind of email from GenMarket." }),
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
