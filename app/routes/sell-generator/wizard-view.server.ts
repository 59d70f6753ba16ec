import type { PhotoPickerWords } from "~/components/photo-picker";
import type { Stat } from "~/content/claims";
import { generatorTypeKeys, generatorTypes, isGeneratorType } from "~/content/generator-types";
import {
  acousticTypes,
  brands,
  conditionLabel,
  conditions,
  fuelTypes,
  keyFeatures,
  MAX_WARRANTY_MONTHS,
  MIN_YEAR,
  OTHER_BRAND,
  phaseTypes,
  storedBrand,
  vatStatuses,
  vatStatusLabel,
} from "~/content/listing-options";
import { renewLabel, renewPath } from "~/content/listing-statuses";
import { findListingOption, listingOptionPrice, listingOptionPriceText, listingOptions, vatIncludedIn } from "~/content/plans";
import { kvaOfKw, powerUnits } from "~/content/power";
import { sellHero, sellLinks, sellOptionsLead, sellReasons, sellSteps, sellTitles } from "~/content/sell-generator";
import type { DepotRow } from "~/models/depot.server";
import { MAX_LISTING_PHOTOS } from "~/models/listing-photo-rules";
import { missingRequirements } from "~/models/listing-rules";
import { tradePackageOf, type ListingTerms, type TradePackage } from "~/models/member-plan.server";
import { formatGBP, formatHours, formatKva, formatKw, formatNumber, formatPower } from "~/utils/format";
import type { WizardListing } from "./parts/wizard-listing.server";
import { wizardPath, wizardSteps } from "./steps";

/**
 * What the wizard's page shows that the server can work out: the shown step's option lists,
 * the listing options' cards and prices, what Publish charges, the summary's rows, and the
 * page's words (its headings, notes and fields' help). Handed over as loader data, so the
 * page's script carries none of plans.ts, the option lists, the formatting or the copy
 * (docs/performance.md); plans.ts and listing-options.ts stay the one source.
 */

/** A select's choice. */
export type Choice = { value: string; label: string };

/**
 * A wizard field as the page draws it (parts/step-fields.tsx): its name in the step's schema,
 * its words, its control and the control's attributes; a row is one field, or two side by side.
 */
export type FieldSpec = {
  name: string;
  label: string;
  control: "text" | "number" | "select" | "textarea" | "checkbox";
  help?: string;
  optional?: boolean;
  placeholder?: string;
  options?: Choice[];
  attributes?: { step?: string | number; min?: number; inputMode?: "numeric" | "decimal"; autoComplete?: string };
};

export type FieldRow = FieldSpec[];

const choicesOf = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));
const keyedChoices = (items: ReadonlyArray<{ key: string; label: string }>): Choice[] => items.map(({ key, label }) => ({ value: key, label }));

/** A listing option as the landing's cards and the Pricing step's choices show it, its price in words. */
export type ListingOptionCard = {
  key: string;
  name: string;
  recommended: boolean;
  price: ReturnType<typeof listingOptionPrice>;
  benefits: string[];
};

function listingOptionCards(): ListingOptionCard[] {
  return listingOptions.map((option) => ({
    key: option.key,
    name: option.name,
    recommended: Boolean(option.recommended),
    price: listingOptionPrice(option),
    benefits: option.benefits,
  }));
}

export type DraftLink = { id: string; title: string; href: string; stepTitle: string };

/**
 * The question a member with drafts is asked where the wizard would start (parts/draft-choice.tsx):
 * continue the latest draft or start another; null without drafts.
 */
export function draftChoice(drafts: DraftLink[]) {
  const [latest, ...others] = drafts;
  if (!latest) return null;
  const one = drafts.length === 1;
  return {
    heading: one ? "You have a listing in progress" : `You have ${drafts.length} listings in progress`,
    text: `Continue “${latest.title}” where you left off (at ${latest.stepTitle}), or start another listing. Your draft${one ? " is" : "s are"} kept either way.`,
    latest,
    others,
  };
}

export type DraftChoiceView = NonNullable<ReturnType<typeof draftChoice>>;

