import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space["4"],
  marginBottom: vars.space["6"],
});

export const headerMain = style({ display: "grid", gap: vars.space["2"], minWidth: 0, flex: "1 1 28rem" });

export const badges = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

const badge = style({ ...recipe.pill });

export const typeBadge = style([badge, { background: vars.color.brandSoft, color: vars.color.brand }]);
export const featuredBadge = style([badge, { background: vars.color.accent, color: vars.color.text }]);

export const title = style({ ...recipe.heading("3xl"), overflowWrap: "anywhere" });

export const located = style({ color: vars.color.textMuted });

export const priceBox = style({ display: "grid", justifyItems: "start", "@media": { [media.md]: { justifyItems: "end" } } });

export const price = style({ fontSize: vars.fontSize["3xl"], fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const priceNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const layout = style({
  display: "grid",
  gap: vars.space["6"],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 20rem" } },
});

export const main = style({ display: "grid", gap: vars.space["6"], minWidth: 0 });

export const sidebar = style({ display: "grid", gap: vars.space["4"], "@media": { [media.lg]: { position: "sticky", top: "5rem" } } });

export const card = style({
  display: "grid",
  gap: vars.space["4"],
  alignContent: "start",
  padding: vars.space["5"],
  ...recipe.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const subTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const description = style({ whiteSpace: "pre-line" });

// Tiles and lists

export const tiles = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space["3"],
  margin: 0,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const tile = style({ display: "grid", gap: vars.space["1"], ...recipe.tintedBox("3", vars.color.surfaceMuted) });

globalStyle(`${tile} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${tile} dd`, { margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const featureList = style({
  margin: 0,
  paddingLeft: vars.space["5"],
  display: "grid",
  gap: vars.space["1"],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const applicationList = featureList;

export const applications = style({ display: "grid", gap: vars.space["4"] });

export const specList = style({ margin: 0, display: "grid" });

export const specRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)",
  gap: vars.space["3"],
  padding: `${vars.space["2"]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${specRow} dt`, { color: vars.color.textMuted });
globalStyle(`${specRow} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

// Tabs (with JavaScript): the tab row itself is components/ui/tabs.css.

export const tabPanel = style({
  display: "grid",
  gap: vars.space["4"],
  // Inactive panels have the hidden attribute, which display: grid would override.
  selectors: { "&[hidden]": { display: "none" } },
});

/**
 * Sections below the first screen on a phone (the tabs, the type panel, related listings): the
 * browser skips their style, layout and paint until they near the viewport, as with cards in a
 * list (components/listing-card.css.ts); until first drawn they count as about this tall.
 */
export const belowFold = style({ contentVisibility: "auto", containIntrinsicSize: "auto 30rem" });

export const typePanel = style({ justifyItems: "start", background: vars.color.brandSoft, borderColor: "#c9d9f0" });

// Contact Seller

export const seller = style({ display: "grid", gap: "2px" });

export const sellerName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const sellerMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** "Member since March 2025", "Response time Within 2 hours": each term and its value on one line. */
export const sellerFacts = style({ display: "grid", gap: "2px", marginTop: vars.space["1"], fontSize: vars.fontSize.sm });

globalStyle(`${sellerFacts} > div`, { display: "flex", flexWrap: "wrap", gap: `0 ${vars.space["1"]}` });

globalStyle(`${sellerFacts} dt`, { color: vars.color.textMuted });

globalStyle(`${sellerFacts} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });

export const depotName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });

export const verified = style({ ...recipe.inlineRow("1"), marginTop: vars.space["1"], ...recipe.heading("sm", "semibold"), color: vars.color.success });

export const contactActions = style({ display: "grid", gap: vars.space["2"] });

// Each action's form stretches its button across the card.
globalStyle(`${contactActions} > form`, { display: "grid" });

export const callNote = style({ ...recipe.tintedBox("3", vars.color.surfaceMuted), fontSize: vars.fontSize.sm });

export const ownListingNote = style({ ...recipe.tintedBox("3", vars.color.brandSoft), fontSize: vars.fontSize.sm });

export const sentNote = style({
  ...recipe.tintedBox("3", vars.color.successSoft),
  display: "grid",
  gap: vars.space["1"],
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space["3"],
});

export const listingId = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: "anywhere" });

export const safety = style({ background: vars.color.warningSoft, borderColor: "#f0d9a8" });

export const safetyList = style({ margin: 0, paddingLeft: vars.space["5"], display: "grid", gap: vars.space["2"], fontSize: vars.fontSize.sm });

export const notPublicBanner = style({
  display: "grid",
  gap: vars.space["1"],
  marginBottom: vars.space["6"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  ...recipe.framedBox(`1px solid #f0b454`, "md", vars.color.warningSoft),
  color: vars.color.warning,
});

export const notPublicTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

// The phone's contact bar (parts/contact-bar.tsx): fixed at the bottom below 640 px.

export const contactBar = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space["2"],
  padding: `${vars.space["2"]} ${vars.space["3"]} calc(${vars.space["2"]} + env(safe-area-inset-bottom))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: "0 -4px 12px rgba(16, 24, 40, 0.12)",
  "@media": { [media.sm]: { display: "none" } },
});

// Room below the page's end, so the bar never hides the footer's last line.
globalStyle(`body:has(${contactBar})`, { "@media": { "screen and (max-width: 39.99rem)": { paddingBottom: "4.5rem" } } });

// The Call and Save forms fill their column like the Message link.
globalStyle(`${contactBar} form`, { display: "grid" });

export const contactBarButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space["2"],
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["2"]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.brandSoft } },
});

/** Call, the bar's first and main action. */
export const contactBarCall = style([
  contactBarButton,
  { background: vars.color.brand, borderColor: vars.color.brand, color: "#ffffff", selectors: { "&:hover": { background: vars.color.brandHover } } },
]);

// The seller's other listings and similar ones (parts/related-listings.tsx).

export const related = style({ display: "grid", gap: vars.space["4"], marginTop: vars.space["8"] });

/** Cards side by side: a row that scrolls sideways on phones, up to four across from laptops. */
export const relatedRow = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space["2"]}`,
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(16rem, 80%)",
  gap: vars.space["4"],
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  "@media": {
    [media.md]: { gridAutoColumns: "minmax(16rem, 45%)" },
    [media.lg]: { gridAutoFlow: "row", gridTemplateColumns: "repeat(4, minmax(0, 1fr))", overflowX: "visible" },
  },
});

globalStyle(`${relatedRow} > li`, { scrollSnapAlign: "start" });

// The listing header's second line: when it was listed, its reference, Share.
export const listedLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space["1"]} ${vars.space["3"]}`,
  ...recipe.smallMuted,
});

export const shareLink = style({ ...recipe.inlineRow("1"), minHeight: "2.75rem", color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

export const reportLink = style({
  ...recipe.inlineRow("2"),
  justifySelf: "start",
  minHeight: "2.75rem",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
