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
import { findListingOption, listingOptionPrice, listingOptionPriceText, listingOptions, vatIncludedIn } from "~/content/plans";
import { sellHero, sellLinks, sellOptionsLead, sellReasons, sellSteps } from "~/content/sell-generator";
import { missingRequirements } from "~/models/listing-rules";
import { tradePackageOf, type ListingTerms } from "~/models/member-plan.server";
import { formatGBP, formatHours, formatPower } from "~/utils/format";
import type { WizardListing } from "./parts/wizard-listing.server";

/**
 * What the wizard's page shows that the server can work out: the shown step's option lists,
 * the listing options' cards and prices, what Publish charges, the summary's rows. Handed
 * over as loader data, so the page's script carries none of plans.ts, the option lists or
 * the formatting (docs/performance.md); plans.ts and listing-options.ts stay the one source.
 */

/** A select's choice. */
export type Choice = { value: string; label: string };

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

/** The landing's content (content/sell-generator.ts, the listing options), the member's drafts and the headline figures. */
export function landingView({ drafts, stats }: { drafts: DraftLink[]; stats: Stat[] }) {
  return { hero: sellHero, optionsLead: sellOptionsLead, drafts, stats, optionCards: listingOptionCards(), steps: sellSteps, reasons: sellReasons, links: sellLinks };
}

export type LandingView = ReturnType<typeof landingView>;

/** How the listing is paid for, as the loader works it out (paysPerListing in wizard.server.ts). */
export type ListingPayment = { perListing: boolean; terms: ListingTerms | null };

export type SummarySection = { title: string; rows: Array<{ label: string; value: string | null }> };

const statusPanels: Record<string, { title: string; text: string }> = {
  pending: {
    title: "Pending review",
    text: "Your listing has been submitted. Our team reviews new listings within 24 hours, and it goes live as soon as it is approved. It cannot be changed while it is being reviewed.",
  },
  expired: { title: "Expired", text: "This listing's period has ended, so buyers no longer see it." },
  sold: { title: "Sold", text: "This listing is marked as sold, so buyers no longer see it." },
};

/** The panel of a listing the wizard cannot change (parts/status-panel.tsx): where it stands, in words. */
export function statusPanelFor(status: string) {
  return statusPanels[status] ?? { title: status, text: "" };
}

/** Everything entered, in words, as buyers and the review team will read it (the photos are the listing's own). */
export function listingSummary(listing: WizardListing, listingOption: string | null): SummarySection[] {
  const { basicInfo, specs, pricing } = listing;
  const option = findListingOption(listingOption);
  const sections: Array<{ title: string; rows: Array<[string, string | undefined]> }> = [
    {
      title: "Basic Info",
      rows: [
        ["Title", basicInfo.title],
        ["Type", isGeneratorType(basicInfo.type) ? generatorTypes[basicInfo.type].name : basicInfo.type],
        ["Condition", basicInfo.condition ? conditionLabel(basicInfo.condition) : undefined],
        ["Description", basicInfo.description],
      ],
    },
    {
      title: "Specs",
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
      rows: [
        ["Asking price", pricing.askingPrice === undefined ? undefined : formatGBP(pricing.askingPrice)],
        ["VAT status", vatStatusLabel(pricing.vatStatus) || undefined],
        ["Price negotiable", pricing.priceNegotiable ? "Yes" : "No"],
        ["Postcode", pricing.postcode],
        ["Location details", pricing.locationDetails],
        ["Listing option", option ? `${option.name}: ${listingOptionPriceText(option)}` : undefined],
      ],
    },
  ];
  return sections.map(({ title, rows }) => ({ title, rows: rows.map(([label, value]) => ({ label, value: value || null })) }));
}

/**
 * The shown step's own data: its fields' choices (steps 1, 2, 4), the listing options and
 * what is paid already (4), and what is lacking, what Publish charges and the summary (5).
 */
export function stepView(step: number, listing: WizardListing | null, payment: ListingPayment | null) {
  if (step === 1) {
    return {
      step: 1 as const,
      // The one type list (content/generator-types.ts), as /listings names each type.
      types: generatorTypeKeys.map((key) => ({ value: key, label: generatorTypes[key].name })),
      conditions: keyedChoices(conditions),
      // The fields' help travels as data, so the page's script ships no copy (docs/performance.md).
      help: {
        title: "For example: Cummins C110 D5 110 kVA standby generator",
        type: "Buyers find it under this type on the Listings page",
        description: "What it has powered, how it has been maintained, and anything a buyer should know",
      },
    };
  }
  if (step === 2) {
    return {
      step: 2 as const,
      fuelTypes: choicesOf(fuelTypes),
      brands: choicesOf(brands),
      otherBrand: OTHER_BRAND,
      phases: choicesOf(phaseTypes),
      acousticTypes: choicesOf(acousticTypes),
      keyFeatures: [...keyFeatures],
      minYear: MIN_YEAR,
      maxWarrantyMonths: MAX_WARRANTY_MONTHS,
      help: {
        otherBrand: "If you chose Other: the brand as it is on the generator",
        voltage: "For example: 400V/230V",
        enclosure: "For example: steel acoustic canopy",
        emissions: "For example: EU Stage V",
      },
    };
  }
  if (step === 3) return { step: 3 as const };
  const tradePackage = tradePackageOf(payment?.terms ?? null);
  const paid = findListingOption(listing?.payment?.listing_option);
  if (step === 4) {
    return {
      step: 4 as const,
      vatStatuses: keyedChoices(vatStatuses),
      optionRequired: payment?.perListing ?? false,
      options: listingOptionCards(),
      paid: paid ? { name: paid.name, priceText: listingOptionPriceText(paid) } : null,
      tradePackage,
    };
  }
  const charge = payment?.perListing ? findListingOption(listing?.pricing.listingOption) : undefined;
  const listingOption = listing?.payment?.listing_option ?? listing?.pricing.listingOption ?? null;
  return {
    step: 5 as const,
    // The step's words come with its data, so they stay off the page's script (the 110 KB budget, docs/performance.md).
    intro:
      listing?.status === "active"
        ? "Check your changes. Save Changes updates the live listing."
        : "Check everything before you publish. Our team reviews new listings within 24 hours; while it is being reviewed, the listing cannot be changed.",
    feeNote:
      "If our team rejects the listing, the fee carries over: correct what they ask and publish it again at no further charge. Your receipt is in your dashboard, under Billing.",
    lacking: missingRequirements(listing?.missing ?? []).map(({ name, step: at, label }) => ({ name, step: at, label })),
    charge: charge
      ? { name: charge.name, days: charge.days, price: formatGBP(charge.price), vat: formatGBP(vatIncludedIn(charge.price)) }
      : null,
    paidName: paid?.name ?? null,
    tradePackage,
    summary: listing ? listingSummary(listing, listingOption) : [],
  };
}

export type StepView = ReturnType<typeof stepView>;
