/** Copy of the sell-generator landing (docs/spec/01-marketplace-core.md §2 "Sell-generator landing"); prices come from plans.ts. */
import { MAX_LISTING_PHOTOS } from "~/models/listing-photo-rules";
import { supportDays } from "./company";

/** The landing's opening and the listing options' lead (here, not in the page's parts, so they come with the loader's data and stay off its script). */
export const sellHero = {
  eyebrow: "Sell your generator",
  title: "Sell Your Generator to Buyers Who Are Ready",
  lead: "List it in five steps, reviewed by our team within 24 hours, in front of buyers looking for generators. No commission when it sells.",
  links: [
    { to: "#wizard", label: "Start Your Listing" },
    { to: "/pricing", label: "See Pricing" },
  ],
};

/** The landing's sections' headings and names. */
export const sellTitles = {
  drafts: "Continue your draft",
  numbers: "Selling on GenMarket in numbers",
  links: "More about buying and selling",
  steps: "How it works",
  options: "Listing options",
  reasons: "Why sell on GenMarket",
};

export const sellOptionsLead =
  "One payment per listing, VAT included: chosen at the Pricing step, paid when you publish. No commission when it sells. Dealers list within their weekly trade package.";

export const sellSteps = [
  { title: "Create your listing", text: "Describe your generator: title, type, condition, specification and price." },
  { title: "Upload photos", text: `Up to ${MAX_LISTING_PHOTOS} photos. Show the control panel, the engine and the hour meter.` },
  { title: "Get verified", text: "Our team reviews every listing within 24 hours before it goes live." },
  { title: "Connect with buyers", text: "Answer enquiries by message and phone and agree the sale your way." },
];

export const sellReasons = [
  "No commission on a listing: the sale price is yours",
  "Buyers who are looking for generators, not general classifieds",
  "Every listing reviewed, so buyers trust what they see",
  "Featured placement and alerts with an Enhanced Listing",
  `Support from people who know generators, ${supportDays}`,
];

export const sellLinks = [
  { to: "/listings", label: "See what is for sale" },
  { to: "/auctions", label: "Sell at auction instead" },
  { to: "/pricing", label: "All prices and plans" },
];
