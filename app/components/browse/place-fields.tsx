import { Field, SelectField } from "~/components/forms";
import { PLACE_TEXT_MAX } from "~/utils/places";
import * as styles from "./styles.css";

/**
 * "Within [10 / 25 / 50 / 100 / 200 miles] of [postcode]": a browse page's distance filter,
 * two plain fields of its GET form (`radius`, `near`), so it works without JavaScript and
 * applies by itself with it, as the form's other fields do. Each field shows its message
 * beside it (a radius without a place, a place that is not a postcode or not one the site
 * knows). `suggested` (a member's saved postcode) fills the box when the URL has no place;
 * it filters nothing until the form is applied.
 */
export function PlaceFields({
  near,
  radius,
  radii,
  suggested,
  errors,
}: {
  near: string;
  radius: string;
  /** The distances offered, in miles. */
  radii: readonly number[];
  suggested?: string | null;
  errors: { near?: string; radius?: string };
}) {
  const fromProfile = !near && Boolean(suggested);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Distance</legend>
      <div className={styles.placeInputs}>
        <SelectField
          label="Within"
          placeholder="Any distance"
          options={radii.map((miles) => ({ value: String(miles), label: `${miles} miles` }))}
          errors={errors.radius ? [errors.radius] : undefined}
          // A radius not offered stays chosen as nothing; its message says why.
          selectProps={{ id: "filter-radius", name: "radius", defaultValue: radii.map(String).includes(radius) ? radius : "" }}
        />
        <Field
          label="Of postcode or town"
          help={fromProfile ? "Your postcode, from your profile" : undefined}
          errors={errors.near ? [errors.near] : undefined}
          inputProps={{
            id: "filter-near",
            name: "near",
            defaultValue: near || (suggested ?? ""),
            maxLength: PLACE_TEXT_MAX,
            autoComplete: "postal-code",
            autoCapitalize: "words",
            spellCheck: false,
            placeholder: "e.g. LS1 4AP or Leeds",
          }}
        />
      </div>
    </fieldset>
  );
}
