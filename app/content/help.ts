/**
 * What the FAQ (/faq) and the Seller Guide (/seller-guide) are made of. Their figures are
 * never typed here: prices and auction rules come from plans.ts and auctions.ts, photo limits
 * from the modules that enforce them, passed in by the pages' loaders as PhotoLimits
 * (content/photo-limits.server.ts), since those modules are server code.
 */

/** A link to a page of the site, after an answer or a section. */
export type HelpLink = { to: string; label: string };

export type Question = { question: string; answer: string[]; link?: HelpLink };

/** A group of questions under one heading; `id` is its fragment (/faq#auctions). */
export type QuestionGroup = { id: string; heading: string; questions: Question[] };

/** A section of a guide: a heading, paragraphs, an optional list (and paragraphs after it), and a link. */
export type GuideSection = { id: string; heading: string; paragraphs: string[]; list?: string[]; after?: string[]; link?: HelpLink };

/** The photo rules as uploads enforce them (content/photo-limits.server.ts reads them). */
export type PhotoLimits = {
  /** Photos per listing in Sell Your Generator and bulk upload. */
  perListing: number;
  /** Images per auction. */
  perAuction: number;
  /** The largest photo the sell wizard and create auction take, in MB. */
  uploadMegabytes: number;
  /** The largest photo a bulk upload takes (stored as sent), in MB. */
  bulkUploadMegabytes: number;
  /** The formats taken, in words ("JPEG, PNG, WebP or GIF"). */
  formats: string;
  /** The copies' sizes on the long side, in pixels. */
  copySizes: readonly number[];
};

/** "320, 640, 1280 and 1920" (or "3, 5, 7, 10 or 14"). */
export function listInWords(values: readonly (string | number)[], conjunction: "and" | "or" = "and") {
  const words = values.map(String);
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1)}`;
}
