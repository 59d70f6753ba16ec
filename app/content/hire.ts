/** The hire quote page's copy (docs/spec/01-marketplace-core.md §2 "Hire quote page"). */

export const hirePromise = "Up to 3 quotes from hire companies within 24 hours";

export const hireSteps = [
  { title: "Tell us what you need", text: "Where, when, how much power and for how long. It takes about three minutes." },
  { title: "We match hire companies", text: "We pass your request to up to 3 hire companies that cover your area and your size of generator." },
  { title: "Compare your quotes", text: "Quotes arrive within 24 hours. Choose the one that suits you; there is no obligation." },
];

export const hireTips = [
  "Not sure of the size? Describe what you need to run and the hire companies will size it for you.",
  "Events and night work: ask for a super silenced or acoustic canopy set.",
  "Long hires: a bulk fuel tank saves daily refuelling visits.",
];

/** The hire form's wording and choices, which the page shows and utils/hire-validation.ts checks. */
export const CONSENT_MESSAGE = "Please provide consent for hire companies to contact you.";
export const CAPTCHA_MESSAGE = "Please complete the captcha verification.";
export const CONSENT_TEXT =
  "I agree that hire companies may contact me about this request, and that my contact details will be shared with the relevant hire companies.";

export const fuelTankChoices = ["Yes", "No"] as const;
