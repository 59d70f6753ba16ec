import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const header = style({ display: "grid", gap: vars.space["2"], marginBottom: vars.space["4"] });

export const eyebrow = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const meta = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space["2"]} ${vars.space["4"]}`, color: vars.color.textMuted });

globalStyle(`${meta} a`, { color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

export const periods = style({ borderBottom: `1px solid ${vars.color.border}`, marginBottom: vars.space["6"] });

export const periodList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: `0 ${vars.space["1"]}` });

export const period = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["4"]}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  borderBottom: "3px solid transparent",
  selectors: { "&:hover": { color: vars.color.brand }, '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand } },
});

export const card = style({
  ...recipe.surface,
  padding: vars.space["4"],
  boxShadow: vars.shadow.sm,
  display: "grid",
  gap: vars.space["4"],
  marginBottom: vars.space["6"],
  minWidth: 0,
  "@media": { [media.md]: { padding: vars.space["6"] } },
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const totals = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(8.5rem, 1fr))", gap: vars.space["3"], margin: 0 });

export const total = style({ ...recipe.tintedBox("4", vars.color.surfaceMuted), display: "grid", alignContent: "start", gap: vars.space["1"] });

globalStyle(`${total} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${total} dd`, { margin: 0, fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: "48rem" });

export const charts = style({ display: "grid", gap: vars.space["6"], "@media": { [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } } });

export const chart = style({ margin: 0, display: "grid", gap: vars.space["2"], minWidth: 0 });

export const chartTitle = style({ fontWeight: vars.fontWeight.semibold });

export const chartTotal = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const plot = style({ display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: vars.space["2"] });

export const yAxis = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  alignItems: "flex-end",
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: 1,
});

export const drawing = style({ display: "block", width: "100%", height: "7.5rem", overflow: "visible" });

export const gridLine = style({ stroke: vars.color.border, strokeDasharray: "4 4" });

export const baseline = style({ stroke: vars.color.borderStrong });

export const bar = styleVariants({ views: { fill: vars.color.brand }, enquiries: { fill: vars.color.success }, saves: { fill: vars.color.warning } });

// Under the drawing, in the plot's second column.
export const xAxis = style({ gridColumn: "2", display: "flex", justifyContent: "space-between", fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const details = style({ display: "grid", gap: vars.space["3"] });

globalStyle(`${details} > summary`, {
  cursor: "pointer",
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  minHeight: "2.75rem",
  display: "flex",
  alignItems: "center",
});

export const tableScroll = style({ overflowX: "auto", maxWidth: "100%" });

export const table = style({ borderCollapse: "collapse", width: "100%", maxWidth: "40rem", fontVariantNumeric: "tabular-nums" });

export const tableCaption = style({ textAlign: "left", fontWeight: vars.fontWeight.semibold, paddingBottom: vars.space["2"] });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "right",
});

// Headings wrap on a phone; the figures never do.
globalStyle(`${table} td`, { whiteSpace: "nowrap" });
globalStyle(`${table} th:first-child`, { textAlign: "left" });
globalStyle(`${table} thead th`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.medium });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });
