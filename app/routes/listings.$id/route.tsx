import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { generatorTypes } from "~/content/generator-types";
import { vatStatusLabel } from "~/content/listing-options";
import { getListing } from "~/models/listing.server";
import { requireUser } from "~/utils/auth.server";
import { anonymousCacheHeaders, anonymousCacheRouteHeaders } from "~/utils/cache.server";
import { userMessageFor } from "~/utils/errors";
import { formatGBP, formatHours, formatKw } from "~/utils/format";
import { invariantResponse } from "~/utils/misc";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { ContactSeller, SafetyTips } from "./parts/contact-seller";
import { Gallery } from "./parts/gallery";
import { ListingTabs } from "./parts/listing-tabs";
import { listingIdSchema, sellerActionSchema } from "./schema";
import * as styles from "./styles.css";

/** UI state that lives in the URL and needs no new data: the gallery photo and the tab. */
const viewParams = ["photo", "tab"];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = listingIdSchema.safeParse(params.id);
  invariantResponse(id.success, "Listing not found", { status: 404 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { listing, error } = await getListing(supabase, id.data);
  if (error) {
    console.error("listing: load", error);
    throw json(userMessageFor(error), { status: 500 });
  }
  invariantResponse(listing, "Listing not found", { status: 404 });
  return json({ listing }, { headers: anonymousCacheHeaders(request, headers) });
}

/**
 * Call Seller and Save to Favorites need an account: visitors are sent to sign in and
 * come back here. What they do for members arrives with favourites and messaging.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = listingIdSchema.safeParse(params.id);
  invariantResponse(id.success, "Listing not found", { status: 404 });
  const submission = sellerActionSchema.safeParse(Object.fromEntries(await request.formData()));
  invariantResponse(submission.success, "Unknown action", { status: 400 });
  const listingPath = `/listings/${id.data}`;
  await requireUser(request, context, { redirectTo: listingPath });
  const { redirectWithToast } = getToastUtils(request, context);
  return redirectWithToast(listingPath, {
    type: "info",
    message: "Coming soon",
    description:
      submission.data.intent === "save"
        ? "Saving favourites opens shortly."
        : "Calling sellers from GenMarket opens shortly.",
  });
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
  const { listing } = useLoaderData<typeof loader>();
  const type = listing.type ? generatorTypes[listing.type] : null;
  const overviewTiles = [
    { label: "Brand", value: listing.brand },
    { label: "Year", value: listing.year },
    { label: "Power", value: listing.power_kw === null ? null : formatKw(listing.power_kw) },
    { label: "Hours", value: listing.hours === null ? null : formatHours(listing.hours) },
  ];
  return (
    <div className={page.container}>
      <header className={styles.header}>
        <div className={styles.headerMain}>
          <ul className={styles.badges} aria-label="Listing">
            {type ? <li className={styles.typeBadge}>{type.name}</li> : null}
            {listing.featured ? <li className={styles.featuredBadge}>Featured</li> : null}
          </ul>
          <h1 className={styles.title}>{listing.title}</h1>
          {listing.location ? <p className={styles.located}>Located in {listing.location}</p> : null}
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
          <ContactSeller listingId={listing.id} seller={listing.seller} />
          <SafetyTips />
        </div>
      </div>
    </div>
  );
}

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
        404: () => (
          <ErrorPage
            status={404}
            title="Listing Not Found"
            action={
              <Link to="/listings" className={button.primary}>
                Browse All Generators
              </Link>
            }
          >
            <p className={page.lead}>The generator listing you're looking for doesn't exist or has been removed.</p>
          </ErrorPage>
        ),
      }}
    />
  );
}
