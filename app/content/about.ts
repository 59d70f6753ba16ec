/** The about page's copy (docs/spec/01-marketplace-core.md §2 "About"). */

export const mission = [
  "GenMarket exists to get good generators working again. Every year thousands of perfectly serviceable sets sit idle in yards, depots and plant rooms while someone a few counties away is searching for exactly that machine.",
  "We built a marketplace just for generators, where dealers, hire fleets, private owners and buyers meet on level terms: honest descriptions, real stock, fair fees and a team that knows the difference between prime and standby power.",
];

export const whatSetsUsApart = [
  {
    title: "Fast inventory turnover",
    text: "Generators are all we do, so your listing reaches buyers who are ready to act. Stock moves in days, not months.",
  },
  {
    title: "Member early access",
    text: "Members see new listings before the public, which rewards the buyers who commit and the sellers who want a quick sale.",
  },
  {
    title: "Flexible selling",
    text: "List one generator, upload your whole yard by CSV, or let buyers compete in a timed auction.",
  },
  {
    title: "In stock, never made to order",
    text: "New in stock or used, with each listing's condition stated. No vapourware, no made-to-order lead times.",
  },
  {
    title: "Transparent pricing",
    text: "Flat weekly advertising, no commission on standard listings, and auction commission published in full.",
  },
  {
    title: "UK and export",
    text: "Sellers across the UK reach buyers at home and abroad, and export enquiries are welcome on every listing.",
  },
];

export const whoWeServe = [
  {
    title: "Dealers",
    text: "Weekly trade packages, bulk upload and a dealer profile that builds trust with every sale.",
    to: "/trade-sellers",
    cta: "Trade sellers",
  },
  {
    title: "Buyers",
    text: "Search by type, power, fuel and location, save favourites and talk to sellers directly.",
    to: "/buyers",
    cta: "For buyers",
  },
  {
    title: "Rental companies",
    text: "Sell ex-fleet sets at the end of their hire life, and pick up hire enquiries through our quote service.",
    to: "/rental",
    cta: "Hire quotes",
  },
  {
    title: "End users",
    text: "Farms, sites, venues and homeowners selling one set or buying the right backup for the next power cut.",
    to: "/private-sellers",
    cta: "Private sellers",
  },
];
