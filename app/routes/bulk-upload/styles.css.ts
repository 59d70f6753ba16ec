import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

/** Grid tracks never wider than the page: tables scroll in their own box instead. */
export const layout = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space["5"] });

export const card = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space["4"],
  ...recipe.surface,
  padding: vars.space["5"],
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });
export const subTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0 });
export const muted = style({ color: vars.color.textMuted });
export const steps = style({ display: "grid", gap: vars.space["2"], paddingLeft: vars.space["5"], margin: 0 });
export const info = style({ ...recipe.tintedBox("3", vars.color.brandSoft), border: `1px solid ${vars.color.border}`, margin: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], alignItems: "center" });

export const fileInput = style({
  display: "block",
  width: "100%",
  padding: vars.space["2"],
  ...recipe.framedBox(`1px solid ${vars.color.borderStrong}`, "md", vars.color.surface),
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const verification = style({ display: "grid", gap: vars.space["3"], ...recipe.tintedBox("4", vars.color.surfaceMuted) });

/** The counts of a preview or an import, side by side. */
export const counts = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], margin: 0, padding: 0, listStyle: "none" });
export const count = style({
  display: "grid",
  minWidth: "7rem",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const countFigure = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" });
export const failed = style({ borderColor: vars.color.danger, background: vars.color.dangerSoft });

export const tableScroll = style(recipe.tableScroll);

/** Tables wrap their cells to fit a phone; a wide one (the history) scrolls in its box instead. */
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
export const wideTable = style({ minWidth: "40rem" });

globalStyle(`${table} th, ${table} td`, { padding: vars.space["2"], borderBottom: `1px solid ${vars.color.border}`, textAlign: "left", verticalAlign: "top" });
globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.semibold, whiteSpace: "nowrap" });
globalStyle(`${table} tbody tr:last-child td`, { borderBottom: "none" });
globalStyle(`${table} caption`, { textAlign: "left", fontWeight: vars.fontWeight.semibold, padding: vars.space["2"] });

export const numeric = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });
globalStyle(`${table} th${numeric}, ${table} td${numeric}`, { textAlign: "right" });

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, whiteSpace: "nowrap" });
export const changeList = style({ margin: 0, paddingLeft: vars.space["4"] });
export const before = style({ textDecoration: "line-through", color: vars.color.textMuted });

/** The template's columns: one entry each, two side by side where there is room. */
export const columnList = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 22rem), 1fr))", gap: vars.space["3"], margin: 0 });
export const columnItem = style({
  display: "grid",
  gap: vars.space["1"],
  alignContent: "start",
  padding: vars.space["3"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
globalStyle(`${columnItem} dd`, { margin: 0 });
export const required = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.brand });
