/** How to reach GenMarket (docs/spec/01-marketplace-core.md §2 "Contact"): one source for the contact page, the legal pages and structured data. */

export const company = {
  name: "GenMarket",
  legalName: "GenMarket Ltd",
  /**
   * VAT registration number, printed on every receipt (docs/payments.md "Receipts").
   * PLACEHOLDER: replace with GenMarket Ltd's real number from HMRC before launch.
   */
  vatNumber: "GB 123 4567 89",
  phone: "0113 496 0123",
  /** The phone number for tel: links, in international form. */
  phoneHref: "tel:+441134960123",
  email: "hello@genmarket.co.uk",
  privacyEmail: "privacy@genmarket.co.uk",
  address: {
    street: "Unit 4, Riverside Business Park, Stourton",
    locality: "Leeds",
    postcode: "LS10 1AB",
    country: "United Kingdom",
  },
  /** Spec: Mon-Fri 9-6, Sat 9-4, Sun closed. `opens`/`closes` feed structured data. */
  openingHours: [
    { days: "Monday to Friday", hours: "9am to 6pm", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
    { days: "Saturday", hours: "9am to 4pm", dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
    { days: "Sunday", hours: "Closed", dayOfWeek: [], opens: null, closes: null },
  ],
  replyPromise: "We reply to every message within 24 hours.",
} as const;

/** The days someone answers, from the opening hours: what "support" promises. */
const openDays = company.openingHours.flatMap((entry): string[] => (entry.opens ? [...entry.dayOfWeek] : []));

/** "Monday to Saturday". */
export const supportDays = openDays.length > 1 ? `${openDays[0]} to ${openDays.at(-1)}` : (openDays[0] ?? "");

/** How many days a week someone answers (6). */
export const supportDayCount = openDays.length;

export const companyAddressLine = `${company.address.street}, ${company.address.locality} ${company.address.postcode}`;
