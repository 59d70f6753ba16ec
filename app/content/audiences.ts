/** Copy of the audience pages (docs/spec/01-marketplace-core.md §2 "Audience pages"); their plans come from plans.ts. */
import { MAX_LISTING_PHOTOS } from "~/models/listing-photo-rules";
import { supportDays } from "./company";

export const buyerFeatures = [
  {
    title: "Advanced search",
    text: "Filter by type, kVA size, fuel, phase, acoustic enclosure, running hours, warranty, location and distance from your postcode to find the right set fast.",
  },
  {
    title: "Save favourites",
    text: "Shortlist generators and searches, compare them side by side and come back when you are ready.",
  },
  {
    title: "Direct communication",
    text: "Message sellers directly to ask for service records, load test results or a viewing.",
  },
  {
    title: "Verified sellers",
    text: "Dealers and private sellers are checked by our team, and every listing is reviewed before it goes live.",
  },
];

export const buyingTips = [
  "Inspect the generator in person, or ask for a video of it starting and running under load.",
  "Ask for maintenance records and any testing documentation.",
  "Consider a load bank test before you pay for a larger set.",
];

export const privateSellerSteps = [
  { title: "Describe your generator", text: "Make, model, power, hours and condition: our five-step form prompts you for what buyers ask." },
  { title: "Add photos", text: `Up to ${MAX_LISTING_PHOTOS} photos. Show the control panel, the engine and the hour meter.` },
  { title: "We review it", text: "Our team checks every listing within 24 hours before it goes live." },
  { title: "Talk to buyers", text: "Answer enquiries, arrange a viewing and agree the sale your way." },
];

export const privateSellerReasons = [
  "No commission on a fixed-price listing: the sale price is yours",
  "Buyers who are specifically looking for generators",
  "Choose a fixed price or let buyers bid in an auction",
  `Support from people who know generators, ${supportDays}`,
];

export const tradeSellerBenefits = [
  {
    title: "Weekly packages",
    text: "Pay by the week for the number of ads you run. Scale up for a busy month, scale down when the yard is quiet.",
  },
  {
    title: "Bulk upload",
    text: "Upload your stock list as a CSV and publish dozens of listings in one go.",
  },
  {
    title: "Dealer profile",
    text: "A public profile with your stock, reviews and contact details that builds trust with every sale.",
  },
  {
    title: "Auctions for fast sales",
    text: "Clear ex-hire and part-exchange stock quickly with a timed auction and tiered commission.",
  },
];
