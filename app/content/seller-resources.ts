/** The seller resources guide (docs/spec/02-auctions-and-seller-tools.md §2 "Seller resources"). */

export const quickStart = [
  {
    title: "Research your price",
    text: "Search GenMarket for sets of the same kVA, brand, age and hours. Price within that range and you will hear from buyers in days.",
  },
  {
    title: "Take quality photos",
    text: "Clear, well-lit photos from every side do more for your sale than anything else you write.",
  },
  {
    title: "Write a detailed description",
    text: "Hours, service history, enclosure, fuel tank, control panel and any faults: answer the questions before buyers ask.",
  },
];

export const essentialPhotos = [
  { title: "Multiple angles", text: "Front, back, both sides and the control panel, plus the rating plate and the hour meter." },
  { title: "Good lighting", text: "Shoot outdoors in daylight or with the canopy doors open; avoid harsh shadows and flash glare." },
  { title: "Clean equipment", text: "Wipe down the canopy and engine bay. A clean set looks cared for and photographs honestly." },
  { title: "Show running condition", text: "A short video of a cold start and the set running under load answers the buyer's biggest question." },
];

export type Impact = "High" | "Medium" | "Low";

export const pricingFactors: Array<{ title: string; impact: Impact; text: string }> = [
  { title: "Running hours", impact: "High", text: "Low hours for the age command a premium; very high hours suggest an overhaul is near." },
  { title: "Service history", impact: "High", text: "Stamped records, oil analysis and load bank reports can add thousands to a large set." },
  { title: "Brand and engine", impact: "Medium", text: "Well-supported engines (Perkins, Cummins, Volvo, Caterpillar) hold their value and sell faster." },
  { title: "Enclosure and condition", impact: "Medium", text: "A sound acoustic canopy with working doors and seals is worth more than an open set." },
  { title: "Age and emissions", impact: "Medium", text: "Newer emissions stages matter to buyers working in cities and on major projects." },
  { title: "Location", impact: "Low", text: "Buyers budget for transport; a set near a motorway or port is a little easier to sell." },
];

export const pricingTips = [
  "Price slightly above your lowest acceptable figure to leave room for negotiation.",
  "Say whether the price is ex-VAT or includes VAT: trade buyers will ask.",
  "If a listing draws views but no enquiries after two weeks, review the price or the photos.",
  "For hard-to-value or ex-fleet stock, a timed auction lets the market set the price.",
];

export const descriptionChecklist = [
  "Make, model, engine and alternator",
  "Prime and standby rating in kVA and kW, phase and voltage",
  "Running hours and year of manufacture",
  "Service history and the date of the last service",
  "Enclosure type, noise level and fuel tank capacity",
  "Control panel, AMF or ATS capability, and any extras",
  "Known faults, honestly described",
  "Collection, loading and delivery arrangements",
];

export const enquiryTips = [
  { title: "Respond within 2-4 hours", text: "Buyers contact several sellers at once. The first helpful reply usually wins the sale." },
  { title: "Qualify buyers", text: "Ask what the generator is for and when they need it, so you spend your time on serious buyers." },
  { title: "Be transparent", text: "Share service records, offer a viewing and mention faults up front. Trust closes deals." },
];

export const safetyAndLegal = [
  "Meet buyers at the generator's location and never hand over equipment before cleared funds reach your account.",
  "Only demonstrate a generator with proper earthing, guards fitted and nobody near moving parts or hot exhausts.",
  "Drain or secure fuel before transport, and follow the carriage rules for diesel and any other fuel left in the tank.",
  "Give a written receipt showing the price, VAT treatment, serial number and the condition it was sold in.",
  "Make sure the generator is yours to sell: no outstanding finance, hire agreements or leases.",
  "Describe the generator accurately. Consumer protection law applies to trade sellers, and misdescription can undo a sale.",
];
