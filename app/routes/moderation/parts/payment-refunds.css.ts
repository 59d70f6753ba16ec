import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

// The Payments section looks like the Sellers and Reports sections: the same section and list.
export { list, section, title } from "./seller-verification.css";

export const findForm = style({ maxWidth: "28rem", justifyItems: "start" });

export const payment = style({ ...recipe.raisedCard("4", "5"), display: "grid", gap: vars.space["4"] });

export const paymentTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

export const facts = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))", gap: vars.space["3"], margin: 0 });

globalStyle(`${facts} dt`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: "uppercase", letterSpacing: "0.04em" });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const refunds = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

globalStyle(`${refunds} th, ${refunds} td`, {
  padding: vars.space["2"],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "top",
});

// At a phone's width the reason gives way (a long word breaks); an amount or a status never does.
globalStyle(`${refunds} td:nth-child(3)`, { overflowWrap: "anywhere" });
globalStyle(`${refunds} :is(th, td):is(:nth-child(2), :nth-child(4))`, { whiteSpace: "nowrap" });

export const refundForm = style({ display: "grid", gap: vars.space["3"], maxWidth: "32rem" });
