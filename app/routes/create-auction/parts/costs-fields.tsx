import { ChoiceField, TextField } from "~/components/conform-fields";
import type { AuctionDetailsFields } from "./fields";

/** The VAT statuses and delivery choices, as the loader hands them over. */
export type CostOptions = {
  vatStatuses: { value: string; label: string }[];
  deliveryOptions: { value: string; label: string }[];
};

/**
 * What it costs the winner besides the bid, shown on the auction page beside the current bid
 * (docs/auctions.md "What it costs"): asked by the create form, editable until the first bid.
 */
export function CostsFields({ fields, options }: { fields: Pick<AuctionDetailsFields, "vatStatus" | "delivery" | "collectionTerms">; options: CostOptions }) {
  return (
    <>
      <ChoiceField
        label="VAT"
        placeholder="Select VAT status"
        help="Buyers see what the winner pays: there is no buyer's premium."
        options={options.vatStatuses}
        field={fields.vatStatus}
      />
      <ChoiceField label="Collection and delivery" options={options.deliveryOptions} field={fields.delivery} />
      <TextField
        label="Collection and delivery terms"
        optional
        help="In your words, up to 500 characters: e.g. collection within 14 days of the end, forklift loading on site."
        field={fields.collectionTerms}
      />
    </>
  );
}
