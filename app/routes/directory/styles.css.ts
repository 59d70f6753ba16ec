import { globalStyle, style } from "@vanilla-extract/css";
import { card as pageCard } from "~/components/page.css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const filters = style([
  pageCard,
  { display: "grid", gap: vars.space["4"], alignItems: "end", "@media": { [media.md]: { gridTemplateColumns: "2fr 1fr 1fr auto" } } },
]);

export const filterActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const summary = style({ color: vars.color.textMuted });

export const results = style({ display: "grid", gap: vars.space["4"] });

export const grid = style({ ...recipe.listGrid("4"), gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 20rem), 1fr))" });

export const card = style([pageCard, { height: "100%", display: "grid", gap: vars.space["3"], alignContent: "start" }]);

/** The name, its category badge always under it (never beside a short name and under a long one). */
export const cardHead = style({ display: "flex", flexDirection: "column", gap: vars.space["2"], alignItems: "flex-start" });

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const rating = style({ fontSize: vars.fontSize.sm });

export const star = style({ color: "#b45309" });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const areas = style({ fontSize: vars.fontSize.sm });

export const serviceTag = style({
  padding: `2px ${vars.space["2"]}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const contact = style({ margin: 0, display: "grid", gap: vars.space["1"], fontSize: vars.fontSize.sm });

globalStyle(`${contact} > div`, { display: "flex", gap: vars.space["2"], flexWrap: "wrap" });
globalStyle(`${contact} dt`, { fontWeight: vars.fontWeight.semibold, minWidth: "3.5rem" });
globalStyle(`${contact} dd`, { margin: 0, overflowWrap: "anywhere" });

export const cardActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"], alignItems: "flex-start" });

export const profile = style({ selectors: { "&[open]": { flexBasis: "100%" } } });

globalStyle(`${profile} > summary`, { listStyle: "none" });
globalStyle(`${profile} > summary::-webkit-details-marker`, { display: "none" });

export const profileBody = style({
  marginTop: vars.space["3"],
  ...recipe.tintedBox("3", vars.color.brandSoft),
  display: "grid",
  gap: vars.space["2"],
  fontSize: vars.fontSize.sm,
});

export const empty = style([
  pageCard,
  { textAlign: "center", color: vars.color.textMuted },
]);

export const listYours = style({ color: vars.color.textMuted });
