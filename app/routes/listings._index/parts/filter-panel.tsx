import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type SyntheticEvent } from "react";
import { CheckboxField, Field, SelectField } from "~/components/forms";
import { FilterIcon } from "~/components/icons";
import { button } from "~/components/ui/button.css";
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
import { formatGBP, formatHours, formatKw, formatNumber } from "~/utils/format";
import { useHydrated } from "~/utils/misc";
import {
  countActiveFilters,
  hasAdvancedFilters,
  listingsHref,
  parseListingFilters,
  SEARCH_MAX,
  yearRangeInForce,
  type ListingFilters,
} from "../schema";
import * as styles from "../styles.css";
import { RangeField } from "./range-field";

/** Typing and dragging apply once the visitor pauses for this long. */
const APPLY_DELAY_MS = 400;

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The filter panel (spec 01 §2, §3): a GET form over the URL's query string. Without
 * JavaScript it has an Apply button; with it, every change applies by itself (typing and
 * sliders once the visitor pauses) and the URL follows. On small screens it folds away
 * behind a Filters button (without JavaScript: a link that shows it through :target).
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
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const activeCount = countActiveFilters(filters);
  const toggleLabel = `Filters${activeCount ? ` (${activeCount} active)` : ""}`;

  const panelClass = hydrated ? (open ? styles.panelShown : styles.panel) : styles.panelUntilTarget;
  return (
    <aside className={styles.sidebar} aria-label="Filters">
      {hydrated ? (
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={open}
          aria-controls="filters"
          onClick={() => setOpen(!open)}
        >
          <FilterIcon />
          {toggleLabel}
        </button>
      ) : (
        <a href="#filters" className={styles.filtersToggle}>
          <FilterIcon />
          {toggleLabel}
        </a>
      )}
      <div id="filters" className={panelClass}>
        <FilterForm filters={filters} brands={brands} powerKw={powerKw} />
        {hydrated ? (
          <button type="button" className={`${button.primary} ${styles.showResults}`} onClick={() => setOpen(false)}>
            {resultCount === null ? "Show results" : `Show ${formatNumber(resultCount)} results`}
          </button>
        ) : (
          <a href="#results" className={`${button.secondary} ${styles.showResults}`}>
            Back to results
          </a>
        )}
      </div>
    </aside>
  );
}

type FilterFormProps = { filters: ListingFilters; brands: string[]; powerKw: number[] };

/**
 * The form's fields start from the URL. When the URL changes because the form applied
 * itself, the fields already show it; when it changes any other way (Reset, a type
 * button, Back), the form is rebuilt from the new URL, open sections and all.
 */
function FilterForm(props: FilterFormProps) {
  const location = useLocation();
  const appliedSearch = useRef<string | null>(null);
  const [formKey, setFormKey] = useState(location.key);
  useEffect(() => {
    if (location.search !== appliedSearch.current) setFormKey(location.key);
  }, [location.key, location.search]);
  return <FilterFields key={formKey} {...props} onApply={(search) => (appliedSearch.current = search)} />;
}

function FilterFields({ filters, brands, powerKw, onApply }: FilterFormProps & { onApply: (search: string) => void }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const delayedApply = useRef<ReturnType<typeof setTimeout>>();
  const advanced = useRef<HTMLDetailsElement>(null);
  useEffect(() => () => clearTimeout(delayedApply.current), []);

  // Advanced Filters starts open when the URL says so or one of its filters is set; then
  // it is the visitor's to open and close.
  const [advancedOpen, setAdvancedOpen] = useState(() => filters.advanced || hasAdvancedFilters(filters));

  /** Applies the form's filters. Typing and dragging wait for a pause and, like opening a
   * section, replace the history entry rather than add one per keystroke. */
  function apply(form: HTMLFormElement, { delayed, replace = delayed }: { delayed: boolean; replace?: boolean }) {
    clearTimeout(delayedApply.current);
    const go = () => {
      const fields = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === "string") fields.append(name, value);
      }
      const next = { ...parseListingFilters(fields), advanced: advanced.current?.open ?? false };
      const href = listingsHref(next);
      onApply(href.slice("/listings".length));
      navigate(href, { replace, preventScrollReset: true });
    };
    if (delayed) delayedApply.current = setTimeout(go, APPLY_DELAY_MS);
    else go();
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    apply(event.currentTarget, { delayed: target.type === "search" || target.type === "range" });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget, { delayed: false });
  }

  function onAdvancedToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    // The URL remembers whether the section is open. The browser also fires this event
    // for the state first rendered, which needs nothing.
    const { open } = event.currentTarget;
    const form = event.currentTarget.closest("form");
    if (!form || open === advancedOpen) return;
    setAdvancedOpen(open);
    apply(form, { delayed: false, replace: true });
  }

  const yearHelp = yearRangeInForce(filters)
    ? undefined
    : "Every year is shown until you move a handle.";

  return (
    <Form
      method="get"
      action="/listings"
      className={styles.filterForm}
      onChange={hydrated ? onChange : undefined}
      onSubmit={hydrated ? onSubmit : undefined}
    >
      <h2 className={styles.panelTitle}>Filters</h2>
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
        legend="Price"
        names={["minPrice", "maxPrice"]}
        bounds={rangeBounds.price}
        values={[filters.minPrice, filters.maxPrice]}
        format={formatGBP}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Brands</legend>
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
          <p className={styles.help}>No brands listed yet.</p>
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

      <div className={styles.formActions}>
        {hydrated ? null : (
          <button type="submit" className={button.primary}>
            Apply
          </button>
        )}
        <Link to="/listings" className={button.secondary}>
          Reset Filters
        </Link>
      </div>
    </Form>
  );
}
