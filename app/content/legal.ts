import { company, companyAddressLine } from "./company";

/** The terms of service and privacy policy, as sections of plain text. */

export type LegalSection = { heading: string; paragraphs: string[]; list?: string[] };

export type LegalDocument = { title: string; lastUpdated: string; intro: string; sections: LegalSection[] };

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: "29 November 2026",
  intro: `These terms apply when you use the ${company.name} website and services, run by ${company.legalName}, ${companyAddressLine}. By browsing, registering, listing or bidding you agree to them. Please read them with our Privacy Policy.`,
  sections: [
    {
      heading: "1. What GenMarket is",
      paragraphs: [
        `${company.name} is an online marketplace where buyers, private sellers and trade sellers advertise, buy and auction generators, and where visitors can ask hire companies for quotes. We provide the platform; we are not a party to the sale between a buyer and a seller, and we do not own, inspect or store the generators listed.`,
      ],
    },
    {
      heading: "2. Your account",
      paragraphs: [
        "You must be 18 or over and give accurate details when you register. Keep your password secret: you are responsible for what happens under your account. Tell us straight away if you think someone else has used it.",
        "Trade sellers must register as trade and tell buyers they are acting in the course of business.",
      ],
    },
    {
      heading: "3. Listings",
      paragraphs: [
        "Only list generators and accessories that you own or are authorised to sell, that are ready to ship, and that are used in good condition or new in stock. Describe each item honestly, including its hours, condition and any known faults, and use your own photos.",
        "Our team reviews listings, usually within 24 hours, and may edit, refuse or remove any listing that breaks these terms or the law.",
      ],
    },
    {
      heading: "4. Fees",
      paragraphs: [
        "Browsing is free. Listing fees, trade packages, membership plans and auction fees are shown on our pricing page and are payable in advance in pounds sterling. Standard listings carry no commission. Auctions carry an admin fee and, if the item sells, the commission for its price tier plus VAT.",
        "Paid memberships (Priority Buyer and trade packages) renew every week until cancelled. Your first one begins with a 14-day free trial (one trial per member), charged nothing if you cancel before it ends. You can cancel at any time from your dashboard: the membership runs to the end of the week already paid and nothing more is charged. If a weekly payment fails, the membership keeps working for 3 days while you update your card; after that it ends, and listings beyond what your account then allows are paused, not deleted.",
      ],
    },
    {
      heading: "5. Auctions",
      paragraphs: [
        "A bid is an offer to buy at that price. If you are the highest bidder when an auction ends and any reserve is met, you must complete the purchase with the seller. Sellers must not bid on their own items or ask others to do so.",
      ],
    },
    {
      heading: "6. Buying",
      paragraphs: [
        "The contract for a sale is between the buyer and the seller. Inspect the generator, ask for service records and arrange payment and collection directly with the seller. If you buy from a trade seller you have the rights the Consumer Rights Act 2015 gives you; buying from a private seller gives fewer rights, so check carefully before you pay.",
      ],
    },
    {
      heading: "7. Hire quote requests",
      paragraphs: [
        "When you ask for hire quotes, we pass your request and contact details to up to three hire companies who may contact you with quotes, usually within 24 hours. Any hire contract is between you and the hire company you choose.",
      ],
    },
    {
      heading: "8. What you must not do",
      paragraphs: ["When you use GenMarket you must not:"],
      list: [
        "post false, misleading or unlawful listings or reviews",
        "copy, scrape or resell our content or listings without permission",
        "try to get around our fees, for example by moving a sale we introduced off the platform",
        "send spam, harass other users or misuse their contact details",
        "interfere with the security or working of the site",
      ],
    },
    {
      heading: "9. Our responsibility to you",
      paragraphs: [
        "We work to keep GenMarket available and accurate but cannot promise it will always be uninterrupted or error-free. We are not responsible for the condition of items, for what users say in their listings, or for losses that were not foreseeable. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or anything else that cannot be limited by law.",
      ],
    },
    {
      heading: "10. Ending your use",
      paragraphs: [
        "You can close your account at any time. We may suspend or close an account that breaks these terms, with notice where we reasonably can.",
      ],
    },
    {
      heading: "11. Changes and the law",
      paragraphs: [
        "We may update these terms and will show the date of the latest version on this page. These terms are governed by the law of England and Wales; if you live in Scotland or Northern Ireland you may also bring proceedings there.",
        `Questions? Email ${company.email} or call ${company.phone}.`,
      ],
    },
    {
      // The Open Government Licence asks for these statements wherever the data is used
      // (supabase/data/README.md): the outcode centres behind distances.
      heading: "12. Data from others",
      paragraphs: [
        "Distances and locations use postcode data from the Office for National Statistics. Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail copyright and database right 2025. Source: Office for National Statistics licensed under the Open Government Licence v.3.0.",
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "21 November 2026",
  intro: `${company.legalName} (“${company.name}”, “we”) is the controller of the personal data described here. This policy explains what we collect when you use ${company.name}, why, and the rights UK data protection law (the UK GDPR and the Data Protection Act 2018) gives you.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: ["Depending on how you use GenMarket, we collect:"],
      list: [
        "Account details: your name, email address, phone number, account type and, for dealers, your company details.",
        "Listings and auctions you create, with their photos, and the bids and messages you send.",
        "Contact form messages: your name, email address, subject and message.",
        "Hire quote requests: your name, email, phone, company, hire location and postcode, and the details of the hire you need.",
        "Technical data: cookies that keep you signed in and show one-off messages, and server logs of requests for security.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: ["We use your data, on these lawful bases:"],
      list: [
        "to run your account, your listings and your purchases (contract)",
        "to answer your messages, normally within 24 hours (legitimate interests)",
        "to pass a hire quote request to up to three hire companies, which you consent to when you send it (consent)",
        "to keep the marketplace safe, prevent fraud and review listings (legitimate interests)",
        "to keep records the law requires, such as invoices (legal obligation)",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "Other users see what you put in your public profile and listings. Hire companies receive the hire requests you send them. We use carefully chosen processors to host the site and database, under contracts that protect your data. We never sell your personal data.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Account data is kept while your account is open and for up to six years after it closes, for tax and legal claims. Contact messages and hire requests are kept for up to two years. Security logs are kept for up to 90 days.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "We use only the cookies the site needs to work: one that keeps you signed in, one that shows a confirmation message once after a form, and one that holds the security check on the hire quote form for a few minutes. We do not use advertising cookies.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You can ask for a copy of your data, ask us to correct or delete it, object to or restrict how we use it, take it to another service, and withdraw consent at any time. Email us and we will reply within one month.",
        `If you are unhappy with how we handle your data, please tell us first at ${company.privacyEmail}. You can also complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).`,
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        `${company.legalName}, ${companyAddressLine}. Email ${company.privacyEmail} or call ${company.phone}.`,
      ],
    },
  ],
};
