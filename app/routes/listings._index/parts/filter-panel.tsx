import { useRef, useState, type RefObject, type SyntheticEvent } from "react";
import { useAutoApply } from "~/components/browse/auto-apply";
import { FilterForm } from "~/components/browse/filter-form";
import { FilterSidebar } from "~/components/browse/filter-sidebar";
import { RangeField } from "~/components/browse/range-field";
import * as browse from "~/components/browse/styles.css";
import { CheckboxField, Field, SelectField } from "~/components/forms";
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
import { formatHours, formatNumber } from "~/utils/format";
import {
  countActiveFilters,
  hasAdvancedFilters,
  listingFilterErrors,
  listingsHref,
  parseListingFilters,
  type ListingFilters,
} from "../schema";
import * as styles from "../styles.css";

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The kVA bands with their kW beside them (kW = kVA ÷ 1.25), for sellers who think in kW. */
const powerOptions = kvaSizes.map((size) => ({
  value: size.key,
  label: `${size.label} (${size.min === 0 ? "up to " : `${formatNumber(size.min * 0.8)}–`}${formatNumber(size.max * 0.8)} kW)`,
}));

/**
 * The filter panel (spec 01 §2, §3): a GET form over the URL's query string. Without
 * JavaScript it has an Apply button; with it, every change applies by itself (typing and
 * sliders once the visitor pauses) and the URL follows.
 */
export function FilterPanel({
  filters,
  brands,
  resultCount,
  resultCountExact,
}: {
  filters: ListingFilters;
  brands: string[];
  resultCount: number | null;
  resultCountExact?: boolean;
}) {
  return (
    <FilterSidebar activeCount={countActiveFilters(filters)} resultCount={resultCount} resultCountExact={resultCountExact}>
      <ListingFilterForm filters={filters} brands={brands} />
    </FilterSidebar>
  );
}

type FilterFormProps = { filters: ListingFilters; brands: string[] };

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
  advanced,
  autoApply,
}: FilterFormProps & { advanced: RefObject<HTMLDetailsElement>; autoApply: ReturnType<typeof useAutoApply> }) {
  // Advanced Filters starts open when the URL says so or one of its filters is set; then
  // it is the visitor's to open and close.
  const [advancedOpen, setAdvancedOpen] = useState(() => filters.advanced || hasAdvancedFilters(filters));
  // The checked brands first, so they show without scrolling the list (after Apply too);
  // the order is set when the form is built, so boxes never move under the pointer.
  const [brandOrder] = useState(() => [
    ...brands.filter((brand) => filters.brands.includes(brand)),
    ...brands.filter((brand) => !filters.brands.includes(brand)),
  ]);
  const errors = listingFilterErrors(filters);

  function onAdvancedToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    // The URL remembers whether the section is open. The browser also fires this event
    // for the state first rendered, which needs nothing.
    const { open } = event.currentTarget;
    const form = event.currentTarget.closest("form");
    if (!form || open === advancedOpen) return;
    setAdvancedOpen(open);
    autoApply.apply(form, { delayed: false, replace: true });
  }

  return (
    <FilterForm action="/listings" search={filters.q} resetLabel="Reset Filters" autoApply={autoApply}>
      {filters.view ? <input type="hidden" name="view" value={filters.view} /> : null}
      <fieldset className={browse.fieldset}>
        <legend className={browse.legend}>Price (£)</legend>
        <div className={styles.priceInputs}>
          {(["minPrice", "maxPrice"] as const).map((name) => (
            <Field
              key={name}
              label={name === "minPrice" ? "Min price" : "Max price"}
              errors={errors[name] ? [errors[name]] : undefined}
              inputProps={{
                id: `filter-${name}`,
                name,
                defaultValue: filters[name],
                inputMode: "numeric",
                autoComplete: "off",
                placeholder: name === "minPrice" ? "No min" : "No max",
              }}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={browse.fieldset}>
        <legend className={browse.legend}>Brands</legend>
        {brands.length > 0 ? (
          <div className={styles.brandList}>
            {brandOrder.map((brand) => (
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
        label="Power (kVA)"
        placeholder="Any power"
        options={powerOptions}
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
            anyLabel="Any year"
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