/** The landing's content (content/sell-generator.ts, the listing options), the member's drafts and the headline figures. */
export function landingView({ drafts, stats }: { drafts: DraftLink[]; stats: Stat[] }) {
  return {
    hero: sellHero,
    titles: sellTitles,
    optionsLead: sellOptionsLead,
    drafts,
    stats,
    optionCards: listingOptionCards(),
    steps: sellSteps,
    reasons: sellReasons,
    links: sellLinks,
  };
}

export type LandingView = ReturnType<typeof landingView>;

/**
 * The wizard's heading and the page's title and description: "List your generator" under the
 * landing, else the page's h1 (a live listing is being edited, or a listing is being made).
 */
export function pageWords({ landing, listing }: { landing: boolean; listing: Pick<WizardListing, "status" | "basicInfo"> | null }) {
  return {
    heading: landing ? "List your generator" : listing?.status === "active" ? "Edit Your Listing" : "Sell Your Generator",
    meta: listing
      ? { title: `Your listing: ${listing.basicInfo.title}`, description: "Edit your generator listing on GenMarket." }
      : {
          title: "Sell Your Generator",
          description: "List your generator in five steps: basic info, specs, photos, pricing and review. Reviewed within 24 hours.",
        },
  };
}

const stateWords = { done: "done", incomplete: "incomplete", current: "current step", upcoming: "upcoming" } as const;

/**
 * The step indicator's five steps (parts/step-indicator.tsx), each done, current, incomplete or
 * upcoming, in words. A step is done when its fields are saved and valid (`completeSteps`),
 * whether it comes before or after the one shown, so going back never unticks finished steps;
 * a step before the current one that still lacks something is incomplete (its number, not a
 * tick). Every step that can be opened (all steps before it done) has its address.
 */
export function stepIndicator(step: number, completeSteps: readonly number[], listingId?: string) {
  return wizardSteps.map((title, index) => {
    const number = index + 1;
    const state: keyof typeof stateWords = number === step ? "current" : completeSteps.includes(number) ? "done" : number < step ? "incomplete" : "upcoming";
    const reachable = state !== "current" && wizardSteps.slice(0, index).every((_, before) => completeSteps.includes(before + 1));
    return {
      title,
      state,
      mark: state === "done" ? "✓" : String(number),
      stateWords: ` (${stateWords[state]})`,
      href: state === "done" || state === "incomplete" || reachable ? wizardPath(number, listingId) : null,
    };
  });
}

export type StepIndicatorItem = ReturnType<typeof stepIndicator>[number];

/** A sentence with a link in it: the words before it, the link's own (none: no link) and after it. */
export type LinkedNote = { before: string; link: string | null; after: string };

/**
 * What a trade seller's listing costs, in words: nothing per listing within their package's
 * allowance; without a package, or with none left, where to choose or upgrade one (the link
 * goes to /trade-sellers; publish_listing refuses until then, and the draft is kept).
 */
function tradePackageNote(tradePackage: TradePackage): LinkedNote {
  if (tradePackage.planName === null) {
    return {
      before: "Trade listings run on a weekly trade package, with no per-listing fee. You have no package yet: ",
      link: "choose Single Ad, Standard or Premium",
      after: " before you publish. Your draft is kept.",
    };
  }
  const included = `Included in your ${tradePackage.planName} package, with no per-listing fee: ${tradePackage.left} of ${tradePackage.allowance} ads left. `;
  return tradePackage.left
    ? { before: included, link: null, after: "" }
    : { before: `${included}All are in use: `, link: "upgrade your package", after: " or deactivate a listing before you publish." };
}

const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How the listing is paid for, as the loader works it out (paysPerListing in wizard.server.ts). */
export type ListingPayment = { perListing: boolean; terms: ListingTerms | null };

/** A section of the summary: the wizard step its fields are on (Review's Edit link goes there), and its rows in words. */
export type SummarySection = { title: string; step: number; rows: Array<{ label: string; value: string | null }> };

