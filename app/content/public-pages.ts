/**
 * The public pages worth a search engine's time, in the order the sitemap lists them. Pages
 * for one visitor (dashboard, portal, confirmation, search results) are not here, and
 * robots.txt asks crawlers to leave them alone.
 */
export const publicPagePaths = [
  "/",
  "/listings",
  "/auctions",
  "/sell-generator",
  "/rental",
  "/buyers",
  "/private-sellers",
  "/trade-sellers",
  "/pricing",
  "/seller-resources",
  "/seller-guide",
  "/dealer-api",
  "/faq",
  "/generator-categories",
  "/directory",
  "/glossary",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
  "/cookies",
];

export const crawlerDisallowedPaths = [
  "/dashboard",
  "/moderation",
  "/sellers-portal",
  "/bulk-upload",
  "/create-auction",
  "/confirmation",
  "/unsubscribe",
  "/search",
  "/rental/captcha.svg",
  "/sign-in/captcha.svg",
];
