import { globalStyle, style } from "@vanilla-extract/css";
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

const badge = style({
  padding: `2px ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const typeBadge = style([badge, { background: vars.color.brandSoft, color: vars.color.brand }]);
export const featuredBadge = style([badge, { background: vars.color.accent, color: vars.color.text }]);

export const title = style({
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});

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

export const sidebar = style({
  display: "grid",
  gap: vars.space["4"],
  "@media": { [media.lg]: { position: "sticky", top: "5rem" } },
});

export const card = style({
  display: "grid",
  gap: vars.space["4"],
  alignContent: "start",
  padding: vars.space["5"],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
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

export const tile = style({
  display: "grid",
  gap: vars.space["1"],
  padding: vars.space["3"],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

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
  // Radix hides inactive panels with the hidden attribute, which display: grid would override.
  selectors: { "&[hidden]": { display: "none" } },
});

export const typePanel = style({ justifyItems: "start", background: vars.color.brandSoft, borderColor: "#c9d9f0" });

// Contact Seller

export const seller = style({ display: "grid", gap: "2px" });

export const sellerName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const sellerMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const verified = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  marginTop: vars.space["1"],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.success,
});

export const contactActions = style({ display: "grid", gap: vars.space["2"] });

// Each action's form stretches its button across the card.
globalStyle(`${contactActions} > form`, { display: "grid" });

export const callNote = style({
  padding: vars.space["3"],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const ownListingNote = style({
  padding: vars.space["3"],
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  fontSize: vars.fontSize.sm,
});

export const listingId = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: "anywhere" });

export const safety = style({ background: vars.color.warningSoft, borderColor: "#f0d9a8" });

export const safetyList = style({ margin: 0, paddingLeft: vars.space["5"], display: "grid", gap: vars.space["2"], fontSize: vars.fontSize.sm });

export const notPublicBanner = style({
  display: "grid",
  gap: vars.space["1"],
  marginBottom: vars.space["6"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  border: `1px solid #f0b454`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
});

export const notPublicTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
