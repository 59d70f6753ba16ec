import { Field, SelectField, TextareaField } from "~/components/forms";
import { getInputProps, getSelectProps, getTextareaProps } from "~/utils/conform-helpers";
import type { AuctionDetailsOptions } from "../create-auction.server";
import * as styles from "../styles.css";
import type { AuctionDetailsFields } from "./fields";

/** The first card: what the generator is (docs/spec/02-auctions-and-seller-tools.md §3's auction record, §9's option lists and the fields' help, which the loader hands over). */
export function GeneratorDetailsCard({ fields, options }: { fields: AuctionDetailsFields; options: AuctionDetailsOptions }) {
  const { help } = options;
  const number = { inputMode: "numeric" as const, step: 1 };
  return (
    <section className={styles.card} aria-labelledby="details-heading">
      <h2 id="details-heading" className={styles.cardTitle}>
        Generator Details
      </h2>
      <Field
        label="Title"
        help={help.title}
        inputProps={getInputProps(fields.title, { type: "text" })}
        errors={fields.title.errors}
      />
      <TextareaField
        label="Description"
        help={help.description}
        textareaProps={getTextareaProps(fields.description)}
        errors={fields.description.errors}
      />
      <div className={styles.pair}>
        <Field label="Brand" optional inputProps={getInputProps(fields.brand, { type: "text" })} errors={fields.brand.errors} />
        <Field label="Model" optional inputProps={getInputProps(fields.model, { type: "text" })} errors={fields.model.errors} />
      </div>
      <div className={styles.pair}>
        <Field label="Year" help={help.year} inputProps={{ ...getInputProps(fields.year, { type: "number" }), ...number }} errors={fields.year.errors} />
        <Field label="Hours" help={help.hours} inputProps={{ ...getInputProps(fields.hours, { type: "number" }), ...number }} errors={fields.hours.errors} />
      </div>
      <div className={styles.triple}>
        <SelectField
          label="Power Output"
          placeholder="Select power output"
          options={options.power}
          selectProps={getSelectProps(fields.power)}
          errors={fields.power.errors}
        />
        <SelectField
          label="Fuel Type"
          placeholder="Select fuel type"
          options={options.fuelType}
          selectProps={getSelectProps(fields.fuelType)}
          errors={fields.fuelType.errors}
        />
        <SelectField
          label="Phase"
          placeholder="Select phase"
          options={options.phase}
          selectProps={getSelectProps(fields.phase)}
          errors={fields.phase.errors}
        />
      </div>
      <div className={styles.pair}>
        <SelectField label="Condition" options={options.condition} selectProps={getSelectProps(fields.condition)} errors={fields.condition.errors} />
        <Field
          label="Warranty (months)"
          help={help.warrantyLength}
          inputProps={{ ...getInputProps(fields.warrantyLength, { type: "number" }), ...number }}
          errors={fields.warrantyLength.errors}
        />
      </div>
      <Field
        label="Location"
        help={help.location}
        inputProps={getInputProps(fields.location, { type: "text" })}
        errors={fields.location.errors}
      />
    </section>
  );
}
