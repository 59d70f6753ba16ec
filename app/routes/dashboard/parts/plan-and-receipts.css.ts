import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["3"], width: "100%" });

/** A receipt: stacked on a phone; one line of date, what, number, total and link from md up. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space["1"]} ${vars.space["3"]}`,
  paddingBottom: vars.space["3"],
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [media.md]: { gridTemplateColumns: "7rem minmax(0, 1fr) 8rem 6rem auto", alignItems: "baseline" },
  },
});

export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, "@media": { [media.md]: { fontSize: "inherit" } } });

export const what = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: "anywhere",
  gridColumn: "1 / -1",
  gridRow: 2,
  "@media": { [media.md]: { gridColumn: "auto", gridRow: "auto" } },
});

export const number = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, gridRow: 3 , "@media": { [media.md]: { gridRow: "auto" } } });

export const total = style({ gridColumn: 2, gridRow: 1, textAlign: "end", "@media": { [media.md]: { gridColumn: "auto", gridRow: "auto" } } });

export const link = style({ gridColumn: 2, gridRow: 3, textAlign: "end", "@media": { [media.md]: { gridColumn: "auto", gridRow: "auto" } } });

/** The plan panel's Cancel at period end and Manage card forms: the button, then what it does. */
export const planForm = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["2"], marginTop: vars.space["2"] });

/** A commission invoice still to pay, in Billing: the sale it is for, above its amounts and Pay. */
export const invoiceTitle = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere", margin: 0 });
