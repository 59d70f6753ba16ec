import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary, ListingNotFoundPage } from "~/components/error-boundary";
import { Gallery, galleryViewParams } from "~/components/gallery";
import { FlagIcon } from "~/components/icons";
import * as page from "~/components/page.css";
import { ShareLink } from "~/components/share-link";
import { button } from "~/components/ui/button.css";
import { renewLabel, renewPath } from "~/content/listing-statuses";
import { anonymousCacheRouteHeaders } from "~/utils/cache";
import { formatGBP } from "~/utils/format";
import { pageMeta } from "~/utils/seo";
import { listingPageAction, loadListingPage } from "./listing-page.server";
import { ContactBar } from "./parts/contact-bar";
import { ContactSeller, SafetyTips } from "./parts/contact-seller";
import { DepotCard } from "./parts/depot-card";
import { ListingTabs } from "./parts/listing-tabs";
import { RelatedListings } from "./parts/related-listings";
import * as styles from "./styles.css";

/** UI state that lives in the URL and needs no new data: the gallery's photo and full screen, and the tab. */
const viewParams = [...galleryViewParams, "tab"];

export async function loader(args: LoaderFunctionArgs) {
  return loadListingPage(args);
}

export async function action(args: ActionFunctionArgs) {
  return listingPageAction(args);
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
  const { listing, shown, member, related, phoneAsked, shareUrl } = useLoaderData<typeof loader>();
  const { type } = shown;
  return (
    <div className={page.container}>
      {shown.notPublic ? (
        <div role="status" className={styles.notPublicBanner}>
          <p className={styles.notPublicTitle}>{shown.notPublic.title}</p>
          <p>{shown.notPublic.explanation}</p>
          {/* Its seller can put it back (docs/sellers-portal.md "Renew"). */}
          {listing.status === "expired" && member?.ownListing ? (
            <p>
              <Link to={renewPath(listing.id)} className={button.primary}>
                {renewLabel}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <header className={styles.header}>
        <div className={styles.headerMain}>
          <ul className={styles.badges} aria-label="Listing">
            {type ? <li className={styles.typeBadge}>{type.name}</li> : null}
            {listing.featured ? <li className={styles.featuredBadge}>Featured</li> : null}
          </ul>
          <h1 className={styles.title}>{listing.title}</h1>
          {listing.location ? <p className={styles.located}>Located in {listing.location}</p> : null}
          <p className={styles.listedLine}>
            <span>Listed {shown.listedOn}</span>
            <span>Ref. {listing.reference}</span>
            <ShareLink title={listing.title} url={shareUrl} className={styles.shareLink} />
          </p>
        </div>
        {listing.price_gbp === null ? null : (
          <div className={styles.priceBox}>
            <p className={styles.price}>{formatGBP(listing.price_gbp)}</p>
            <p className={styles.priceNote}>{shown.priceNote}</p>
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
              {shown.overviewTiles.map((tile) => (
                <div key={tile.label} className={styles.tile}>
                  <dt>{tile.label}</dt>
                  <dd>{tile.value}</dd>
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

          <ListingTabs content={shown.tabs} />

          {type ? (
            <section className={`${styles.card} ${styles.typePanel} ${styles.belowFold}`} aria-labelledby="type-heading">
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
          <ContactSeller listing={listing} sellerName={shown.sellerName} sellerFacts={shown.sellerFacts} member={member} phoneAsked={phoneAsked} />
          {listing.depot && shown.depotHref ? <DepotCard depot={listing.depot} href={shown.depotHref} /> : null}
          <SafetyTips tips={shown.buyingTips} />
          {member?.ownListing ? null : (
            <Link to={`/listings/${listing.id}/report`} className={styles.reportLink}>
              <FlagIcon width="16" height="16" />
              Report this listing
            </Link>
          )}
        </div>
      </div>
      <RelatedListings related={related} sellerName={shown.sellerName} savedIds={member?.savedRelatedIds ?? []} />
      <ContactBar listing={listing} member={member} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        ...pageMeta({
          title: data.listing.title,
          description: data.listing.description ?? `${data.listing.title}, for sale on GenMarket.`,
        }),
        { tagName: "link", rel: "canonical", href: data.shareUrl },
        ...(data.structuredData ? [{ "script:ld+json": data.structuredData }] : []),
      ]
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
