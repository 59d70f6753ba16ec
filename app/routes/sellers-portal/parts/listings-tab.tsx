import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FormAlert, SubmitButton } from "~/components/forms";
import { ListingPhoto } from "~/components/listing-photo";
import { ListingStatusBadge } from "~/components/status-badge";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import { listingStatusLabels, pendingReviewNote, renewLabel, renewPath, resubmitLabel, type ListingStatus } from "~/content/listing-statuses";
import { portalListingSortLabels, portalListingSorts } from "~/content/seller-portal";
import { useFocusWhenShown } from "~/utils/focus";
import { formatDate, formatGBP, formatNumber } from "~/utils/format";
import { useHydrated } from "~/utils/misc";
import type { action } from "../route";
import type { ListingsQuery } from "../schema";
import type { PortalListingRow } from "../sellers-portal.server";
import * as styles from "../styles.css";
import { nextSort, portalHref, sortableColumns, type SortableColumn } from "../tabs";

/** Statuses in the filter, in the spec's order (All Status, Active, Pending, Expired, Sold), then ours. */
const filterStatuses = ["active", "pending", "expired", "sold", "draft", "rejected", "inactive"] as const satisfies readonly ListingStatus[];

/** What the table holds under each status filter (the heading says it with the rows' count). */
const statusHeadings: Record<ListingStatus, string> = {
  active: "Active listings",
  pending: "Listings waiting for review",
  expired: "Expired listings",
  sold: "Sold listings",
  draft: "Drafts",
  rejected: "Rejected listings",
  inactive: "Deactivated listings",
};

/** One of the dealer's depots as the filter and Move to depot name it (the loader's, only where they have two or more). */
type DepotChoice = { id: string; name: string };

/** The tab's heading: what the rows shown are, and how many, so it never counts rows it does not show. */
function tableHeading(query: ListingsQuery, count: number, depot: DepotChoice | undefined) {
  const what = query.status ? statusHeadings[query.status] : "All listings";
  return `${what}${depot ? ` at ${depot.name}` : ""}${query.q ? ` matching “${query.q}”` : ""} (${formatNumber(count)})`;
}

const mayPromote = (listing: PortalListingRow) => listing.status === "active" && listing.listing_option !== "enhanced" && !listing.featured;

function useBulkAnswer() {
  const data = useActionData<typeof action>();
  return data && "bulk" in data ? data.bulk : null;
}

/**
 * The listings tab (docs/spec/02-auctions-and-seller-tools.md §2 "Listings tab"): search, status filter and sort (a GET form), the
 * table with sortable Price/Views/Inquiries headers (links), and the bulk bar. Below lg the
 * table's rows are cards (styles.css.ts): title, price, status, views, inquiries, expiry and
 * actions in the width of a phone, never a table clipped at the right. The
 * checkboxes and the bulk buttons are one POST form, so they work without JavaScript; with
 * it, select-all appears and the bar shows only while rows are selected, with '{n} selected'.
 * The heading names and counts the rows shown (the spec's 'Active Listings (n)' counted live
 * listings over a table of every status: docs/sellers-portal.md). A pending row says when the
 * team will look at it; a rejected one says why, with Edit and resubmit; an expired one has Renew.
 * A dealer with two depots or more also filters by depot, reads each row's depot and moves
 * the ticked listings to another (docs/sellers-portal.md#depots).
 */
