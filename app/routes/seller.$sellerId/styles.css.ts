import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const layout = style({ display: "grid", gap: vars.space["6"] });

export const section = style({
  ...recipe.raisedCard("4", "5"),
  minWidth: 0,
  // #reviews (after posting a review) lands below the sticky header.
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space["4"]})`,
});

export const sectionHeader = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], alignItems: "center", justifyContent: "space-between" });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const tiles = style({ ...recipe.listGrid("4"), gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))" });

export const tile = style({
  display: "grid",
  gap: vars.space["2"],
  alignContent: "start",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.surface,
  height: "100%",
});

export const tilePhoto = style({ width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover", background: vars.color.surfaceMuted });

export const tileBody = style({ display: "grid", gap: vars.space["1"], padding: `0 ${vars.space["3"]} ${vars.space["3"]}` });

export const tileTitle = style({ fontWeight: vars.fontWeight.semibold, margin: 0, overflowWrap: "anywhere" });

export const tileLink = style({ color: vars.color.brand, textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });

export const price = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand, margin: 0 });

export const rows = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["2"] });

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  justifyContent: "space-between",
  ...recipe.tintedBox("3", vars.color.surfaceMuted),
});

export const status = style({
  padding: `2px ${vars.space["2"]}`,
  borderRadius: vars.radius.full,
  ...recipe.heading("xs", "semibold"),
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const message = style({ margin: 0, overflowWrap: "anywhere" });

export const ownerNote = style({ ...recipe.tintedBox("3", vars.color.brandSoft), color: vars.color.text, margin: 0 });

// The dealer's depots (parts/depots.tsx): cards side by side where there is room.
export const depots = style({ ...recipe.listGrid("4"), gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))" });

export const depot = style({ ...recipe.card("3", "4"), alignContent: "start", minWidth: 0 });

export const depotHeader = style({ ...recipe.wrapRow("2"), justifyContent: "space-between" });

export const depotName = style({ ...recipe.heading("lg"), margin: 0, overflowWrap: "anywhere" });

export const depotFilter = style({ ...recipe.bareList, ...recipe.wrapRow("2") });

// At least 24 px high (WCAG 2.2 target size); the depot shown is filled in.
export const depotFilterLink = style({
  display: "inline-block",
  ...recipe.pill,
  minHeight: "24px",
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.brand,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.brandSoft },
    '&[aria-current="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.surface },
  },
});
