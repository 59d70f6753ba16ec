import { formatGBP } from "~/utils/format";
import { auctionDurationsDays, SOFT_CLOSE_MINUTES } from "./auctions";
import { bidIncrementsInWords, commissionInWords } from "./faq";
import { listInWords, type GuideSection, type PhotoLimits } from "./help";
import {
  auctionAdminFee,
  listingOptionPriceText,
  listingOptions,
  listingUpgradePrice,
  PLAN_TRIAL_DAYS,
  planPriceText,
  tradeSellerPlans,
  vatLabels,
} from "./plans";

/**
 * The Seller Guide (/seller-guide): how selling on GenMarket works, from the first photo to
 * the buyer driving away. What each step does is what docs/selling.md, docs/auctions.md,
 * docs/payments.md and docs/decisions/016-photo-processing.md describe; the figures come from
 * plans.ts, auctions.ts and the photo limits the uploads enforce. Tips on writing and pricing
 * live on /seller-resources (content/seller-resources.ts), which this links to.
 */
export function sellerGuideSections(photos: PhotoLimits): GuideSection[] {
  return [
    {
      id: "options",
      heading: "Choose how to sell",
      paragraphs: ["There are three ways to sell on GenMarket:"],
      list: [
        `Fixed-price listing: you set the price and buyers message you. Private sellers pay once per listing, ${listInWords(listingOptions.map((option) => `${option.name} ${listingOptionPriceText(option)}`))}, and no commission when it sells. Enhanced listings are featured at the top of the results; a live Basic listing can be promoted to Enhanced later for ${formatGBP(listingUpgradePrice())} ${vatLabels.included}.`,
        `Trade package: dealers pay weekly for a number of ads running at once, ${listInWords(tradeSellerPlans.map((plan) => `${plan.name} ${planPriceText(plan)} (${plan.adAllowance?.toLowerCase()})`))}, with a ${PLAN_TRIAL_DAYS}-day free trial on the first and no contract.`,
        `Timed auction: buyers compete for ${listInWords(auctionDurationsDays, "or")} days, as you choose, for a ${formatGBP(auctionAdminFee)} admin fee (${vatLabels.included}) and commission only if it sells.`,
      ],
      link: { to: "/pricing", label: "Compare every price" },
    },
    {
      id: "photos",
      heading: "Photos",
      paragraphs: [
        `Add up to ${photos.perListing} photos to a listing (${photos.perAuction} to an auction) in ${photos.formats}, each up to ${photos.uploadMegabytes} MB: a phone's photo as it comes is fine. The first photo is the main one; move photos left or right to change the order.`,
        "What happens when you upload:",
      ],
      list: [
        "The photo is turned the right way up, as your phone took it.",
        `We make copies of it ${listInWords(photos.copySizes)} pixels on the long side (never larger than yours), in two formats, so it loads quickly on any screen.`,
        "Every copy has its hidden details removed: the location where it was taken, the camera and phone, the date and any names. Your original file is not kept, so your yard's location never reaches the site.",
        "Nobody but you and our team sees a listing's photos until the listing is approved.",
      ],
      after: [
        `Photos sent with a bulk upload (up to ${photos.bulkUploadMegabytes} MB each) are not made into copies yet: they are stored as you send them, hidden details included. Remove the location from them before you upload (your phone's share or export options can do it).`,
      ],
      link: { to: "/seller-resources#photos-heading", label: "Which photos sell a generator" },
    },
    {
      id: "pricing",
      heading: "Pricing",
      paragraphs: [
        "Look at what sets of the same size, brand, age and hours are listed for, and price within that range. Say whether the price includes VAT: trade buyers will ask, and the listing shows it.",
        "If a listing draws views but no messages after a couple of weeks, look again at the price or the photos. Your dashboard shows each listing's views and saves.",
      ],
      link: { to: "/seller-resources#pricing-heading", label: "What moves a generator's price" },
    },
    {
      id: "going-live",
      heading: "Review and going live",
      paragraphs: [
        `Sell Your Generator takes you through five steps: basic details, specification, photos, pricing and review. You can save a draft at any step. When you publish, our team reviews the listing, usually within 24 hours, and it goes live for ${listInWords(listingOptions.map((option) => `${option.days} days (${option.name})`))} from approval. We email you before it expires.`,
        "If we cannot approve it we tell you why; correct it and publish again without paying a second time.",
      ],
      link: { to: "/sell-generator", label: "Sell your generator" },
    },
    {
      id: "payment",
      heading: "Safe payment and collection",
      paragraphs: [
        "GenMarket introduces you to buyers; the sale, the payment and the collection are between you and the buyer. We never hold the money for a generator, and we will never email you to say a buyer has paid us.",
      ],
      list: [
        "Keep the conversation in GenMarket's messages: it is your record of what was agreed.",
        "Hand the generator over only when the money has cleared in your own bank account. A screenshot, a “payment pending” email or a cheque is not cleared money.",
        "Refuse overpayments (a buyer who pays too much and asks for the difference back) and buyers who want their own courier paid by you.",
        "Meet at the generator's location, show it running with its guards fitted and earthed, and check the buyer's transport can load it safely.",
        "Give a written receipt with the price, whether VAT is included, the serial number and the condition it was sold in.",
      ],
      link: { to: "/seller-resources#safety-heading", label: "Safety and legal checklist" },
    },
    {
      id: "auctions",
      heading: "Auctions",
      paragraphs: [
        `Create an auction with your photos and specification, a starting price, an optional reserve and its length. The ${formatGBP(auctionAdminFee)} admin fee is paid when you create it; you cannot bid on your own auction, or ask anyone to for you.`,
        `The reserve is the lowest price you will accept. Buyers never see its amount, only Reserve met or Reserve not met. The smallest step above the current bid depends on the bid (${bidIncrementsInWords()}); buyers can leave a maximum and we bid for them up to it.`,
        `A bid in the last ${SOFT_CLOSE_MINUTES} minutes moves the end to ${SOFT_CLOSE_MINUTES} minutes after it, so nobody wins by bidding in the last second. Within a minute of the end the auction is settled: if there are bids and the reserve is met, it is sold to the highest bidder, and you and the buyer each get a message to arrange payment and collection.`,
        `If it sells, we invoice you the commission for its price (${commissionInWords()}) plus VAT; an unpaid invoice past its due date stops you creating new auctions. If it does not sell, there is nothing more to pay. You can cancel an auction only while it has no bids.`,
      ],
      link: { to: "/create-auction", label: "Create an auction" },
    },
    {
      id: "after",
      heading: "Messages and reviews",
      paragraphs: [
        "Buyers' messages arrive in your dashboard, and the header shows how many are unread. Reply quickly: buyers write to several sellers at once. Buyers who have talked to you or won your auction can review you, and you can reply to each review once, publicly.",
      ],
    },
  ];
}
