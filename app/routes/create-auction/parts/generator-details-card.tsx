import type { FieldMetadata } from "@conform-to/react";
import type { FormEvent } from "react";
import { ChoiceField, InputField, TextField } from "~/components/conform-fields";
import type { AuctionDetailsOptions } from "../create-auction.server";
import * as styles from "../styles.css";
import type { AuctionDetailsFields } from "./fields";

/** Upper-cases the postcode as it is typed, as the sell wizard's does, keeping the caret where it was. */
function upperCaseAsTyped(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * The first card: what the generator is (docs/spec/02-auctions-and-seller-tools.md §3's auction record, §9's option lists and
 * the fields' help, which the loader hands over). `postcode`: the create form's Postcode field
 * (where the generator is, for distances on /auctions); the edit form has none.
 */
export function GeneratorDetailsCard({
  fields,
  options,
  postcode,
}: {
  fields: AuctionDetailsFields;
  options: AuctionDetailsOptions;
  postcode?: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
}) {
  const { help } = options;
  const number = { inputMode: "numeric" as const, step: 1 };
  return (
    <section className={styles.card} aria-labelledby="details-heading">
      <h2 id="details-heading" className={styles.cardTitle}>
        Generator Details
      </h2>
      <InputField label="Title" help={help.title} field={fields.title} type="text" />
      <TextField label="Description" help={help.description} field={fields.description} />
      <ChoiceField label="Generator Type" placeholder="Select type" help={help.type} options={options.type} field={fields.type} />
      <div className={styles.pair}>
        <InputField label="Brand" optional field={fields.brand} type="text" />
        <InputField label="Model" optional field={fields.model} type="text" />
      </div>
      <div className={styles.pair}>
        <InputField label="Year" help={help.year} field={fields.year} type="number" inputProps={{ ...number }} />
        <InputField label="Hours" help={help.hours} field={fields.hours} type="number" inputProps={{ ...number }} />
      </div>
      <div className={styles.pair}>
        <InputField
          label="Power Output"
          help={help.power}
          field={fields.power}
          type="number"
          inputProps={{ inputMode: "decimal", step: "any", min: 1 }}
        />
        <ChoiceField label="Power Unit" options={options.powerUnit} field={fields.powerUnit} />
      </div>
      <div className={styles.pair}>
        <ChoiceField label="Fuel Type" placeholder="Select fuel type" options={options.fuelType} field={fields.fuelType} />
        <ChoiceField label="Phase" placeholder="Select phase" options={options.phase} field={fields.phase} />
      </div>
      <div className={styles.pair}>
        <ChoiceField label="Condition" options={options.condition} field={fields.condition} />
        <InputField
          label="Warranty (months)"
          help={help.warrantyLength}
          field={fields.warrantyLength}
          type="number"
          inputProps={{ ...number }}
        />
      </div>
      {postcode ? (
        <div className={styles.pair}>
          <InputField label="Location" help={help.location} field={fields.location} type="text" />
          <InputField
            label="Postcode"
            help={help.postcode}
            field={postcode}
            type="text"
            inputProps={{ autoComplete: "postal-code", onInput: upperCaseAsTyped }}
          />
        </div>
      ) : (
        <InputField label="Location" help={help.location} field={fields.location} type="text" />
      )}
    </section>
  );
}