const statusPanels: Record<string, { title: string; text: string }> = {
  pending: {
    title: "Pending review",
    text: "Your listing has been submitted. Our team reviews new listings within 24 hours, and it goes live as soon as it is approved. It cannot be changed while it is being reviewed.",
  },
  expired: {
    title: "Expired",
    text: "This listing's period has ended, so buyers no longer see it. Renew it to put it back on the site for a new period, with its photos, messages and statistics.",
  },
  sold: { title: "Sold", text: "This listing is marked as sold, so buyers no longer see it." },
};

/**
 * The panel of a listing the wizard cannot change (parts/status-panel.tsx): where it stands, in
 * words, and for an expired one the way to Renew it.
 */
export function statusPanelFor(status: string, listingId: string) {
  const panel = statusPanels[status] ?? { title: status, text: "" };
  return status === "expired" ? { ...panel, action: { label: renewLabel, to: renewPath(listingId) } } : panel;
}

/** A seller's depot as the wizard names it (requireSellerDepots: the main one first). */
export type SellerDepot = Pick<DepotRow, "id" | "name" | "is_main">;

/**
 * The Pricing step's Depot choices (docs/depots.md): a dealer with two or more depots says which
 * one buyers call and collect from, the main one first and marked; null for anyone else (one
 * depot or none: the listing is at the main one, or at none).
 */
export function depotChoices(depots: readonly SellerDepot[]): Choice[] | null {
  if (depots.length < 2) return null;
  return depots.map((depot) => ({ value: depot.id, label: depot.is_main ? `${depot.name} (main)` : depot.name }));
}

/** The listing's depot's name, for a dealer who chooses among several (depotChoices); else none. */
const chosenDepotName = (listing: WizardListing, depots: readonly SellerDepot[]) =>
  depots.length < 2 ? undefined : depots.find((depot) => depot.id === listing.pricing.depotId)?.name;

/**
 * Everything entered, in words, as buyers and the review team will read it (the photos are the
 * listing's own); the depot it is at for a dealer with several (`depots`: the seller's). A
 * trade seller's listing comes with their package, never a listing option of its own, so theirs
 * has no such row unless one was paid for before (a private seller who became a dealer).
 */
export function listingSummary(
  listing: WizardListing,
  listingOption: string | null,
  { depots = [], tradeSeller = false }: { depots?: readonly SellerDepot[]; tradeSeller?: boolean } = {},
): SummarySection[] {
  const { basicInfo, specs, pricing } = listing;
  const option = findListingOption(listingOption);
  const depotName = chosenDepotName(listing, depots);
  const optionRow: Array<[string, string | undefined]> =
    tradeSeller && !option ? [] : [["Listing option", option ? `${option.name}: ${listingOptionPriceText(option)}` : undefined]];
  const sections: Array<{ title: string; step: number; rows: Array<[string, string | undefined]> }> = [
    {
      title: "Basic Info",
      step: 1,
      rows: [
        ["Title", basicInfo.title],
        ["Type", isGeneratorType(basicInfo.type) ? generatorTypes[basicInfo.type].name : basicInfo.type],
        ["Condition", basicInfo.condition ? conditionLabel(basicInfo.condition) : undefined],
        ["Description", basicInfo.description],
      ],
    },
    {
      title: "Specs",
      step: 2,
      rows: [
        ["Power output", specs.powerOutput === undefined ? undefined : formatPower(specs.powerOutput)],
        ["Fuel type", specs.fuelType],
        ["Brand", storedBrand(specs.brand, specs.otherBrand)],
        ["Model", specs.model],
        ["Year", specs.year?.toString()],
        ["Hours used", specs.hoursUsed === undefined ? undefined : formatHours(specs.hoursUsed)],
        ["Key features", specs.keyFeatures.length ? specs.keyFeatures.join(", ") : undefined],
        ["Phase", specs.phase],
        ["Voltage", specs.voltage],
        ["Acoustic type", specs.acousticType],
        ["Enclosure", specs.enclosure],
        ["Emissions", specs.emissions],
        ["Warranty", specs.warrantyMonths ? `${specs.warrantyMonths} months` : "None"],
        ["Power sockets", specs.sockets ? "Yes" : "No"],
      ],
    },
    {
      title: "Pricing",
      step: 4,
      rows: [
        ["Asking price", pricing.askingPrice === undefined ? undefined : formatGBP(pricing.askingPrice)],
        ["VAT status", vatStatusLabel(pricing.vatStatus) || undefined],
        ["Price negotiable", pricing.priceNegotiable ? "Yes" : "No"],
        ["Postcode", pricing.postcode],
        ["Location details", pricing.locationDetails],
        ...(depotName ? [["Depot", depotName] satisfies [string, string]] : []),
        ...optionRow,
      ],
    },
  ];
  return sections.map(({ title, step, rows }) => ({ title, step, rows: rows.map(([label, value]) => ({ label, value: value || null })) }));
}

