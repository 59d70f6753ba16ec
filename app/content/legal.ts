import { company, companyAddressLine } from "./company";

/** The terms of service and privacy policy, as sections of plain text. */

/**
 * How a member closes their account or gets a copy of their data: both are in the dashboard's
 * Account (docs/accounts.md "Closing your account", "Your data"). The privacy policy and the
 * FAQ say it with these words.
 */
export const closeOrExportRequest = {
  text: "Both are in your dashboard's Account. Download my data gives you at once one file (JSON) of your profile, listings, auctions, bids, messages, saved items, saved searches, reviews and payments. Close account, with your password, lists what is deleted and what is kept, and we email you to confirm; an auction of yours with bids, or one you have bid on, runs to its end first. You can also ask us via the contact page; we reply within one month.",
  link: { to: "/dashboard?view=account#my-data", label: "Go to your Account" },
} as const;

export type LegalSection = {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Terms and what they stand for, as a description list (the privacy policy's data, one kind each). */
  terms?: Array<{ term: string; details: string[] }>;
  /** A page of the site the section sends the reader to. */
  link?: { to: string; label: string };
};

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
      // (supabase/data/README.md): the outcode centres behind distances, and the towns' names.
      heading: "12. Data from others",
      paragraphs: [
        "Distances and locations use postcode data from the Office for National Statistics. Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail copyright and database right 2025. Source: Office for National Statistics licensed under the Open Government Licence v.3.0.",
        "Towns searched by name come from Ordnance Survey's OS Open Names. Contains OS data © Crown copyright and database right 2017. Contains Royal Mail data © Royal Mail copyright and database right 2017. Licensed under the Open Government Licence v.3.0.",
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "29 November 2026",
  intro: `${company.legalName} (“${company.name}”, “we”) is the controller of the personal data described here. This policy explains what we keep when you use ${company.name}, why, for how long, and the rights UK data protection law (the UK GDPR and the Data Protection Act 2018) gives you.`,
  sections: [
    {
      heading: "What we keep, why, and for how long",
      paragraphs: ["Depending on how you use GenMarket, we keep:"],
      terms: [
        {
          term: "Your account",
          details: [
            "Your name, email address, phone number and account type; for dealers, your company details; your profile photo and bio if you add them.",
            "Why: to run your account and show your public seller page (contract).",
            "How long: while your account is open. When it closes we delete it, except what the payment records below must keep.",
          ],
        },
        {
          term: "Listings, auctions and their photos",
          details: [
            "What you publish and your drafts. Photos added in Sell Your Generator, Create Auction and your profile are stored only as resized copies with their location and camera details removed; photos sent with a bulk upload are stored as you send them.",
            "Why: to show your generator to buyers (contract).",
            "How long: while your account is open; sold and expired listings stay on your seller page as past sales until then.",
          ],
        },
        {
          term: "Bids and auction results",
          details: [
            "Each bid's amount and time, and the highest amount you told us you would pay. Other people see your bids under a masked name (d***r) and never see your highest amount.",
            "Why: to run the auction fairly and tell the winner and the seller the result (contract).",
            "How long: while your account is open; the result of a sale is part of its payment records.",
          ],
        },
        {
          term: "Messages, reviews and reports",
          details: [
            "Messages you send to other members, reviews you write or receive and replies to them, and listings you report to our team.",
            "Why: so buyers and sellers can talk and trust each other, and to keep the marketplace safe (contract; legitimate interests).",
            "How long: while your account is open. When it closes, the member you wrote to keeps the conversation, with you shown as ‘Former member’, and reviews you wrote or received stay without your name.",
          ],
        },
        {
          term: "Saved items and alerts",
          details: [
            "Favourite listings, watched auctions, saved searches and the alerts you ask for, and the record of the emails we send you.",
            "Why: to send you what you asked for and not send it twice (contract).",
            "How long: until you remove them, or your account closes.",
          ],
        },
        {
          term: "Payments",
          details: [
            "What you paid for (listing fees, plans, auction fees and commission), receipts, invoices and refunds. Card details go to our payment provider, Stripe, and never reach us.",
            "Why: to take payment and keep the records tax law requires (contract; legal obligation).",
            "How long: six years after the payment, as HMRC requires, even after your account closes.",
          ],
        },
        {
          term: "Contact messages and hire quote requests",
          details: [
            "Your name, email, phone, company and message; for hire quotes, the hire location, postcode and the hire you need.",
            "Why: to answer you (legitimate interests) and to pass a hire request to up to three hire companies, which you consent to when you send it (consent).",
            "How long: up to two years.",
          ],
        },
        {
          term: "Security and statistics",
          details: [
            "Failed sign-ins for an email address (only the last 15 minutes count, to decide when the picture check is needed; signing in clears them), spent picture-check codes (about a day), and server logs of requests (up to 90 days). A listing view is counted as a one-way code made from the listing, your internet address and browser for that day: the address itself is not stored, and views cannot be linked across days.",
            "Why: to protect accounts and the site from abuse, and to show sellers how often their listings are seen (legitimate interests).",
            "How long: as stated for each.",
          ],
        },
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "Other members see what you put in your public profile, listings and reviews; the member you message reads your messages. Hire companies receive the hire requests you send them. We use carefully chosen processors, under contracts that protect your data: Cloudflare (hosting), Supabase (database and accounts), Stripe (payments) and Resend (email). We never sell your personal data.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "We set only the cookies the site needs to work: they keep you signed in, carry a message from one page to the next, hold a picture check's code and keep a form you are filling in. We use no advertising or analytics cookies, so we do not ask for consent. The Cookie Policy lists each one, with what it is for and how long it lasts.",
      ],
      link: { to: "/cookies", label: "Read the Cookie Policy" },
    },
    {
      heading: "Closing your account and getting a copy of your data",
      paragraphs: [closeOrExportRequest.text],
      link: closeOrExportRequest.link,
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You can ask for a copy of your data, ask us to correct or delete it, object to or restrict how we use it, take it to another service, and withdraw consent at any time. We reply within one month.",
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
