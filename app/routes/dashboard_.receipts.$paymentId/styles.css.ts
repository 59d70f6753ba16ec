import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** The receipt is the printed document: on paper, nothing but it (docs/payments.md "Receipts"). */
export const document = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space["4"],
  display: "grid",
  gap: vars.space["6"],
  maxWidth: "52rem",
  marginInline: "auto",
  "@media": {
    [media.md]: { padding: vars.space["8"] },
    print: { border: "none", padding: 0, maxWidth: "none" },
  },
});

// On paper the site's header, breadcrumbs, footer and the toasts are left out: every child of
// <body> but <main> (app/root.tsx), on this page only.
globalStyle(`body:has(${document}) > :not(main)`, { "@media": { print: { display: "none" } } });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["3"],
  marginBottom: vars.space["4"],
  maxWidth: "52rem",
  marginInline: "auto",
  "@media": { print: { display: "none" } },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const top = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space["4"] });

export const title = style({ fontSize: vars.fontSize["3xl"], fontWeight: vars.fontWeight.bold, lineHeight: 1.1 });

export const subtitle = style({ color: vars.color.textMuted });

export const facts = style({ display: "grid", gap: vars.space["2"], margin: 0 });

export const mono = style({ fontFamily: vars.font.mono });

export const parties = style({
  display: "grid",
  gap: vars.space["6"],
  "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr" }, print: { gridTemplateColumns: "1fr 1fr" } },
});

export const partyTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  color: vars.color.textMuted,
  marginBottom: vars.space["2"],
});

export const address = style({ fontStyle: "normal", overflowWrap: "anywhere", marginBottom: vars.space["2"] });

export const tableWrap = style({ overflowX: "auto" });

export const lines = style({ width: "100%", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" });

globalStyle(`${lines} th, ${lines} td`, {
  padding: `${vars.space["2"]} ${vars.space["2"]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "top",
});

// On a phone the line keeps its description and total; its net, rate and VAT are the totals'
// just below. Paper (not "screen") always has every column.
export const wideOnly = style({ "@media": { "screen and (max-width: 39.99rem)": { display: "none" } } });

globalStyle(`${lines} th`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });

export const amount = style({});

globalStyle(`${lines} ${amount}`, { textAlign: "end", whiteSpace: "nowrap" });

export const detail = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const totals = style({
  display: "grid",
  gap: vars.space["1"],
  margin: 0,
  justifySelf: "end",
  minWidth: "min(100%, 18rem)",
  fontVariantNumeric: "tabular-nums",
});

globalStyle(`${totals} > div`, { display: "flex", justifyContent: "space-between", gap: vars.space["6"] });

export const grandTotal = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  borderTop: `2px solid ${vars.color.text}`,
  paddingTop: vars.space["1"],
});

export const payment = style({
  display: "grid",
  gap: vars.space["2"],
  margin: 0,
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))" } },
});

globalStyle(`${facts} dt, ${payment} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });

globalStyle(`${facts} dd, ${payment} dd, ${totals} dd`, { margin: 0 });

globalStyle(`${payment} dd`, { overflowWrap: "anywhere" });

/** The refunds of the payment, below what it was (docs/payments.md "Refunds"). */
export const refunds = style({ display: "grid", gap: vars.space["3"] });
