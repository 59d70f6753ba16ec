import { formatGBP, formatNumber } from "~/utils/format";
import { ENQUIRY_MAX } from "~/utils/message-validation";
import { bidIncrements, auctionDurationsDays, SOFT_CLOSE_MINUTES } from "./auctions";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "./bulk-template";
import { listInWords, type PhotoLimits, type QuestionGroup } from "./help";
import { closeOrExportRequest } from "./legal";
import {
  auctionAdminFee,
  auctionCommissionTiers,
  buyerPlans,
  listingOptionPriceText,
  listingOptions,
  listingUpgradePrice,
  PLAN_GRACE_DAYS,
  PLAN_TRIAL_DAYS,
  planPriceText,
  PRIORITY_EARLY_ACCESS_HOURS,
  tradeSellerPlans,
  vatLabels,
} from "./plans";
import { SAVED_SEARCHES_MAX } from "./saved-searches";

/**
 * The FAQ (/faq) for buyers and sellers: what the site does, in its own figures. Each answer
 * says what the code and docs/ say happens (docs/auctions.md, docs/payments.md,
 * docs/messaging.md, docs/reviews.md, docs/bulk-upload.md, docs/saved-searches.md); change an
 * answer with the behaviour.
 */

/** "£25 below £1,000, £50 below £5,000 … and £500 from £50,000": the smallest step above the current bid. */
export function bidIncrementsInWords() {
  const steps = bidIncrements.map((row, index) => {
    if (row.below !== null) return `${formatGBP(row.step)} below ${formatGBP(row.below)}`;
    const from = bidIncrements[index - 1]?.below ?? 0;
    return `${formatGBP(row.step)} from ${formatGBP(from)}`;
  });
  return listInWords(steps);
}

/** "12% up to £15,000, 10% from £15,001 to £40,000 and 8% over £40,000". */
export function commissionInWords() {
  return listInWords(auctionCommissionTiers.map((tier) => `${Math.round(tier.rate * 100)}% ${tier.label.replace(/^Up/, "up").replace(/^Over/, "over").replace(/^£/, "from £")}`));
}

const priorityBuyer = buyerPlans.find((plan) => plan.price > 0)!;

