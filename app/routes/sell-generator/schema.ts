import * as z from "zod";
import { listingPriceFields } from "~/models/listing-fields";
import { recordId } from "~/utils/validation";

/**
 * The sell wizard's steps (docs/spec/01-marketplace-core.md §4, §5, §9): one zod schema per step, shared by the
 * browser (conform's inline validation) and the action (the judge). The listing's field
 * rules are in ~/models/listing-fields (the bulk upload checks its rows with them too). The
 * steps' names and addresses are in steps.ts: the page uses them, and zod stays off it.
 */

export const PHOTO_REQUIRED_MESSAGE = "Please upload at least one photo of your generator";

export const LISTING_OPTION_MESSAGE = "Choose a listing option";

export const DEPOT_MESSAGE = "Choose one of your depots";

/**
 * Pricing. The listing option is asked for only while the listing still needs paying for
 * (a draft not yet paid); a live listing's edits take no new payment. The depot (docs/depots.md):
 * one of `depotIds`, the seller's depots (the server's list; the browser's, the choices it was
 * offered); left out, the listing stays where it is. SQL's move_listings_to_depot decides too.
 */
export function createPricingSchema({ optionRequired, depotIds }: { optionRequired: boolean; depotIds: readonly string[] }) {
  const listingOption = z.enum(["basic", "enhanced"], { error: LISTING_OPTION_MESSAGE });
  return z.object({
    listingOption: optionRequired ? listingOption : listingOption.optional(),
    ...listingPriceFields,
    depotId: z
      .string()
      .refine((id) => depotIds.includes(id), { error: DEPOT_MESSAGE })
      .optional(),
  });
}

export type Pricing = z.infer<ReturnType<typeof createPricingSchema>>;

/**
 * A schema that keeps whatever passes its field's rule and drops the rest, for Previous:
 * going back saves what is valid and never blocks the visitor on the current step.
 */
export function lenient<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => [name, (field as z.ZodType).optional().catch(undefined)]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof Shape]: z.ZodOptional<Shape[K]> }>;
}

/** What a wizard button asks for: a step move, saving, publishing or a photo operation. */
export const IntentSchema = z.union([
  z.enum(["next", "previous", "save-draft", "publish", "save-changes", "upload"]),
  z
    .string()
    .regex(/^(remove-photo|move-earlier|move-later|make-cover):[0-9a-f-]{36}$/i)
    .transform((intent) => {
      const [operation, photoId] = intent.split(":") as [PhotoOperation, string];
      return { operation, photoId };
    }),
]);

type PhotoOperation = "remove-photo" | "move-earlier" | "move-later" | "make-cover";

export type WizardIntent = z.infer<typeof IntentSchema>;

/** The ?edit= id: a listing id is a uuid; anything else is not found. */
export const ListingIdSchema = recordId;

// A photo's description: one rule for the wizard and the dealer API (models/listing-fields.ts).
export { PHOTO_ALT_TOO_LONG, PhotoAltSchema } from "~/models/listing-fields";
