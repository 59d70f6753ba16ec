import { parseWithZod } from "@conform-to/zod/v4";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary, ListingNotFoundPage } from "~/components/error-boundary";
import { Gallery, galleryViewParams } from "~/components/gallery";
import { FlagIcon } from "~/components/icons";
import * as page from "~/components/page.css";
import { ShareLink } from "~/components/share-link";
import { button } from "~/components/ui/button.css";
import { generatorTypes } from "~/content/generator-types";
import { vatStatusLabel } from "~/content/listing-options";
import { listingStatusLabels, type ListingStatus } from "~/content/listing-statuses";
import { getListingPage } from "~/models/catalogue.server";
import { sellerDisplayName } from "~/models/listing-rules";
import { sendListingEnquiry } from "~/models/message.server";
import { setListingSaved } from "~/models/saved-listing.server";
import { getUser, requireUser } from "~/utils/auth.server";
import { anonymousCacheHeaders, anonymousCacheRouteHeaders, PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { formatDate, formatGBP, formatHours, formatKw } from "~/utils/format";
import { EnquirySchema } from "~/utils/message-validation";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { safeRedirect } from "~/utils/user";
import { ContactBar } from "./parts/contact-bar";
import { ContactSeller, SafetyTips } from "./parts/contact-seller";
import { ListingTabs } from "./parts/listing-tabs";
import { getMemberView } from "./parts/member-view.server";
import { RelatedListings } from "./parts/related-listings";
import { ENQUIRY_CARRIED_MAX, listingIdSchema, listingIntentSchema, SaveSchema } from "./schema";
import * as styles from "./styles.css";

/** UI state that lives in the URL and needs no new data: the gallery's photo and full screen, and the tab. */
const viewParams = [...galleryViewParams, "tab"];

/**
 * The listing for everyone, with the seller's other listings and similar ones below it; for
 * a signed-in member also their saved states, whether it is their own listing, and the
 * seller's phone once Call Seller asked for it (?phone=1), which a visitor is asked to sign
 * in for. Only cookie-less answers are cached, so no member's page is ever served to another.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = listingIdSchema.safeParse(params.id);
  invariantResponse(id.success, "Listing not found", { status: 404 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  // The page in one call; a member's own state is a second, for members only.
  const [{ listing, related, error }, user] = await Promise.all([getListingPage(supabase, id.data), getUser(request, context)]);
  if (error) failedToLoad("listing: load", error);
  invariantResponse(listing && related, "Listing not found", { status: 404 });
  const url = new URL(request.url);
  const phoneRequested = url.searchParams.get("phone") === "1";
  const relatedIds = [...related.seller, ...related.similar].map((card) => card.id);
  const member = user ? await getMemberView(supabase, { userId: user.id, listing, phoneRequested, relatedIds }) : null;
  // The seller's own visits are not views (server.ts counts the others).
  if (member?.ownListing) context.listingView.bySeller = true;
  const data = { listing, member, related, phoneAsked: phoneRequested, shareUrl: `${url.origin}/listings/${listing.id}` };
  if (listing.status !== "active") {
    // Only its owner or staff can read it (with a session cookie, so never edge-cached):
    // say so to every cache too.
    return json(data, { headers: combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }) });
  }
  return json(data, { headers: anonymousCacheHeaders(request, headers) });
}

/**
 * The Contact Seller card's forms (and the cards' hearts). Call Seller comes back to the
 * page with ?phone=1: a member's shows the number, a visitor's a prompt to sign in. For
 * Save and Message Seller visitors are sent to sign in and back to this listing: to the
 * message form, with a short message kept, for Message Seller.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = listingIdSchema.safeParse(params.id);
  invariantResponse(id.success, "Listing not found", { status: 404 });
  const formData = await request.formData();
  const intent = listingIntentSchema.safeParse(formData.get("intent"));
  invariantResponse(intent.success, "Unknown action", { status: 400 });
  const listingPath = `/listings/${id.data}`;
  // The page the forms were on (its photo, tab and phone state), to come back to.
  const pageUrl = new URL(request.url);

  if (intent.data === "call") {
    pageUrl.searchParams.set("phone", "1");
    return redirect(`${pageUrl.pathname}${pageUrl.search}#contact`);
  }

  const user = await requireUser(request, context, { redirectTo: signInReturnPath(listingPath, intent.data, formData) });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const toasts = getToastUtils(request, context);

  if (intent.data === "save") {
    const submission = SaveSchema.safeParse({ saved: formData.get("saved") });
    invariantResponse(submission.success, "Invalid request", { status: 400 });
    const { saved } = submission.data;
    const { error } = await setListingSaved(supabase, id.data, saved);
    const failure = error ? failedToSave("listing: save", error) : null;
    // Without JavaScript the form asks to go back where it was; a fetcher wants data.
    const redirectTo = formData.get("redirectTo");
    if (redirectTo) {
      const to = safeRedirect(redirectTo, listingPath);
      return failure ? toasts.redirectWithError(to, failure.message, { headers }) : redirect(to, { headers });
    }
    return failure
      ? toasts.jsonWithError({ saved: !saved }, failure.message, { headers })
      : json({ saved }, { headers });
  }

  const submission = parseWithZod(formData, { schema: EnquirySchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply() }, { status: 400, headers });
  }
  if (await isRateLimited(request, context, "message", { memberId: user.id })) {
    return json({ result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) }, { status: 429, headers });
  }
  const { error } = await sendListingEnquiry(supabase, id.data, submission.value.message);
  if (error) {
    const failure = failedToSave("listing: enquiry", error);
    return json({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  const { listing } = await getListingPage(supabase, id.data);
  pageUrl.searchParams.delete("message");
  return toasts.redirectWithSuccess(
    `${pageUrl.pathname}${pageUrl.search}`,
    { message: "Message sent", description: `Your message is on its way to ${sellerDisplayName(listing?.seller ?? null)}.` },
    { headers },
  );
}

/** Where sign-in leads back to: the listing, at the phone or the message form when those were asked for. */
function signInReturnPath(listingPath: string, intent: "save" | "enquire", formData: FormData) {
  if (intent === "save") return listingPath;
  const message = String(formData.get("message") ?? "").trim();
  const carried = message && message.length <= ENQUIRY_CARRIED_MAX ? `?${new URLSearchParams({ message })}` : "";
  return `${listingPath}${carried}#contact`;
}

export const headers = anonymousCacheRouteHeaders;

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutView = (url: URL) => {
    const search = new URLSearchParams(url.search);
    for (const name of viewParams) search.delete(name);
    return search.toString();
  };
  return withoutView(currentUrl) === withoutView(nextUrl) ? false : defaultShouldRevalidate;
};