/**
 * The Review step's buyer's-eye preview: the listing's card as the browse pages will show it
 * (ListingCard's parts: brand and power, title, price, place, year, hours, power, fuel and
 * condition), in words made here, so the page's script needs none of utils/format.ts; null
 * until it has a title and a price to show.
 */
export function buyerPreview(listing: WizardListing) {
  const { basicInfo, specs, pricing } = listing;
  if (!basicInfo.title || pricing.askingPrice === undefined) return null;
  return {
    title: basicInfo.title,
    kicker: [storedBrand(specs.brand, specs.otherBrand), specs.powerOutput === undefined ? undefined : formatPower(specs.powerOutput)].filter(Boolean).join(" · "),
    price: formatGBP(pricing.askingPrice),
    place: pricing.locationDetails || pricing.postcode || null,
    year: specs.year?.toString() ?? "n/a",
    hours: specs.hoursUsed === undefined ? "n/a" : formatNumber(specs.hoursUsed),
    // Both units, kVA first, as the card's PowerFigures shows them (each kept whole on a narrow tile).
    power: specs.powerOutput === undefined ? null : [formatKva(kvaOfKw(specs.powerOutput)), `/ ${formatKw(specs.powerOutput)}`],
    tags: [specs.fuelType, basicInfo.condition ? conditionLabel(basicInfo.condition) : undefined].filter((tag): tag is string => Boolean(tag)),
    photo: listing.photos[0] ? { url: listing.photos[0].url } : null,
  };
}

export type BuyerPreview = NonNullable<ReturnType<typeof buyerPreview>>;

/**
 * The shown step's own data: its fields' choices (steps 1, 2, 4), the listing options and
 * what is paid already (4), and what is lacking, what Publish charges and the summary (5);
 * each step's words (its fields' help, its notes) travel with it, so the page's script ships
 * no copy (docs/performance.md). `maxYear`: the latest year a generator may be from (the
 * Year field's help); `testMode`: the payment provider takes no money (said beside Publish).
 */
