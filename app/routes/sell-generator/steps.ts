/** The sell wizard's steps and their addresses (no zod here: the page's parts use them). */

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

/** `?new=1`: a member with drafts chose to start another listing rather than continue one. */
export const NEW_LISTING_PARAM = "new";
export const newListingPath = `/sell-generator?${NEW_LISTING_PARAM}=1#wizard`;

/** A photo's description field on the photos step: `alt-` and the photo's id (the action reads it with schema.ts' PhotoAltSchema). */
export const photoAltField = (photoId: string) => `alt-${photoId}`;