export function faqGroups(photos: PhotoLimits): QuestionGroup[] {
  return [
    {
      id: "buying",
      heading: "Buying",
      questions: [
        {
          question: "Do I need an account to look at generators?",
          answer: [
            "No. Anyone can browse and search every live listing and auction. You need a free account to message a seller, save favourites and searches, and bid.",
          ],
          link: { to: "/listings", label: "Browse generators" },
        },
        {
          question: "How do I pay for a generator, and does GenMarket hold the money?",
          answer: [
            "You pay the seller directly, as you agree with them: GenMarket introduces buyer and seller but does not take or hold the payment for a generator, and is not a party to the sale.",
            "See the generator (or a video of it starting and running under load) before you pay, pay by bank transfer to an account in the seller's or their company's name, and keep the messages and receipt. Be wary of a price far below others for the same set, of pressure to pay a deposit before a viewing, and of anyone asking you to move the conversation off GenMarket.",
          ],
        },
        {
          question: "What rights do I have when I buy?",
          answer: [
            "Buying from a trade seller (a dealer), you have your rights under the Consumer Rights Act 2015: the generator must be as described and of satisfactory quality. Buying from a private seller gives fewer rights, essentially that it is as described, so check it carefully before you pay.",
          ],
          link: { to: "/terms", label: "Read our Terms of Service" },
        },
        {
          question: "How do I contact a seller?",
          answer: [
            `Use Message Seller on the listing (or Ask Seller a Question on an auction), up to ${formatNumber(ENQUIRY_MAX)} characters. The seller's replies arrive in your dashboard and the header shows how many are unread. Keep the conversation on GenMarket: it is your record of what was agreed.`,
          ],
        },
        {
          question: "Can I be told when a matching generator is listed?",
          answer: [
            `Yes. On the browse page choose your filters and press Save this search (up to ${SAVED_SEARCHES_MAX} saved searches). Turn on its alerts in Saved Items, either at once or as a daily digest email.`,
            `${priorityBuyer.name} (${planPriceText(priorityBuyer)}) also shows you newly approved listings ${PRIORITY_EARLY_ACCESS_HOURS} hours before everyone else. Your first paid plan starts with a ${PLAN_TRIAL_DAYS}-day free trial, and you can cancel at any time.`,
          ],
          link: { to: "/buyers", label: "Buyer plans" },
        },
        {
          question: "How do I review a seller?",
          answer: [
            "Once you have had a conversation in which the seller replied, or won one of their auctions, Review this seller appears in your conversations. You give 1 to 5 stars and a comment, once per listing or auction; the seller may reply once, publicly. Our team may hide a review that breaks our rules.",
          ],
        },
        {
          question: "How do hire quotes work?",
          answer: [
            "Tell us what you need on the hire page (size, dates, location) and we pass your request to up to three hire companies, who usually contact you with quotes within 24 hours. Any hire contract is between you and the company you choose.",
          ],
          link: { to: "/rental", label: "Get hire quotes" },
        },
        {
          question: "What if a listing looks wrong or fraudulent?",
          answer: ["Use Report this listing on its page. Our team looks at every report and may remove the listing."],
        },
      ],
    },
    {
      id: "auctions",
      heading: "Auctions",
      questions: [
        {
          question: "How does bidding work?",
          answer: [
            "Enter your bid, and if you like the most you are willing to pay (your maximum). We bid for you only as much as it takes to keep you in the lead, up to your maximum, which nobody else ever sees. If two people have the same maximum, the earlier one leads.",
            `The smallest step above the current bid depends on the bid: ${bidIncrementsInWords()}.`,
            "A bid is an offer to buy: if you lead when the auction ends and any reserve is met, you must complete the purchase with the seller.",
          ],
        },
        {
          question: "What is a reserve?",
          answer: [
            "The lowest price the seller will accept. Its amount is secret; the auction page says Reserve met or Reserve not met. If the reserve is not met when the auction ends, the generator is not sold.",
          ],
        },
        {
          question: "Can someone snipe an auction in the last second?",
          answer: [
            `No: a bid in the last ${SOFT_CLOSE_MINUTES} minutes moves the end to ${SOFT_CLOSE_MINUTES} minutes after that bid, so everyone has time to answer it.`,
          ],
        },
        {
          question: "What happens when an auction ends?",
          answer: [
            "Within a minute of its end the auction is settled: the winner and the seller each get a message from GenMarket in their conversation about it, and then arrange payment and collection directly. Everyone who bid or watched it is told it has ended.",
          ],
        },
      ],
    },
    {
      id: "selling",
      heading: "Selling",
      questions: [
        {
          question: "What does it cost to sell?",
          answer: [
            `Private sellers pay once per listing: ${listInWords(listingOptions.map((option) => `${option.name} ${listingOptionPriceText(option)}`))}, with no commission when it sells. A live Basic listing can be promoted to Enhanced for ${formatGBP(listingUpgradePrice())} ${vatLabels.included}.`,
            `Dealers choose a weekly trade package: ${listInWords(tradeSellerPlans.map((plan) => `${plan.name} ${planPriceText(plan)} (${plan.adAllowance?.toLowerCase()})`))}. The first starts with a ${PLAN_TRIAL_DAYS}-day free trial; if a weekly payment fails the package keeps working for ${PLAN_GRACE_DAYS} days while you update your card.`,
            `An auction costs a ${formatGBP(auctionAdminFee)} admin fee (${vatLabels.included}) and, only if it sells, commission of ${commissionInWords()} of the sale price, plus VAT.`,
          ],
          link: { to: "/pricing", label: "See all prices" },
        },
        {
          question: "How long does my listing run?",
          answer: [
            `From the moment our team approves it: ${listInWords(listingOptions.map((option) => `${option.days} days for ${option.name}`))}. We review new listings, usually within 24 hours, and email you before a listing expires. Auctions run ${listInWords(auctionDurationsDays, "or")} days, as you choose.`,
          ],
        },
        {
          question: "How many photos can I add?",
          answer: [
            `Up to ${photos.perListing} per listing and ${photos.perAuction} per auction, in ${photos.formats}, up to ${photos.uploadMegabytes} MB each. We make resized copies and remove location and camera details before anyone sees them.`,
          ],
          link: { to: "/seller-guide#photos", label: "What happens to your photos" },
        },
        {
          question: "Can I upload all my stock at once?",
          answer: [
            `Yes, with bulk upload: fill in our CSV template (up to ${MAX_IMPORT_ROWS} rows and ${MAX_IMPORT_BYTES / 1024 / 1024} MB), upload it with the photos it names, check the preview of what will be created or updated, then confirm. A row with a stock reference you already use updates that listing.`,
          ],
          link: { to: "/bulk-upload", label: "Bulk upload" },
        },
        {
          question: "How do I get paid?",
          answer: [
            "The buyer pays you directly; GenMarket never holds the money for a sale. Hand the generator over only once the payment has cleared in your account.",
          ],
          link: { to: "/seller-guide#payment", label: "Safe payment and collection" },
        },
      ],
    },
    {
      id: "account",
      heading: "Your account and data",
      questions: [
        {
          question: "How do I close my account or get a copy of my data?",
          answer: [closeOrExportRequest.text],
          link: closeOrExportRequest.link,
        },
        {
          question: "Which cookies do you use?",
          answer: [
            "Only the cookies the site needs to work, such as the one that keeps you signed in. We use no advertising or analytics cookies, so there is no cookie banner to click through.",
          ],
          link: { to: "/cookies", label: "Read the Cookie Policy" },
        },
        {
          question: "I have forgotten my password.",
          answer: ["Use Forgot your password? on the sign-in page: we email you a link to choose a new one."],
          link: { to: "/forgot-password", label: "Reset your password" },
        },
      ],
    },
  ];
}