export function ListingsTab({ query, listings, depots }: { query: ListingsQuery; listings: PortalListingRow[]; depots: DepotChoice[] }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Every page load (an action done, a new search or sort) starts with nothing ticked.
  useEffect(() => setSelected(new Set()), [location.key]);
  const filtered = Boolean(query.q || query.status || query.depot);
  const depot = depots.find((choice) => choice.id === query.depot);
  const allSelected = listings.length > 0 && selected.size === listings.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section className={styles.panel} aria-labelledby="portal-tab-heading">
      <h2 id="portal-tab-heading" className={styles.panelTitle}>
        {tableHeading(query, listings.length, depot)}
      </h2>
      <BulkStep here={here} />
      <Form method="get" action="/sellers-portal" className={styles.filters} role="search" aria-label="Your listings">
        <input type="hidden" name="tab" value="listings" />
        <div className={styles.filterField}>
          <label htmlFor="portal-search" className={styles.label}>
            Search
          </label>
          <input id="portal-search" type="search" name="q" defaultValue={query.q} placeholder="Search listings..." className={styles.input} maxLength={64} />
        </div>
        <div className={styles.filterField}>
          <label htmlFor="portal-status" className={styles.label}>
            Status
          </label>
          <select id="portal-status" name="status" defaultValue={query.status ?? ""} className={styles.input}>
            <option value="">All Status</option>
            {filterStatuses.map((status) => (
              <option key={status} value={status}>
                {listingStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        {depots.length > 0 ? (
          <div className={styles.filterField}>
            <label htmlFor="portal-depot" className={styles.label}>
              Depot
            </label>
            <select id="portal-depot" name="depot" defaultValue={query.depot ?? ""} className={styles.input}>
              <option value="">All depots</option>
              {depots.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {/* Phones and tablets sort here, as the cards have no header row; from lg the table's headers do,
            and this select, hidden, still sends the current sort with a new search. */}
        <div className={`${styles.filterField} ${styles.sortField}`}>
          <label htmlFor="portal-sort" className={styles.label}>
            Sort
          </label>
          <select id="portal-sort" name="sort" defaultValue={query.sort} className={styles.input}>
            {portalListingSorts.map((sort) => (
              <option key={sort} value={sort}>
                {portalListingSortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={button.secondary}>
          Apply
        </button>
      </Form>

      {listings.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No listings found</p>
          <p>{filtered ? "Try adjusting your search or filter criteria" : "Create your first listing to start selling generators"}</p>
          <Link to="/sell-generator" className={button.primary}>
            Create New Listing
          </Link>
        </div>
      ) : (
        <Form method="post" action={here} preventScrollReset id="bulk-listings" className={styles.layout}>
          {!hydrated || selected.size > 0 ? (
            <div className={styles.bulkBar} role="group" aria-label="Selected listings">
              <p className={styles.bulkCount} aria-live="polite">
                {hydrated ? `${selected.size} selected` : "Tick listings, then:"}
              </p>
              <SubmitButton variant="secondary" name="intent" value="promote">
                Promote
              </SubmitButton>
              <SubmitButton variant="secondary" name="intent" value="deactivate">
                Deactivate
              </SubmitButton>
              <SubmitButton variant="danger" name="intent" value="delete">
                Delete
              </SubmitButton>
              {depots.length > 0 ? <MoveToDepot depots={depots} from={query.depot} /> : null}
            </div>
          ) : null}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take keyboard focus (WCAG 2.1.1) */}
          <div className={styles.tableScroll} role="region" aria-labelledby="portal-table-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="portal-table-caption" className={visuallyHidden}>
                Your listings ({listings.length} shown)
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    {hydrated ? (
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        aria-label="Select all listings"
                        checked={allSelected}
                        onChange={(event) => setSelected(event.target.checked ? new Set(listings.map((listing) => listing.id)) : new Set())}
                      />
                    ) : (
                      <span className={visuallyHidden}>Select</span>
                    )}
                  </th>
                  <th scope="col">Generator</th>
                  <SortHeader column="price" query={query} />
                  <th scope="col">Status</th>
                  <SortHeader column="views" query={query} />
                  <SortHeader column="inquiries" query={query} />
                  <th scope="col">Expires</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {listings.map((listing) => (
                  <ListingRow key={listing.id} listing={listing} checked={selected.has(listing.id)} onToggle={toggle} />
                ))}
              </tbody>
            </table>
          </div>
        </Form>
      )}
      {/* The rows' own Promote and Reactivate buttons post these (form="…"), with their listing's id. */}
      <Form method="post" action={here} preventScrollReset id="promote-listing" hidden>
        <input type="hidden" name="intent" value="promote" />
      </Form>
      <Form method="post" action={here} preventScrollReset id="reactivate-listing" hidden>
        <input type="hidden" name="intent" value="reactivate" />
      </Form>
    </section>
  );
}

function SortHeader({ column, query }: { column: SortableColumn; query: ListingsQuery }) {
  const direction = query.sort === `${column}-asc` ? "ascending" : query.sort === `${column}-desc` ? "descending" : undefined;
  const next = nextSort(column, query.sort);
  return (
    <th scope="col" aria-sort={direction} className={styles.numeric}>
      <Link to={portalHref("listings", { ...query, sort: next })} className={styles.sortLink} preventScrollReset>
        {sortableColumns[column]}
        <span aria-hidden="true">{direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}</span>
        <span className={visuallyHidden}>, sort {next.endsWith("asc") ? "lowest first" : "highest first"}</span>
      </Link>
    </th>
  );
}

function ListingRow({ listing, checked, onToggle }: { listing: PortalListingRow; checked: boolean; onToggle: (id: string, on: boolean) => void }) {
  const titleId = `portal-listing-${listing.id}`;
  return (
    <tr>
      <td className={styles.cellCheck}>
        <input
          type="checkbox"
          name="ids"
          value={listing.id}
          className={styles.checkbox}
          aria-labelledby={titleId}
          checked={checked}
          onChange={(event) => onToggle(listing.id, event.target.checked)}
        />
      </td>
      <td className={styles.cellGenerator}>
        <div className={styles.generatorCell}>
          <ListingPhoto src={listing.photo_url} alt="" loading="lazy" className={styles.thumb} width={56} height={42} />
          <div>
            <p id={titleId} className={styles.generatorTitle}>
              {listing.title}
            </p>
            <p className={styles.generatorMeta}>
              {[listing.location, listing.conditionLabel].filter(Boolean).join(" · ")}
              {listing.featured ? <span className={styles.featuredTag}> · Featured</span> : null}
            </p>
            {listing.depotName ? <p className={styles.generatorMeta}>Depot: {listing.depotName}</p> : null}
            {listing.status === "pending" ? <p className={styles.rowNote}>{pendingReviewNote}</p> : null}
            {listing.status === "rejected" && listing.rejection_reason ? (
              <p className={styles.rejectionNote}>
                <strong>Not approved:</strong> {listing.rejection_reason}
              </p>
            ) : null}
          </div>
        </div>
      </td>
      <td className={`${styles.numeric} ${styles.nowrap} ${styles.cellPrice}`}>
        <CellLabel>Price</CellLabel>
        {listing.price_gbp === null ? "—" : formatGBP(listing.price_gbp)}
      </td>
      <td className={`${styles.nowrap} ${styles.cellStatus}`}>
        <CellLabel>Status</CellLabel>
        <ListingStatusBadge status={listing.status} />
      </td>
      <td className={`${styles.numeric} ${styles.cellViews}`}>
        <CellLabel>Views</CellLabel>
        {formatNumber(listing.views)}
      </td>
      <td className={`${styles.numeric} ${styles.cellInquiries}`}>
        <CellLabel>Inquiries</CellLabel>
        {formatNumber(listing.inquiries)}
      </td>
      <td className={`${styles.nowrap} ${styles.cellExpires}`}>
        <CellLabel>Expires</CellLabel>
        {listing.expires_at ? <time dateTime={listing.expires_at}>{formatDate(listing.expires_at)}</time> : "—"}
      </td>
      <td className={styles.cellActions}>
        <div className={styles.rowActions}>
          {listing.status === "expired" ? (
            <Link to={renewPath(listing.id)}>
              {renewLabel}
              <span className={visuallyHidden}> {listing.title}</span>
            </Link>
          ) : null}
          <Link to={`/listing/${listing.id}`}>
            View<span className={visuallyHidden}> {listing.title}</span>
          </Link>
          {listing.mayEdit ? (
            <Link to={`/sell-generator?edit=${listing.id}`}>
              {listing.status === "rejected" ? resubmitLabel : "Edit"}
              <span className={visuallyHidden}> {listing.title}</span>
            </Link>
          ) : null}
          <Link to={`/listings/${listing.id}/stats`}>
            Statistics<span className={visuallyHidden}> of {listing.title}</span>
          </Link>
          {mayPromote(listing) ? (
            <button type="submit" form="promote-listing" name="ids" value={listing.id} className={styles.linkButton}>
              Promote<span className={visuallyHidden}> {listing.title}</span>
            </button>
          ) : null}
          {listing.status === "inactive" ? (
            <button type="submit" form="reactivate-listing" name="ids" value={listing.id} className={styles.linkButton}>
              Reactivate<span className={visuallyHidden}> {listing.title}</span>
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/**
 * Move to depot in the bulk bar: the depot (first another than the one filtered by, where the
 * listings shown are already) and the button, posting the ticked listings (move_listings_to_depot, all or none).
 */
function MoveToDepot({ depots, from }: { depots: DepotChoice[]; from: string | undefined }) {
  return (
    <div className={styles.moveToDepot}>
      <label htmlFor="move-to-depot" className={styles.label}>
        Move to
      </label>
      <select id="move-to-depot" name="depotId" defaultValue={depots.find((choice) => choice.id !== from)?.id} className={styles.input}>
        {depots.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      <SubmitButton variant="secondary" name="intent" value="move-to-depot">
        Move to depot
      </SubmitButton>
    </div>
  );
}

/** A cell's column name inside it, shown where the rows are cards (phones and tablets, whose table has no header row). */
function CellLabel({ children }: { children: string }) {
  return (
    <span className={styles.cellLabel} data-cell-label="">
      {children}
    </span>
  );
}

/**
 * The second step of Promote and Delete, or why a bulk post was refused, above the table:
 * the confirm button posts the same listings again with `confirm-…`; the other goes back.
 * With JavaScript it takes the focus when it appears.
 */
function BulkStep({ here }: { here: string }) {
  const answer = useBulkAnswer();
  const navigation = useNavigation();
  const box = useFocusWhenShown<HTMLDivElement>(answer);
  if (!answer) return null;
  if ("refusal" in answer) {
    return <FormAlert>{answer.refusal}</FormAlert>;
  }
  const { intent, listings, pricePerListing } = answer.confirm;
  const count = listings.length;
  const confirming = navigation.state === "submitting" && navigation.formData?.get("intent") === `confirm-${intent}`;
  const these = count === 1 ? "this listing" : `these ${count} listings`;
  return (
    <div ref={box} tabIndex={-1} className={styles.confirmBox} role="group" aria-labelledby="bulk-confirm-heading">
      <h3 id="bulk-confirm-heading" className={styles.cardTitle}>
        {intent === "delete" ? `Delete ${these}?` : `Promote ${these} to Enhanced?`}
      </h3>
      <ul>
        {listings.map((listing) => (
          <li key={listing.id}>{listing.title}</li>
        ))}
      </ul>
      <p>
        {intent === "delete"
          ? "They leave the site with their photos, and this cannot be undone. Your conversations with buyers about them stay in Messages."
          : `Each becomes Enhanced: featured in search results and listed for the Enhanced period. ${formatGBP(pricePerListing)} each, ${formatGBP(pricePerListing * count)} in all.`}
      </p>
      <Form method="post" action={here} preventScrollReset className={styles.actions}>
        {listings.map((listing) => (
          <input key={listing.id} type="hidden" name="ids" value={listing.id} />
        ))}
        <SubmitButton
          variant={intent === "delete" ? "danger" : "primary"}
          name="intent"
          value={`confirm-${intent}`}
          pending={confirming}
          pendingLabel={intent === "delete" ? "Deleting..." : "Paying..."}
        >
          {intent === "delete" ? "Yes, delete" : `Pay ${formatGBP(pricePerListing * count)} and promote`}
        </SubmitButton>
        <Link to={here} className={button.secondary} preventScrollReset>
          {intent === "delete" ? "Keep listings" : "Not now"}
        </Link>
      </Form>
    </div>
  );
}
