import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { findSearchToUnsubscribe, stopSearchAlerts } from "~/utils/admin.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { sessionSecrets } from "~/utils/secrets.server";
import { pageMeta } from "~/utils/seo";
import { verifyUnsubscribeToken } from "~/utils/unsubscribe-token.server";

/**
 * /unsubscribe?token=…: a saved-search alert email's unsubscribe link. It works without
 * signing in: the token is the search's id signed with SESSION_SECRET
 * (utils/unsubscribe-token.server.ts), and a forged or altered one is refused. Opening the
 * link only asks (mail scanners open links); the button, a plain POST, stops that search's
 * alerts. A mail client's one-click unsubscribe (the email's List-Unsubscribe-Post header,
 * RFC 8058) posts to the same address, with the token in it.
 */

type UnsubscribeState =
  | { state: "invalid" }
  | { state: "gone" }
  | { state: "on" | "off" | "stopped"; name: string; token: string };

const noStore = { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL };

async function searchForToken(context: ActionFunctionArgs["context"], token: string | null) {
  const id = await verifyUnsubscribeToken(sessionSecrets(context), token);
  if (!id) return { id: null, search: null, error: null };
  const { search, error } = await findSearchToUnsubscribe(context, id);
  return { id, search, error };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const { id, search, error } = await searchForToken(context, token);
  if (error) failedToLoad("unsubscribe: finding the saved search", error, noStore);
  if (!id) return json<UnsubscribeState>({ state: "invalid" }, { status: 400, headers: noStore });
  if (!search) return json<UnsubscribeState>({ state: "gone" }, { status: 404, headers: noStore });
  return json<UnsubscribeState>({ state: search.alerts ? "on" : "off", name: search.name, token: token! }, { headers: noStore });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const posted = formData.get("token");
  const token = typeof posted === "string" ? posted : new URL(request.url).searchParams.get("token");
  const { id, search, error } = await searchForToken(context, token);
  if (error) {
    const failure = failedToSave("unsubscribe: finding the saved search", error);
    throw json(failure.message, { status: failure.status, headers: noStore });
  }
  if (!id) return json<UnsubscribeState>({ state: "invalid" }, { status: 400, headers: noStore });
  if (!search) return json<UnsubscribeState>({ state: "gone" }, { status: 404, headers: noStore });
  const stopped = await stopSearchAlerts(context, id);
  if (stopped.error) {
    const failure = failedToSave("unsubscribe: stopping alerts", stopped.error);
    throw json(failure.message, { status: failure.status, headers: noStore });
  }
  return json<UnsubscribeState>({ state: "stopped", name: search.name, token: token! }, { headers: noStore });
}

/** The page names a member's search: never kept by a cache. */
export const headers: HeadersFunction = () => noStore;

export default function UnsubscribePage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const shown: UnsubscribeState = acted ?? loaded;
  const navigation = useNavigation();
  return (
    <div className={page.container}>
      <div className={`${page.card} ${page.stack}`}>
        {shown.state === "invalid" ? (
          <>
            <h1 className={page.pageTitle}>This unsubscribe link is not valid</h1>
            <p className={page.lead}>
              It may have been cut short when it was copied. Open it again from the alert email, or sign in and switch the
              search&apos;s alerts off in Saved Items.
            </p>
          </>
        ) : shown.state === "gone" ? (
          <>
            <h1 className={page.pageTitle}>Saved search not found</h1>
            <p className={page.lead}>This saved search has been deleted, so it sends no more alerts.</p>
          </>
        ) : shown.state === "on" ? (
          <>
            <h1 className={page.pageTitle}>Stop alerts for this search?</h1>
            <p className={page.lead}>
              We email you when a new listing matches your saved search &ldquo;{shown.name}&rdquo;. Stop these emails? The
              search stays in your Saved Items.
            </p>
            <Form method="post">
              <input type="hidden" name="token" value={shown.token} />
              <button type="submit" className={button.primary} disabled={navigation.state !== "idle"}>
                {navigation.state !== "idle" ? "Stopping alerts..." : "Stop alerts"}
              </button>
            </Form>
          </>
        ) : (
          <>
            <h1 className={page.pageTitle}>Alerts stopped</h1>
            <p className={page.lead} role="status">
              You will get no more emails for your saved search &ldquo;{shown.name}&rdquo;. You can switch its alerts on
              again in Saved Items.
            </p>
          </>
        )}
        <Link to="/dashboard?view=saved#saved-searches" className={button.secondary}>
          Go to Saved Items
        </Link>
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [
  ...pageMeta({ title: "Saved search alerts", description: "Stop the email alerts of a saved search." }),
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