export default function ListingPage() {
  const { listing, member, related, phoneAsked, shareUrl } = useLoaderData<typeof loader>();
  const type = listing.type ? generatorTypes[listing.type] : null;
  const overviewTiles = [
    { label: "Brand", value: listing.brand },
    { label: "Year", value: listing.year },
    { label: "Power", value: listing.power_kw === null ? null : formatKw(listing.power_kw) },
    { label: "Hours", value: listing.hours === null ? null : formatHours(listing.hours) },
  ];
  return (
    <div className={page.container}>
      {listing.status === "active" ? null : <NotPublicBanner status={listing.status} />}
      <header className={styles.header}>
        <div className={styles.headerMain}>
          <ul className={styles.badges} aria-label="Listing">
            {type ? <li className={styles.typeBadge}>{type.name}</li> : null}
            {listing.featured ? <li className={styles.featuredBadge}>Featured</li> : null}
          </ul>
          <h1 className={styles.title}>{listing.title}</h1>
          {listing.location ? <p className={styles.located}>Located in {listing.location}</p> : null}
          <p className={styles.listedLine}>
            <span>Listed {formatDate(listing.published_at ?? listing.created_at)}</span>
            <span>Ref. {listing.reference}</span>
            <ShareLink title={listing.title} url={shareUrl} className={styles.shareLink} />
          </p>
        </div>
        {listing.price_gbp === null ? null : (
          <div className={styles.priceBox}>
            <p className={styles.price}>{formatGBP(listing.price_gbp)}</p>
            <p className={styles.priceNote}>
              {[vatStatusLabel(listing.vat_status ?? "vat-na"), listing.price_negotiable ? "Negotiable" : null]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
        )}
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="overview-heading">
            <h2 id="overview-heading" className={styles.sectionTitle}>
              Overview
            </h2>
            <Gallery photos={listing.photos} title={listing.title} />
            {listing.description ? <p className={styles.description}>{listing.description}</p> : null}
            <dl className={styles.tiles}>
              {overviewTiles.map((tile) => (
                <div key={tile.label} className={styles.tile}>
                  <dt>{tile.label}</dt>
                  <dd>{tile.value ?? "n/a"}</dd>
                </div>
              ))}
            </dl>
            {listing.key_features.length > 0 ? (
              <>
                <h3 className={styles.subTitle}>Key features</h3>
                <ul className={styles.featureList}>
                  {listing.key_features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          <ListingTabs listing={listing} />

          {type ? (
            <section className={`${styles.card} ${styles.typePanel}`} aria-labelledby="type-heading">
              <h2 id="type-heading" className={styles.sectionTitle}>
                About {type.name}
              </h2>
              <p>{type.description}</p>
              <h3 className={styles.subTitle}>Common applications</h3>
              <ul className={styles.applicationList}>
                {type.applications.map((application) => (
                  <li key={application}>{application}</li>
                ))}
              </ul>
              <Link to={`/listings?type=${type.key}`} className={button.secondary}>
                More {type.name}
              </Link>
            </section>
          ) : null}
        </div>

        <div className={styles.sidebar}>
          <ContactSeller listing={listing} member={member} phoneAsked={phoneAsked} />
          <SafetyTips />
          {member?.ownListing ? null : (
            <Link to={`/listings/${listing.id}/report`} className={styles.reportLink}>
              <FlagIcon width="16" height="16" />
              Report this listing
            </Link>
          )}
        </div>
      </div>
      <RelatedListings related={related} sellerName={sellerDisplayName(listing.seller)} savedIds={member?.savedRelatedIds ?? []} />
      <ContactBar listing={listing} member={member} />
    </div>
  );
}

/** What the owner or a reviewer sees above a listing the public cannot. */
function NotPublicBanner({ status }: { status: Exclude<ListingStatus, "active"> }) {
  return (
    <div role="status" className={styles.notPublicBanner}>
      <p className={styles.notPublicTitle}>{listingStatusLabels[status]} — not public</p>
      <p>{notPublicExplanations[status]}</p>
    </div>
  );
}

const notPublicExplanations: Record<Exclude<ListingStatus, "active">, string> = {
  draft: "Only you can see this draft. Publish it from the sell wizard when it is ready.",
  pending: "The GenMarket team reviews new listings within 24 hours. Until it is approved, only the seller and the team can see it.",
  rejected: "The GenMarket team did not approve this listing. The seller can read why in their dashboard, edit it and publish it again.",
  expired: "Its listing period has ended, so buyers no longer see it.",
  sold: "It has been marked as sold, so buyers no longer see it.",
  inactive: "The seller has taken it off the site for now; they can put it back while its listing period lasts.",
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({
        title: data.listing.title,
        description: data.listing.description ?? `${data.listing.title}, for sale on GenMarket.`,
      })
    : pageMeta({ title: "Listing Not Found" });

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <ListingNotFoundPage to="/listings" label="Browse All Generators" />,
      }}
    />
  );
}
