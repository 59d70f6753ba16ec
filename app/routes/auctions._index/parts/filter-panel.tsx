import { Form, Link } from "@remix-run/react";
import { useAutoApply } from "~/components/browse/auto-apply";
import { FilterSidebar } from "~/components/browse/filter-sidebar";
import { RangeField } from "~/components/browse/range-field";
import * as browse from "~/components/browse/styles.css";
import { CheckboxField, Field, SelectField } from "~/components/forms";
import { button } from "~/components/ui/button.css";
import { auctionPowerOptionsKw, auctionRangeBounds, auctionSortOrders, ENDING_SOON_HOURS } from "~/content/auctions";
import { formatGBP, formatKw } from "~/utils/format";
import { useHydrated } from "~/utils/misc";
import { SEARCH_MAX } from "~/utils/url-filters";
import {
  auctionsHref,
  bidRangeInForce,
  countActiveFilters,
  parseAuctionFilters,
  yearRangeInForce,
  type AuctionFilters,
} from "../schema";

/**
 * The auctions filter panel (spec 02 §2, §9): a GET form over the URL's query string. Without
 * JavaScript it has an Apply button; with it, every change applies by itself (typing and
 * sliders once the visitor pauses) and the URL follows. Reset is a link to /auctions.
 */
export function FilterPanel({ filters, resultCount }: { filters: AuctionFilters; resultCount: number | null }) {
  return (
    <FilterSidebar activeCount={countActiveFilters(filters)} resultCount={resultCount}>
      <FilterForm filters={filters} />
    </FilterSidebar>
  );
}

function FilterForm({ filters }: { filters: AuctionFilters }) {
  const autoApply = useAutoApply((fields) => auctionsHref(parseAuctionFilters(fields)));
  return <FilterFields key={autoApply.formKey} filters={filters} autoApply={autoApply} />;
}

const untilMoved = "Every auction is shown until you move a handle.";

function FilterFields({ filters, autoApply }: { filters: AuctionFilters; autoApply: ReturnType<typeof useAutoApply> }) {
  const hydrated = useHydrated();
  return (
    <Form
      method="get"
      action="/auctions"
      className={browse.filterForm}
      onChange={hydrated ? autoApply.onChange : undefined}
      onSubmit={hydrated ? autoApply.onSubmit : undefined}
    >
      <h2 className={browse.panelTitle}>Filters</h2>
      <Field
        label="Search"
        inputProps={{
          type: "search",
          name: "q",
          defaultValue: filters.q,
          maxLength: SEARCH_MAX,
          placeholder: "Make, model or keyword",
          autoComplete: "off",
        }}
      />
      <RangeField
        legend="Current bid"
        names={["minBid", "maxBid"]}
        bounds={auctionRangeBounds.bid}
        values={[filters.minBid, filters.maxBid]}
        format={formatGBP}
        help={bidRangeInForce(filters) ? undefined : untilMoved}
      />
      <RangeField
        legend="Year"
        names={["minYear", "maxYear"]}
        bounds={auctionRangeBounds.year}
        values={[filters.minYear, filters.maxYear]}
        format={String}
        help={yearRangeInForce(filters) ? undefined : untilMoved}
      />
      <SelectField
        label="Power"
        placeholder="Any power"
        options={auctionPowerOptionsKw.map((kw) => ({ value: String(kw), label: formatKw(kw) }))}
        selectProps={{ name: "power", defaultValue: filters.power === undefined ? "" : String(filters.power) }}
      />
      <CheckboxField
        label={`Ending soon (${ENDING_SOON_HOURS}h)`}
        inputProps={{ name: "endingSoon", value: "1", defaultChecked: filters.endingSoon }}
      />
      <SelectField
        label="Sort order"
        options={auctionSortOrders.map((order) => ({ value: order.key, label: order.label }))}
        selectProps={{ name: "sort", defaultValue: filters.sort }}
      />
      <div className={browse.formActions}>
        {hydrated ? null : (
          <button type="submit" className={button.primary}>
            Apply
          </button>
        )}
        <Link to="/auctions" className={button.secondary}>
          Reset
        </Link>
      </div>
    </Form>
  );
}
