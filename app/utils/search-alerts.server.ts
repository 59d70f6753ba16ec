import { alertFrequencies, type AlertFrequency } from "~/content/saved-searches";
import { claimSearchAlerts, releaseSearchAlerts, type SearchAlertEmail } from "./admin.server";
import { getEmailSender, type Email } from "./email.server";
import { formatGBP } from "./format";
import { sessionSecretsOf } from "./secrets.server";
import { signUnsubscribeToken, unsubscribeUrl } from "./unsubscribe-token.server";

/**
 * Delivers the saved-search alerts due at this frequency (server.ts `scheduled`: instant
 * ones every minute, the daily digest once a day). The database queued them when staff
 * approved each listing and hands each out once (claim_search_alerts); an email the sender
 * refuses goes back to the queue. Without a sender (a hosted project that has not set one
 * up) nothing is claimed. Answers how many emails went out.
 */
export async function sendSearchAlerts(env: Env, frequency: AlertFrequency) {
  const sender = getEmailSender(env);
  if (!sender) return 0;
  const { emails, error } = await claimSearchAlerts(env, frequency);
  if (error || !emails) {
    console.error(`search alerts (${frequency}): claim_search_alerts`, error);
    return 0;
  }
  const secrets = sessionSecretsOf(env);
  let sent = 0;
  for (const alert of emails) {
    const token = await signUnsubscribeToken(secrets, alert.saved_search_id);
    const result = await sender.send(searchAlertEmail(alert, frequency, env.SITE_URL, unsubscribeUrl(env.SITE_URL, token)));
    if (result.error === null) {
      sent += 1;
      continue;
    }
    console.error(`search alerts (${frequency}): sending to the member of saved search ${alert.saved_search_id}`, result.error);
    const released = await releaseSearchAlerts(
      env,
      alert.saved_search_id,
      alert.listings.map((listing) => listing.id),
    );
    if (released.error) console.error("search alerts: release_search_alerts", released.error);
  }
  return sent;
}

/**
 * The email for one saved search's new listings, with the one-click unsubscribe headers
 * (RFC 8058): a mail client's "Unsubscribe" posts to the link; a person opening it gets a
 * page with one button, so a scanner that follows links stops nothing.
 */
export function searchAlertEmail(alert: SearchAlertEmail, frequency: AlertFrequency, origin: string, unsubscribe: string): Email {
  const count = alert.listings.length;
  const matches = count === 1 ? "1 new generator matches" : `${count} new generators match`;
  const subject =
    frequency === "daily"
      ? `Daily digest: ${matches} ${alert.name}`
      : count === 1
        ? `New match for ${alert.name}: ${alert.listings[0]!.title}`
        : `${matches} ${alert.name}`;
  const greeting = alert.full_name?.trim().split(/\s+/)[0] ?? "there";
  const listingUrl = (id: string) => `${origin}/listings/${id}`;
  const lines = [
    `Hello ${greeting},`,
    "",
    `${matches} your saved search: ${alert.name}`,
    "",
    ...alert.listings.flatMap((listing) => [
      `- ${listing.title}: ${formatGBP(listing.price_gbp)}${listing.location ? `, ${listing.location}` : ""}`,
      `  ${listingUrl(listing.id)}`,
    ]),
    "",
    `See every match: ${origin}/${alert.page}${alert.query ? `?${alert.query}` : ""}`,
    "",
    `You get these emails (${alertFrequencies.find((option) => option.key === frequency)!.label.toLowerCase()}) because alerts are on for this search.`,
    `Stop alerts for this search: ${unsubscribe}`,
    `Manage your saved searches: ${origin}/dashboard?view=saved`,
  ];
  return {
    to: alert.email,
    subject,
    text: lines.join("\n"),
    kind: "search-alert",
    link: listingUrl(alert.listings[0]!.id),
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
