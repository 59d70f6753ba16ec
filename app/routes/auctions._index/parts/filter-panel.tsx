import { useAutoApply } from "~/components/browse/auto-apply";
import { FilterForm } from "~/components/browse/filter-form";
import { FilterSidebar } from "~/components/browse/filter-sidebar";
import { RangeField } from "~/components/browse/range-field";
import { CheckboxField, SelectField } from "~/components/forms";
import { auctionPowerOptionsKw, auctionRangeBounds, auctionSortOrders, ENDING_SOON_HOURS } from "~/content/auctions";
import { formatGBP, formatKw } from "~/utils/format";
import {
  auctionFiltersFromForm,
  auctionsHref,
  bidRangeInForce,
  countActiveFilters,
  yearRangeInForce,
  type AuctionFilters,
} from "../query";

/**
 * The auctions filter panel (docs/spec/02-auctions-and-seller-tools.md §2, §9): a GET form over the URL's query string. Without
 * JavaScript it has an Apply button; with it, every change applies by itself (typing and
 * sliders once the visitor pauses) and the URL follows. Reset is a link to /auctions.
 */
export function FilterPanel({ filters, resultCount }: { filters: AuctionFilters; resultCount: number | null }) {
  return (
    <FilterSidebar activeCount={countActiveFilters(filters)} resultCount={resultCount}>
      <AuctionFilterForm filters={filters} />
    </FilterSidebar>
  );
}

function AuctionFilterForm({ filters }: { filters: AuctionFilters }) {
  const autoApply = useAutoApply((fields) => auctionsHref(auctionFiltersFromForm(fields)));
  return <FilterFields key={autoApply.formKey} filters={filters} autoApply={autoApply} />;
}

const untilMoved = "Every auction is shown until you move a handle.";

function FilterFields({ filters, autoApply }: { filters: AuctionFilters; autoApply: ReturnType<typeof useAutoApply> }) {
  return (
    <FilterForm action="/auctions" search={filters.q} resetLabel="Reset" autoApply={autoApply}>
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
    </FilterForm>
  );
}
