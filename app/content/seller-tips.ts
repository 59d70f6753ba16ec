/**
 * Tips the dashboard's overview gives private sellers (docs/spec/02-auctions-and-seller-tools.md §2 "Dashboard": the private
 * seller's overview has tips), and the advice it adds when a seller's own figures call for it.
 */

export type SellerTip = { title: string; text: string };

export const privateSellerTips: SellerTip[] = [
  {
    title: "Answer within a few hours",
    text: "Buyers contact several sellers at once: the first clear answer usually wins the sale, and your response rate shows on your profile.",
  },
  {
    title: "Show the rating plate and hour meter",
    text: "Photos of both answer the first two questions every buyer asks, and listings with them get more enquiries.",
  },
  {
    title: "Be open about faults and servicing",
    text: "Say when it was last serviced and what needs attention. Honest listings lead to fewer wasted viewings.",
  },
  {
    title: "Meet safely and take payment securely",
    text: "Let buyers see the set running before they pay, and accept bank transfer once it has cleared, never a cheque or a courier payment.",
  },
];

/** Said when the last 30 days brought views but not one enquiry. */
export const viewsWithoutEnquiriesTip = (views: string): SellerTip => ({
  title: "Viewed, but no enquiries yet",
  text: `Your listings had ${views} in the last 30 days without an enquiry. Compare your price with similar sets and check your photos and description: each listing's statistics show which one is viewed most.`,
});

/** Said when fewer than this share (percent) of conversations got an answer in 90 days. */
export const RESPONSE_RATE_TIP_BELOW = 80;

export const slowResponseTip = (rate: number): SellerTip => ({
  title: "Answer more of your messages",
  text: `You answered ${rate}% of buyers' conversations in the last 90 days. Replying to every enquiry, even to say the set is sold, keeps buyers' trust.`,
});