export function stepView(
  step: number,
  listing: WizardListing | null,
  payment: ListingPayment | null,
  { maxYear, testMode, depots = [] }: { maxYear: number; testMode: boolean; depots?: readonly SellerDepot[] },
) {
  const live = listing?.status === "active";
  if (step === 1) {
    return {
      step: 1 as const,
      rows: [
        [{ name: "title", label: "Generator Title", control: "text", help: "For example: Cummins C110 D5 110 kVA standby generator" }],
        [
          // The one type list (content/generator-types.ts), as /listings names each type.
          {
            name: "type",
            label: "Generator Type",
            control: "select",
            placeholder: "Select the type",
            help: "Buyers find it under this type on the Listings page",
            options: generatorTypeKeys.map((key) => ({ value: key, label: generatorTypes[key].name })),
          },
          { name: "condition", label: "Condition", control: "select", placeholder: "Select the condition", options: keyedChoices(conditions) },
        ],
        [
          {
            name: "description",
            label: "Description",
            control: "textarea",
            help: "What it has powered, how it has been maintained, and anything a buyer should know",
          },
        ],
      ] satisfies FieldRow[],
    };
  }
  if (step === 2) {
    return {
      step: 2 as const,
      rows: [
        [
          {
            name: "powerOutput",
            label: "Power Output",
            control: "number",
            help: "As on the rating plate; buyers see both kVA and kW",
            attributes: { step: "any", inputMode: "decimal" },
          },
          // kW or kVA, as create auction asks (content/power.ts); kept in kW.
          { name: "powerUnit", label: "Power Unit", control: "select", options: choicesOf(powerUnits) },
        ],
        [{ name: "fuelType", label: "Fuel Type", control: "select", placeholder: "Select a fuel type", options: choicesOf(fuelTypes) }],
        [
          { name: "brand", label: "Brand", control: "select", placeholder: "Select a brand", options: choicesOf(brands) },
          { name: "model", label: "Model", control: "text", optional: true },
        ],
        [{ name: "otherBrand", label: "Brand Name", control: "text", help: "If you chose Other: the brand as it is on the generator" }],
        [
          { name: "year", label: "Year", control: "number", help: `${MIN_YEAR} to ${maxYear}`, attributes: { inputMode: "numeric" } },
          { name: "hoursUsed", label: "Hours Used", control: "number", optional: true, help: "From the hour meter", attributes: { inputMode: "numeric" } },
        ],
      ] satisfies FieldRow[],
      otherBrand: OTHER_BRAND,
      electrical: {
        legend: "Electrical and enclosure (optional: buyers filter by these)",
        rows: [
          [
            { name: "phase", label: "Phase", control: "select", optional: true, placeholder: "Not stated", options: choicesOf(phaseTypes) },
            { name: "voltage", label: "Voltage", control: "text", optional: true, help: "For example: 400V/230V" },
          ],
          [
            { name: "acousticType", label: "Acoustic Type", control: "select", optional: true, placeholder: "Not stated", options: choicesOf(acousticTypes) },
            { name: "enclosure", label: "Enclosure", control: "text", optional: true, help: "For example: steel acoustic canopy" },
          ],
          [
            { name: "emissions", label: "Emissions", control: "text", optional: true, help: "For example: EU Stage V" },
            {
              name: "warrantyMonths",
              label: "Warranty (months)",
              control: "number",
              optional: true,
              help: `0 or empty for none; up to ${MAX_WARRANTY_MONTHS}`,
              attributes: { inputMode: "numeric" },
            },
          ],
          [{ name: "sockets", label: "Has power sockets (outlets)", control: "checkbox" }],
        ] satisfies FieldRow[],
      },
      keyFeatures: { legend: "Key Features (optional)", options: [...keyFeatures] },
    };
  }
  if (step === 3) {
    const room = MAX_LISTING_PHOTOS - (listing?.photos.length ?? 0);
    return {
      step: 3 as const,
      words: {
        signIn: "Photos are saved as soon as you upload them, so we will ask you to sign in first. Everything you have entered so far is kept.",
        intro: "The first photo is the cover. Describe each one for buyers using a screen reader; left empty, it reads as the title and its number.",
        none: "No photos yet. Buyers look at the photos first: add at least one.",
        upload: `JPEG, PNG, WebP or GIF, up to 20 MB each; ${MAX_LISTING_PHOTOS} photos at most (room for ${room} more). The first photo is the main one.`,
        full: "You have added the most photos a listing can have. Remove one to add another.",
        picker: {
          dropHint: "Drag photos here, or choose them:",
          waiting: "Photos to upload",
          noPreview: "No preview",
          preparing: "Preparing preview…",
          ready: "Ready to upload",
          progress: "Upload progress",
          upload: "Upload Photos",
          uploading: "Uploading...",
          failed: "The upload did not finish. Please check your connection and try again.",
        } satisfies PhotoPickerWords,
      },
    };
  }
  const tradePackage = tradePackageOf(payment?.terms ?? null);
  const paid = findListingOption(listing?.payment?.listing_option);
  if (step === 4) {
    const optionRequired = payment?.perListing ?? false;
    const depotOptions = depotChoices(depots);
    return {
      step: 4 as const,
      optionRequired,
      options: listingOptionCards(),
      paid: paid ? { name: paid.name, priceText: listingOptionPriceText(paid) } : null,
      tradePackage,
      rows: [
        [
          { name: "askingPrice", label: "Asking Price (£)", control: "number", attributes: { min: 1, step: 1, inputMode: "numeric" } },
          { name: "vatStatus", label: "VAT Status", control: "select", placeholder: "Select the VAT status", options: keyedChoices(vatStatuses) },
        ],
        [{ name: "priceNegotiable", label: "Price negotiable", control: "checkbox" }],
        [
          { name: "postcode", label: "Postcode", control: "text", help: "Where the generator can be viewed", attributes: { autoComplete: "postal-code" } },
          { name: "locationDetails", label: "Location Details", control: "text", optional: true, help: "Town or area buyers will see, e.g. Stourton, Leeds" },
        ],
        ...(depotOptions
          ? [
              [
                {
                  name: "depotId",
                  label: "Depot",
                  control: "select",
                  help: "Where buyers call and collect. The postcode stays the generator's own, for distances.",
                  options: depotOptions,
                },
              ] satisfies FieldRow,
            ]
          : []),
      ] satisfies FieldRow[],
      // The depots the browser's schema accepts: those offered (createPricingSchema).
      depotIds: depotOptions?.map((choice) => choice.value) ?? [],
      // What this listing costs, beside the fields (the first that applies); the options themselves when one is to be chosen.
      note: live
        ? "This listing is live. Your changes apply straight away, with no new payment or review."
        : paid
          ? `${paid.name} paid (${listingOptionPriceText(paid)}): nothing more to pay.`
          : null,
      tradeNote: live || paid || !tradePackage ? null : tradePackageNote(tradePackage),
      optionsNote: "Nothing is charged yet: you pay when you publish, after checking everything on the Review step.",
    };
  }
  const charge = payment?.perListing ? findListingOption(listing?.pricing.listingOption) : undefined;
  const listingOption = listing?.payment?.listing_option ?? listing?.pricing.listingOption ?? null;
  const preview = listing ? buyerPreview(listing) : null;
  const charged = charge
    ? { name: charge.name, days: charge.days, price: formatGBP(charge.price), vat: formatGBP(vatIncludedIn(charge.price)) }
    : null;
  return {
    step: 5 as const,
    intro: live
      ? "Check your changes. Save Changes updates the live listing."
      : "Check everything before you publish. Our team reviews new listings within 24 hours; while it is being reviewed, the listing cannot be changed.",
    lackingHeading: live ? "Still missing" : "Still needed before you can publish",
    lacking: missingRequirements(listing?.missing ?? []).map(({ name, step: at, label }) => ({
      name,
      step: at,
      label,
      text: sentenceStart(label),
      where: ` (step ${at}: ${wizardSteps[at - 1]})`,
    })),
    charge: charged,
    paidName: paid?.name ?? null,
    tradePackage,
    publishLabel: charged ? `Pay ${charged.price} and Publish` : "Publish",
    // What Publish costs, said beside the button: the fee and its terms, or why there is none.
    note: live
      ? null
      : charged
        ? {
            fee: `Publishing pays ${charged.price} inc. VAT`,
            text: ` (VAT ${charged.vat}) for the ${charged.name}: ${charged.days} days once approved. ${testMode ? "Test mode: no card is charged." : ""}`,
            feeNote:
              "If our team rejects the listing, the fee carries over: correct what they ask and publish it again at no further charge. Your receipt is in your dashboard, under Billing.",
          }
        : paid
          ? { info: `${paid.name} already paid: publishing charges nothing more.` }
          : tradePackage?.planName
            ? { info: `No fee: this listing uses one of your ${tradePackage.planName} package's ads (${tradePackage.left} of ${tradePackage.allowance} left).` }
            : null,
    summary: listing ? listingSummary(listing, listingOption, { depots, tradeSeller: tradePackage !== null }) : [],
    preview: {
      heading: "How buyers will see it",
      card: preview,
      note: preview ? "Your listing's card in the search results, once it is live." : "The preview appears once the listing has a title and an asking price.",
    },
  };
}

export type StepView = ReturnType<typeof stepView>;
