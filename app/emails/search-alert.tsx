import { z } from "zod";
import { PRIORITY_EARLY_ACCESS_HOURS } from "~/content/plans";
import { alertFrequencies } from "~/content/saved-searches";
import { formatGBP } from "~/utils/format";
import { EmailButton, EmailLayout, greeting, textFooter } from "./layout";
import type { EmailContext, EmailTemplate } from "./template";

/**
 * A saved search's new matches (supabase/schemas/70-saved-searches.sql queues one email per
 * search at the dispatch after approval, or in the 07:00 daily digest): each listing with its
 * price and place, a link to every match, and the search's own one-click unsubscribe (RFC
 * 8058: the consumer signs the link for data.savedSearchId and sends it as List-Unsubscribe).
 * A Priority Buyer's alert within their early access says so (early_access_alert).
 */
const data = z.object({
  savedSearchId: z.string().uuid(),
  name: z.string(),
  page: z.enum(["listings", "auctions"]),
  query: z.string(),
  frequency: z.enum(["instant", "daily"]),
  listings: z
    .array(z.object({ id: z.string().uuid(), title: z.string(), priceGbp: z.number(), location: z.string().nullable() }))
    .min(1),
});

type Data = z.infer<typeof data>;

const matchesLine = (alert: Data) => (alert.listings.length === 1 ? "1 new generator matches" : `${alert.listings.length} new generators match`);

const listingUrl = (origin: string, id: string) => `${origin}/listings/${id}`;

const searchUrl = (alert: Data, origin: string) => `${origin}/${alert.page}${alert.query ? `?${alert.query}` : ""}`;

const frequencyLabel = (alert: Data) => alertFrequencies.find((option) => option.key === alert.frequency)!.label.toLowerCase();

function subject(alert: Data) {
  if (alert.frequency === "daily") return `Daily digest: ${matchesLine(alert)} ${alert.name}`;
  return alert.listings.length === 1 ? `New match for ${alert.name}: ${alert.listings[0]!.title}` : `${matchesLine(alert)} ${alert.name}`;
}

const earlyAccessLine = `As a Priority Buyer you see these listings ${PRIORITY_EARLY_ACCESS_HOURS} hours before everyone else.`;

function alertTemplate(earlyAccess: boolean): EmailTemplate<Data> {
  return {
    data,
    subject: (alert) => (earlyAccess ? `Early access: ${subject(alert)}` : subject(alert)),
    link: (alert, context) => listingUrl(context.origin, alert.listings[0]!.id),
    text: (alert, context: EmailContext) =>
      [
        greeting(context),
        "",
        `${matchesLine(alert)} your saved search: ${alert.name}`,
        ...(earlyAccess ? [earlyAccessLine] : []),
        "",
        ...alert.listings.flatMap((listing) => [
          `- ${listing.title}: ${formatGBP(listing.priceGbp)}${listing.location ? `, ${listing.location}` : ""}`,
          `  ${listingUrl(context.origin, listing.id)}`,
        ]),
        "",
        `See every match: ${searchUrl(alert, context.origin)}`,
        "",
        `You get these emails (${frequencyLabel(alert)}) because alerts are on for this search.`,
        ...(context.unsubscribeUrl ? [`Stop alerts for this search: ${context.unsubscribeUrl}`] : []),
        `Manage your saved searches: ${context.origin}/dashboard?view=saved`,
        // The stop link is above, in the search's own words.
        textFooter({ ...context, unsubscribeUrl: null }),
      ].join("\n"),
    Html: ({ data: alert, context }) => (
      <EmailLayout preview={subject(alert)} context={context}>
        <p style={{ margin: "0 0 16px" }}>{greeting(context)}</p>
        <p style={{ margin: "0 0 16px" }}>
          {matchesLine(alert)} your saved search: <strong>{alert.name}</strong>
        </p>
        {earlyAccess ? <p style={{ margin: "0 0 16px" }}>{earlyAccessLine}</p> : null}
        <ul style={{ margin: "0 0 16px", paddingLeft: 20 }}>
          {alert.listings.map((listing) => (
            <li key={listing.id} style={{ margin: "0 0 8px" }}>
              <a href={listingUrl(context.origin, listing.id)}>{listing.title}</a>: {formatGBP(listing.priceGbp)}
              {listing.location ? `, ${listing.location}` : ""}
            </li>
          ))}
        </ul>
        <EmailButton href={searchUrl(alert, context.origin)}>See every match</EmailButton>
        <p style={{ margin: "0 0 8px", fontSize: 14 }}>
          You get these emails ({frequencyLabel(alert)}) because alerts are on for this search.{" "}
          {context.unsubscribeUrl ? <a href={context.unsubscribeUrl}>Stop alerts for this search</a> : null}
          {context.unsubscribeUrl ? " · " : null}
          <a href={`${context.origin}/dashboard?view=saved`}>Manage your saved searches</a>
        </p>
      </EmailLayout>
    ),
  };
}

export const searchAlert = alertTemplate(false);

export const earlyAccessAlert = alertTemplate(true);
