import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert, SubmitButton } from "~/components/forms";
import { ListingPhoto } from "~/components/listing-photo";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import * as page from "~/components/page.css";
import * as sections from "~/components/sections.css";
import { ListingStatusBadge } from "~/components/status-badge";
import { button } from "~/components/ui/button.css";
import { listingStatusLabels, shownListingStatus } from "~/content/listing-statuses";
import { formatDate } from "~/utils/format";
import { useIsPending } from "~/utils/misc";
import { pageMeta } from "~/utils/seo";
import { loadRenewPage, renewListingAction } from "./renew.server";
import * as styles from "./styles.css";

const LISTING_NOT_FOUND = "Listing not found";

/**
 * Renew an expired listing (docs/sellers-portal.md, docs/payments.md): the seller's own
 * listing put back on the site for a new period, the same listing with its photos, messages
 * and statistics. A seller who pays per listing chooses Basic or Enhanced and pays as the
 * wizard's Publish does (the local provider at once, or Stripe's checkout); a trade seller
 * renews from their package's ads. One plain POST, so it works without JavaScript; SQL
 * (renew_listing) decides, and its refusals are shown as they are.
 */
export async function loader(args: LoaderFunctionArgs) {
  return loadRenewPage(args);
}

export async function action(args: ActionFunctionArgs) {
  return renewListingAction(args);
}

export default function RenewListingPage() {
  const { listing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const status = shownListingStatus(listing.status);
  return (
    <div className={page.container}>
      <div className={`${page.card} ${page.stack}`}>
        <h1 className={page.pageTitle}>Renew your listing</h1>
        <div className={styles.listing}>
          <ListingPhoto src={listing.photoUrl} alt="" className={styles.thumb} width={80} height={60} />
          <div>
            <p className={styles.listingTitle}>{listing.title}</p>
            <p className={styles.muted}>{[listing.price, listing.location].filter(Boolean).join(" · ")}</p>
            <p className={styles.muted}>
              <ListingStatusBadge status={status} />{" "}
              {listing.expiresAt ? (
                <>
                  {status === "expired" ? "Ended on " : status === "active" ? "Live until " : "Period ends "}
                  <time dateTime={listing.expiresAt}>{formatDate(listing.expiresAt)}</time>
                </>
              ) : null}
            </p>
          </div>
        </div>
        {status === "expired" ? (
          <RenewForm formError={actionData?.formError} />
        ) : (
          <>
            <FormAlert id="renew-error">{actionData?.formError}</FormAlert>
            <p role="status">
              {status === "active" && listing.expiresAt
                ? `This listing is live until ${formatDate(listing.expiresAt)}: there is nothing to renew.`
                : `Only an expired listing can be renewed: this one is ${listingStatusLabels[status].toLowerCase()}.`}
            </p>
          </>
        )}
        <div className={sections.actions}>
          <Link to="/sellers-portal?tab=listings" className={button.secondary}>
            Back to your listings
          </Link>
          <Link to={`/listings/${listing.id}/stats`} className={button.ghost}>
            Statistics
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * The new period and how it is paid for: the listing options (a radio each, the listing's own
 * option ticked at first), or the trade package's ad; or, for a trade seller with no package
 * or no ads left, where to get one (renew_listing would refuse with the same rule).
 */
function RenewForm({ formError }: { formError?: string }) {
  const { options, defaultOption, tradePackage, basicDays, testMode } = useLoaderData<typeof loader>();
  const pending = useIsPending();
  const alert = <FormAlert id="renew-error">{formError}</FormAlert>;
  // A trade seller's package, when it has an ad left for this listing.
  const ads = tradePackage?.planName ? tradePackage : null;
  if (tradePackage && (!ads || ads.left === 0)) {
    return (
      <div className={styles.form}>
        {alert}
        <p>
          {ads
            ? `All ${ads.allowance} ads of your ${ads.planName} package are live or awaiting review. Upgrade your package, or deactivate a listing, to renew this one.`
            : "Trade listings run on a trade package: choose Single Ad, Standard or Premium to renew this listing."}
        </p>
        <Link to="/trade-sellers" className={button.primary}>
          See trade packages
        </Link>
      </div>
    );
  }
  return (
    <Form method="post" className={styles.form} aria-labelledby="renew-heading">
      <h2 id="renew-heading" className={sections.cardTitle}>
        {ads ? "Renew from your package" : "Choose a new listing period"}
      </h2>
      {alert}
      {ads ? (
        <p>{`No fee: renewing uses one of your ${ads.planName} package's ads (${ads.left} of ${ads.allowance} left). It is live again for ${basicDays} days from today.`}</p>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Listing Option</legend>
          <div className={styles.options}>
            {options.map((option) => (
              <label key={option.key} className={styles.option}>
                <span className={styles.optionHead}>
                  <input type="radio" name="option" value={option.key} defaultChecked={option.key === defaultOption} required />
                  {option.name}
                </span>
                <span className={styles.optionPrice}>
                  {option.price.amount}
                  <span className={styles.optionPeriod}> {option.price.period}</span>
                  <span className={styles.optionPeriod}> {option.price.vat}</span>
                </span>
                <span className={styles.muted}>{`${option.total} includes VAT of ${option.vat}.`}</span>
                <span className={styles.muted}>{option.benefits.join(" · ")}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p className={styles.muted}>
        {ads
          ? "The same listing comes back: its address, photos, messages and statistics stay."
          : `Paid, it is live again at once for the period chosen, from today. The same listing comes back: its address, photos, messages and statistics stay. Your receipt is in your dashboard, under Billing.${testMode ? " Test mode: no card is charged." : ""}`}
      </p>
      <div className={sections.actions}>
        <SubmitButton pending={pending} pendingLabel="Renewing...">
          {ads ? "Renew listing" : "Pay and renew"}
        </SubmitButton>
      </div>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data ? `Renew ${data.listing.title}` : LISTING_NOT_FOUND, description: "Put your expired listing back on GenMarket." }),
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <NotFoundBoundary title={LISTING_NOT_FOUND} lead="There is no listing of yours at this address." />;
}
