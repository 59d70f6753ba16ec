/**
 * The Account view's explanations, sent with the view's data so its script carries none of
 * them: Account sits at the JavaScript budget (docs/performance.md "The JavaScript budget").
 */
export const accountWords = {
  devices: "These browsers are signed in to your account. If you do not recognise one, sign it out and change your password.",
  password: "We email you a link to choose a new password. Setting it signs out every other device, and we email you to say it changed.",
  receipts: "Every payment you make has a VAT receipt you can view and print.",
  myData: "One JSON file of everything you have on GenMarket: profile, listings, auctions, bids, messages, saved items, reviews and payments.",
  closeAccount: "See what is deleted and what is kept, then close your account with your password.",
};

export type AccountWords = typeof accountWords;
