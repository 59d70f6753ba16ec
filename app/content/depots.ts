/**
 * The sellers portal's Depots tab (docs/sellers-portal.md#depots): the words a dealer reads
 * about their depots. SQL holds the rules and its own refusals (supabase/schemas/18-depots.sql);
 * the form's fields and limits are app/models/depot-fields.ts. The loader hands the words to
 * the page as data, so the page's script does not carry them (docs/performance.md).
 */

/** Where a seller whose package allows one depot compares the trade packages (as the API tab does). */
export const DEPOT_UPGRADE_HREF = "/trade-sellers";

export const depotWords = {
  tab: "Depots",
  heading: "Depots",
  intro: "Each of your listings is at one of your depots: buyers see its address, phone and opening hours. New listings go to your main depot.",
  firstDepot: "Add your main depot: your listings will show its address, phone and opening hours.",
  listHeading: "Your depots",
  mainBadge: "Main depot",
  reference: "Reference",
  address: "Address",
  phone: "Phone",
  openingHours: "Opening hours",
  listings: "Listings",
  notGiven: "Not given",
  edit: "Edit",
  makeMain: "Make main",
  delete: "Delete",
  mainNotDeletable: "To delete your main depot, make another depot the main one first.",
  // The form.
  addHeading: "Add a depot",
  referenceLabel: "Reference",
  referenceHelp: "Your own short code for it, as your stock system names the branch, e.g. LEEDS-1.",
  nameLabel: "Depot name",
  nameHelp: "As buyers will read it, e.g. “Leeds depot”.",
  addressLabel: "Address",
  addressHelp: "The street address without the postcode, as a buyer collecting would need it.",
  postcodeLabel: "Postcode",
  phoneLabel: "Phone",
  openingHoursLabel: "Opening hours",
  openingHoursHelp: "One line per day or range, e.g. “Mon–Fri 8am–5pm”.",
  add: "Add depot",
  adding: "Adding...",
  save: "Save changes",
  saving: "Saving...",
  cancel: "Cancel",
  // Deleting, asked first.
  confirmDeleteButton: "Yes, delete it",
  deleting: "Deleting...",
  keepDepot: "Keep it",
  depotNotFound: "Depot not found",
  // Not for this member, or not on this package.
  tradeOnlyHeading: "Depots are for trade sellers",
  tradeOnly:
    "Trade sellers list their generators from their depots: each listing shows its depot's address, phone and opening hours, and the Premium package manages up to 10 depots.",
  upgradeHeading: "More depots come with Premium",
  upgradeLink: "Compare trade packages",
  failed: "The depot could not be saved. Please try again later.",
  changeFailed: "The depot could not be changed. Please try again later.",
};

export type DepotWords = typeof depotWords;

/** The sentences that carry a value, made on the server. */
export const depotSentences = {
  editHeading: (name: string) => `Edit ${name}`,
  listingCount: (count: number) => (count === 1 ? "1 listing" : `${count} listings`),
  allowance: (allowance: number, held: number) => `Your package allows ${allowance} depots; you have ${held}.`,
  upgrade: (plan: string | null) =>
    `${plan ? `Your ${plan} package includes one depot.` : "Without a package you have one depot."} Premium manages up to 10, each with its own listings, address and opening hours.`,
  confirmDelete: (name: string) => `Delete ${name}?`,
  /** Where the depot's listings go: the main depot, or none when it is the last one. */
  deleteMoves: (count: number, mainName: string | null) => {
    if (count === 0) return "It has no listings.";
    const its = count === 1 ? "Its listing" : `Its ${count} listings`;
    if (mainName) return `${its} ${count === 1 ? "moves" : "move"} to ${mainName}.`;
    return `${its} will show no depot until you add one.`;
  },
  added: (name: string) => ({ message: `${name} added`, description: "Move listings to it from the Listings tab." }),
  firstAdded: (name: string) => ({ message: `${name} added`, description: "It is your main depot: your listings show its address." }),
  saved: (name: string) => ({ message: `${name} saved` }),
  madeMain: (name: string) => ({ message: `${name} is now your main depot`, description: "New listings go to it." }),
  deleted: (name: string, moved: number, mainName: string | null) => ({
    message: `${name} deleted`,
    description: moved > 0 && mainName ? `Its ${moved === 1 ? "listing" : `${moved} listings`} moved to ${mainName}.` : undefined,
  }),
  moved: (count: number, name: string) => `${count === 1 ? "1 listing" : `${count} listings`} moved to ${name}`,
};
