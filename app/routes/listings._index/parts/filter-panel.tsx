import { useRef, useState, type RefObject, type SyntheticEvent } from "react";
import { useAutoApply } from "~/components/browse/auto-apply";
import { FilterForm } from "~/components/browse/filter-form";
import { FilterSidebar } from "~/components/browse/filter-sidebar";
import { PlaceFields } from "~/components/browse/place-fields";
import { RangeField } from "~/components/browse/range-field";
import * as browse from "~/components/browse/styles.css";
import { CheckboxField, Field, SelectField } from "~/components/forms";
import { rangeBounds } from "~/content/listing-options";
import { formatHours } from "~/utils/format";
import { listingFiltersFromForm, listingsHref, type ListingFilters } from "../query";
import * as styles from "../styles.css";

type Option = { value: string; label: string };

/** The panel's choices, from the loader (listings.server.ts). */
export type ListingFilterOptions = {
  brands: string[];
  kva: Option[];
  condition: Option[];
  type: Option[];
  location: Option[];
  sort: readonly { key: string; label: string }[];
  phase: Option[];
  fuel: Option[];
  warranty: Option[];
  sockets: Option[];
  acoustic: Option[];
  /** The distances offered for "Within N miles of" (miles). */
  radius: readonly number[];
};

/**
 * The filter panel (docs/spec/01-marketplace-core.md §2, §3): a GET form over the URL's query string. Without
 * JavaScript it has an Apply button; with it, every change applies by itself (typing and
 * sliders once the visitor pauses) and the URL follows.
 */
export function FilterPanel({
  activeCount,
  resultCount,
  resultCountExact,
  ...formProps
}: FilterFormProps & {
  /** How many filters are in force (the Filters button says). */
  activeCount: number;
  resultCount: number | null;
  resultCountExact?: boolean;
}) {
  return (
    <FilterSidebar activeCount={activeCount} resultCount={resultCount} resultCountExact={resultCountExact}>
      <ListingFilterForm {...formProps} />
    </FilterSidebar>
  );
}

type SelectName = "kva" | "condition" | "type" | "location" | "phase" | "fuel" | "warranty" | "sockets" | "acoustic";
type FilterSelect = { name: SelectName; label: string; placeholder: string };

/** The choices above Advanced Filters, and those inside it, in the panel's order. */
const mainSelects: FilterSelect[] = [
  { name: "kva", label: "Power (kVA)", placeholder: "Any power" },
  { name: "condition", label: "Condition", placeholder: "Any condition" },
  { name: "type", label: "Type", placeholder: "All types" },
  { name: "location", label: "Location", placeholder: "All locations" },
];
const advancedSelects: FilterSelect[] = [
  { name: "phase", label: "Phase", placeholder: "Any phase" },
  { name: "fuel", label: "Fuel", placeholder: "Any fuel" },
  { name: "warranty", label: "Warranty", placeholder: "Any warranty" },
  { name: "sockets", label: "Sockets", placeholder: "Any" },
  { name: "acoustic", label: "Acoustic type", placeholder: "Any acoustic type" },
];

function FilterSelects({ fields, filters, options }: { fields: FilterSelect[]; filters: ListingFilters; options: ListingFilterOptions }) {
  return fields.map(({ name, label, placeholder }) => (
    <SelectField
      key={name}
      label={label}
      placeholder={placeholder}
      options={options[name]}
      selectProps={{ name, defaultValue: filters[name] === undefined ? "" : String(filters[name]) }}
    />
  ));
}

type FilterFormProps = {
  filters: ListingFilters;
  /** The price boxes' and the distance fields' messages. */
  errors: { minPrice?: string; maxPrice?: string; near?: string; radius?: string };
  options: ListingFilterOptions;
  /** A signed-in member's saved postcode, for the distance box when the URL has no place. */
  suggestedPlace: string | null;
  /** Advanced Filters starts open (the URL says so, or one of its filters is set). */
  advancedOpen: boolean;
};

/** The form, rebuilt from the URL whenever it changes other than by the form applying itself. */
function ListingFilterForm(props: FilterFormProps) {
  const advanced = useRef<HTMLDetailsElement>(null);
  const autoApply = useAutoApply((fields) =>
    listingsHref(listingFiltersFromForm(fields, advanced.current?.open ?? false)),
  );
  return <FilterFields key={autoApply.formKey} {...props} advanced={advanced} autoApply={autoApply} />;
}

function FilterFields({
  filters,
  errors,
  options,
  suggestedPlace,
  advancedOpen: startsOpen,
  advanced,
  autoApply,
}: FilterFormProps & { advanced: RefObject<HTMLDetailsElement>; autoApply: ReturnType<typeof useAutoApply> }) {
  // Advanced Filters starts open as the loader says; then it is the visitor's to open and close.
  const [advancedOpen, setAdvancedOpen] = useState(startsOpen);
  const { brands } = options;
  // The checked brands first, so they show without scrolling the list (after Apply too);
  // the order is set when the form is built, so boxes never move under the pointer.
  const [brandOrder] = useState(() => [
    ...brands.filter((brand) => filters.brands.includes(brand)),
    ...brands.filter((brand) => !filters.brands.includes(brand)),
  ]);

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
      <FilterSelects fields={mainSelects} filters={filters} options={options} />
      <PlaceFields
        near={filters.near}
        radius={filters.radius}
        radii={options.radius}
        suggested={suggestedPlace}
        errors={{ near: errors.near, radius: errors.radius }}
      />
      <CheckboxField
        label="Featured only"
        inputProps={{ name: "featured", value: "1", defaultChecked: filters.featured }}
      />
      {/* One Sort control, above the results (SortForm); the filters keep the order in force. */}
      <input type="hidden" name="sort" value={filters.sort} />

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
          <FilterSelects fields={advancedSelects} filters={filters} options={options} />
        </div>
      </details>
    </FilterForm>
  );
}
