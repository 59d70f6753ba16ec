import { useRef, useState, type RefObject, type SyntheticEvent } from "react";
import { useAutoApply } from "~/components/browse/auto-apply";
import { FilterForm } from "~/components/browse/filter-form";
import { FilterSidebar } from "~/components/browse/filter-sidebar";
import { RangeField } from "~/components/browse/range-field";
import * as browse from "~/components/browse/styles.css";
import { CheckboxField, SelectField } from "~/components/forms";
import { generatorTypeKeys, generatorTypes } from "~/content/generator-types";
import {
  acousticTypes,
  conditions,
  fuelTypes,
  kvaSizes,
  locations,
  phaseTypes,
  rangeBounds,
  sortOrders,
  warrantyMonths,
} from "~/content/listing-options";
import { formatGBP, formatHours, formatKw } from "~/utils/format";
import {
  countActiveFilters,
  hasAdvancedFilters,
  listingsHref,
  parseListingFilters,
  yearRangeInForce,
  type ListingFilters,
} from "../schema";
import * as styles from "../styles.css";

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The filter panel (spec 01 §2, §3): a GET form over the URL's query string. Without
 * JavaScript it has an Apply button; with it, every change applies by itself (typing and
 * sliders once the visitor pauses) and the URL follows.
 */
export function FilterPanel({
  filters,
  brands,
  powerKw,
  resultCount,
}: {
  filters: ListingFilters;
  brands: string[];
  powerKw: number[];
  resultCount: number | null;
}) {
  return (
    <FilterSidebar activeCount={countActiveFilters(filters)} resultCount={resultCount}>
      <ListingFilterForm filters={filters} brands={brands} powerKw={powerKw} />
    </FilterSidebar>
  );
}

type FilterFormProps = { filters: ListingFilters; brands: string[]; powerKw: number[] };

/** The form, rebuilt from the URL whenever it changes other than by the form applying itself. */
function ListingFilterForm(props: FilterFormProps) {
  const advanced = useRef<HTMLDetailsElement>(null);
  const autoApply = useAutoApply((fields) =>
    listingsHref({ ...parseListingFilters(fields), advanced: advanced.current?.open ?? false }),
  );
  return <FilterFields key={autoApply.formKey} {...props} advanced={advanced} autoApply={autoApply} />;
}

function FilterFields({
  filters,
  brands,
  powerKw,
  advanced,
  autoApply,
}: FilterFormProps & { advanced: RefObject<HTMLDetailsElement>; autoApply: ReturnType<typeof useAutoApply> }) {
  // Advanced Filters starts open when the URL says so or one of its filters is set; then
  // it is the visitor's to open and close.
  const [advancedOpen, setAdvancedOpen] = useState(() => filters.advanced || hasAdvancedFilters(filters));

  function onAdvancedToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    // The URL remembers whether the section is open. The browser also fires this event
    // for the state first rendered, which needs nothing.
    const { open } = event.currentTarget;
    const form = event.currentTarget.closest("form");
    if (!form || open === advancedOpen) return;
    setAdvancedOpen(open);
    autoApply.apply(form, { delayed: false, replace: true });
  }

  const yearHelp = yearRangeInForce(filters)
    ? undefined
    : "Every year is shown until you move a handle.";

  return (
    <FilterForm action="/listings" search={filters.q} resetLabel="Reset Filters" autoApply={autoApply}>
      <RangeField
        legend="Price"
        names={["minPrice", "maxPrice"]}
        bounds={rangeBounds.price}
        values={[filters.minPrice, filters.maxPrice]}
        format={formatGBP}
      />
      <fieldset className={browse.fieldset}>
        <legend className={browse.legend}>Brands</legend>
        {brands.length > 0 ? (
          <div className={styles.brandList}>
            {brands.map((brand) => (
              <CheckboxField
                key={brand}
                label={brand}
                inputProps={{ name: "brand", value: brand, defaultChecked: filters.brands.includes(brand) }}
              />
            ))}
          </div>
        ) : (
          <p className={browse.help}>No brands listed yet.</p>
        )}
      </fieldset>
      <SelectField
        label="Power"
        placeholder="Any power"
        options={powerKw.map((kw) => ({ value: String(kw), label: formatKw(kw) }))}
        selectProps={{ name: "power", defaultValue: filters.power === undefined ? "" : String(filters.power) }}
      />
      <SelectField
        label="kVA size"
        placeholder="Any size"
        options={kvaSizes.map((size) => ({ value: size.key, label: size.label }))}
        selectProps={{ name: "kva", defaultValue: filters.kva ?? "" }}
      />
      <SelectField
        label="Condition"
        placeholder="Any condition"
        options={conditions.map((condition) => ({ value: condition.key, label: condition.label }))}
        selectProps={{ name: "condition", defaultValue: filters.condition ?? "" }}
      />
      <SelectField
        label="Type"
        placeholder="All types"
        options={generatorTypeKeys.map((key) => ({ value: key, label: generatorTypes[key].name }))}
        selectProps={{ name: "type", defaultValue: filters.type ?? "" }}
      />
      <SelectField
        label="Location"
        placeholder="All locations"
        options={locations.map((location) => ({ value: location.key, label: location.label }))}
        selectProps={{ name: "location", defaultValue: filters.location ?? "" }}
      />
      <CheckboxField
        label="Featured only"
        inputProps={{ name: "featured", value: "1", defaultChecked: filters.featured }}
      />
      <SelectField
        label="Sort order"
        options={sortOrders.map((order) => ({ value: order.key, label: order.label }))}
        selectProps={{ name: "sort", defaultValue: filters.sort }}
      />

      <details ref={advanced} className={styles.advanced} open={advancedOpen} onToggle={onAdvancedToggle}>
        <summary className={styles.advancedSummary}>Advanced Filters</summary>
        <div className={styles.advancedBody}>
          <RangeField
            legend="Year"
            names={["minYear", "maxYear"]}
            bounds={rangeBounds.year}
            values={[filters.minYear, filters.maxYear]}
            format={String}
            help={yearHelp}
          />
          <RangeField
            legend="Running hours"
            names={["minHours", "maxHours"]}
            bounds={rangeBounds.hours}
            values={[filters.minHours, filters.maxHours]}
            format={formatHours}
          />
          <SelectField
            label="Phase"
            placeholder="Any phase"
            options={asOptions(phaseTypes)}
            selectProps={{ name: "phase", defaultValue: filters.phase ?? "" }}
          />
          <SelectField
            label="Fuel"
            placeholder="Any fuel"
            options={asOptions(fuelTypes)}
            selectProps={{ name: "fuel", defaultValue: filters.fuel ?? "" }}
          />
          <SelectField
            label="Warranty"
            placeholder="Any warranty"
            options={warrantyMonths.map((months) => ({ value: String(months), label: `${months} months or more` }))}
            selectProps={{ name: "warranty", defaultValue: filters.warranty === undefined ? "" : String(filters.warranty) }}
          />
          <SelectField
            label="Sockets"
            placeholder="Any"
            options={[
              { value: "yes", label: "With sockets" },
              { value: "no", label: "Without sockets" },
            ]}
            selectProps={{ name: "sockets", defaultValue: filters.sockets ?? "" }}
          />
          <SelectField
            label="Acoustic type"
            placeholder="Any acoustic type"
            options={asOptions(acousticTypes)}
            selectProps={{ name: "acoustic", defaultValue: filters.acoustic ?? "" }}
          />
        </div>
      </details>
    </FilterForm>
  );
}
