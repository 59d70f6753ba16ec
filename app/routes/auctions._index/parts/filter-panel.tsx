import { useAutoApply } from "~/components/browse/auto-apply";
import { FilterForm } from "~/components/browse/filter-form";
import { FilterSidebar } from "~/components/browse/filter-sidebar";
import { PlaceFields } from "~/components/browse/place-fields";
import { RangeField } from "~/components/browse/range-field";
import { CheckboxField, SelectField } from "~/components/forms";
import { auctionRangeBounds, ENDING_SOON_HOURS } from "~/content/auctions";
import { formatGBP } from "~/utils/format";
import {
  auctionFiltersFromForm,
  auctionsHref,
  bidRangeInForce,
  countActiveFilters,
  yearRangeInForce,
  type AuctionFilters,
} from "../query";

/** What the panel shows besides the filters, from the loader (auctions.server.ts). */
type PanelProps = {
  filters: AuctionFilters;
  /** The distance fields' messages. */
  errors: { near?: string; radius?: string };
  /** A signed-in member's saved postcode, for the distance box when the URL has no place. */
  suggestedPlace: string | null;
  /** The distances offered for "Within N miles of" (miles). */
  radii: readonly number[];
  /** /listings' type, power, condition and fuel choices (content/filter-options.server.ts), from the loader. */
  options: Record<"type" | "kva" | "condition" | "fuel", { value: string; label: string }[]>;
};

/**
 * The auctions filter panel (docs/spec/02-auctions-and-seller-tools.md §2, §9): a GET form over the URL's query string. Without
 * JavaScript it has an Apply button; with it, every change applies by itself (typing and
 * sliders once the visitor pauses) and the URL follows. Reset is a link to /auctions.
 */
export function FilterPanel({ resultCount, ...props }: PanelProps & { resultCount: number | null }) {
  return (
    <FilterSidebar activeCount={countActiveFilters(props.filters)} resultCount={resultCount}>
      <AuctionFilterForm {...props} />
    </FilterSidebar>
  );
}

function AuctionFilterForm(props: PanelProps) {
  const autoApply = useAutoApply((fields) => auctionsHref(auctionFiltersFromForm(fields)));
  return <FilterFields key={autoApply.formKey} {...props} autoApply={autoApply} />;
}

const untilMoved = "Every auction is shown until you move a handle.";

function FilterFields({
  filters,
  errors,
  suggestedPlace,
  radii,
  options,
  autoApply,
}: PanelProps & { autoApply: ReturnType<typeof useAutoApply> }) {
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
      {/* /listings' type, power, condition and fuel filters: the same names, words and choices. */}
      <SelectField
        label="Type"
        placeholder="Any type"
        options={options.type}
        selectProps={{ name: "type", defaultValue: filters.type ?? "" }}
      />
      <SelectField
        label="Power (kVA)"
        placeholder="Any power"
        options={options.kva}
        selectProps={{ name: "kva", defaultValue: filters.kva ?? "" }}
      />
      <SelectField
        label="Condition"
        placeholder="Any condition"
        options={options.condition}
        selectProps={{ name: "condition", defaultValue: filters.condition ?? "" }}
      />
      <SelectField
        label="Fuel"
        placeholder="Any fuel"
        options={options.fuel}
        selectProps={{ name: "fuel", defaultValue: filters.fuel ?? "" }}
      />
      <PlaceFields near={filters.near} radius={filters.radius} radii={radii} suggested={suggestedPlace} errors={errors} />
      <CheckboxField
        label={`Ending soon (${ENDING_SOON_HOURS}h)`}
        inputProps={{ name: "endingSoon", value: "1", defaultChecked: filters.endingSoon }}
      />
      {/* One Sort control, above the results (SortForm); the filters keep the order in force. */}
      <input type="hidden" name="sort" value={filters.sort} />
    </FilterForm>
  );
}
