import * as z from "zod";
import { recordId } from "~/utils/validation";

// The fields' rules live in models/listing-fields.ts: bulk upload validates each CSV row with them too.
export {
  BasicInfoSchema,
  createPricingSchema,
  createSpecsSchema,
  LISTING_OPTION_MESSAGE,
  MIN_YEAR,
  type BasicInfo,
  type Pricing,
  type Specs,
} from "~/models/listing-fields";

/**
 * The sell wizard's steps (spec 01 §4, §5, §9): one zod schema per step, shared by the
 * browser (conform's inline validation) and the action (the judge).
 */

export const wizardSteps = ["Basic Info", "Specs", "Photos", "Pricing", "Review"] as const;
export const FIRST_STEP = 1;
export const LAST_STEP = wizardSteps.length;

/** The step a URL asks for, never below the first or past the last. */
export function clampStep(value: string | null | undefined) {
  const step = Number.parseInt(value ?? "", 10);
  if (Number.isNaN(step)) return FIRST_STEP;
  return Math.min(Math.max(step, FIRST_STEP), LAST_STEP);
}

/** A step's address: of the listing once it exists (?edit=), else of a new one. */
export const wizardPath = (step: number, listingId?: string) =>
  listingId ? `/sell-generator?edit=${listingId}&step=${step}` : `/sell-generator?step=${step}`;

export const PHOTO_REQUIRED_MESSAGE = "Please upload at least one photo of your generator";
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
    .regex(/^(remove-photo|move-left|move-right):[0-9a-f-]{36}$/i)
    .transform((intent) => {
      const [operation, photoId] = intent.split(":") as ["remove-photo" | "move-left" | "move-right", string];
      return { operation, photoId };
    }),
]);

export type WizardIntent = z.infer<typeof IntentSchema>;

/** The ?edit= id: a listing id is a uuid; anything else is not found. */
export const ListingIdSchema = recordId;
