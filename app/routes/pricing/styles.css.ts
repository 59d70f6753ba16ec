import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const jumpNav = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });

export const jumpList = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space["2"]} ${vars.space["5"]}`,
  fontWeight: vars.fontWeight.semibold,
});

export const auctionGrid = style({ display: "grid", gap: vars.space["5"], alignItems: "start", "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } } });

export const table = style({ width: "100%", borderCollapse: "collapse", background: vars.color.surface, border: `1px solid ${vars.color.border}` });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  textAlign: "left",
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} thead th`, { background: vars.color.brandSoft, color: vars.color.brand });

globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.medium });

export const caption = style({ captionSide: "top", textAlign: "left", fontWeight: vars.fontWeight.bold, paddingBottom: vars.space["2"] });

export const example = style({ ...recipe.paddedGrid("3", "6"), background: vars.color.accentSoft, border: "1px solid #f0c46e", borderRadius: vars.radius.lg });

export const sums = style({ margin: 0, display: "grid", gap: vars.space["2"] });

globalStyle(`${sums} > div`, { display: "flex", justifyContent: "space-between", gap: vars.space["4"] });
globalStyle(`${sums} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold, whiteSpace: "nowrap" });

export const total = style({ borderTop: `1px solid ${vars.color.borderStrong}`, paddingTop: vars.space["2"], fontWeight: vars.fontWeight.bold });
