/** The home page's copy (docs/spec/01-marketplace-core.md §2 "Home page"). */

export const whyChooseGenMarket = [
  {
    title: "Every listing checked",
    text: "Our team reviews each listing within 24 hours, so what you see is real, accurately described stock.",
  },
  {
    title: "No commission on standard listings",
    text: "Sell at a fixed price and keep the whole sale price. You pay for the advert, not a cut of the deal.",
  },
  {
    title: "In stock, never made to order",
    text: "New in stock or used, each listing's condition stated (spares or repairs said plainly): nothing on order, nothing made to measure.",
  },
  {
    title: "Members see new stock first",
    text: "Members get early access to new listings before the public, so the best generators go to them.",
  },
  {
    title: "UK and export",
    text: "Buyers and sellers across England, Scotland, Wales and Northern Ireland, and buyers shipping worldwide.",
  },
];

export const howItWorks = [
  { title: "Create your account", text: "Join free as a buyer, a private seller or a trade seller. It takes a minute." },
  { title: "Browse or list", text: "Filter every generator by type, power, fuel and location, or list yours in five steps." },
  { title: "Connect securely", text: "Message buyers and sellers through GenMarket's secure messaging and keep every conversation in one place." },
  { title: "Complete the deal", text: "Agree the price, inspect the generator, arrange payment and collection or delivery." },
];

export type Testimonial = { quote: string; name: string; role: string; location: string };

export const testimonials: Testimonial[] = [
  {
    quote:
      "We sold two ex-hire 100 kVA sets in under a fortnight. The enquiries were from people who knew exactly what they wanted, which saved us hours on the phone.",
    name: "Gareth Price",
    role: "Fleet Manager, plant hire company",
    location: "Cardiff",
  },
  {
    quote:
      "I needed a standby generator for our farm after the winter storms. The filters took me straight to a handful of three-phase diesels near me, and the seller let me see it run before I paid.",
    name: "Fiona MacLeod",
    role: "Farm owner",
    location: "Perthshire",
  },
  {
    quote:
      "Our stock is on GenMarket within minutes of coming off a job. The weekly package pays for itself with one sale, and there is no commission to eat into the margin.",
    name: "Daniel Okafor",
    role: "Sales Director, generator dealer",
    location: "Birmingham",
  },
];

/** The three ways in: buy, sell, hire. */
export const homePaths = [
  {
    title: "Buy a generator",
    text: "Used in good condition or new in stock, ready to ship: portable units to multi-megawatt standby sets.",
    to: "/listings",
    cta: "Browse Generators",
  },
  {
    title: "Sell or auction yours",
    text: "List in five steps, or run a timed auction. Listings are reviewed by our team within 24 hours.",
    to: "/sell-generator",
    cta: "Sell Your Generator",
  },
  {
    title: "Hire for a project",
    text: "Tell us what you need and get up to 3 quotes from hire companies within 24 hours.",
    to: "/rental",
    cta: "Request Hire Quotes",
  },
];
