import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A sold auction's commission: amounts, due date, state and the way to pay. */
export const commission = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space["2"]} ${vars.space["3"]}`,
  margin: 0,
});

export const amounts = style({ margin: 0 });

export const payForm = style({ display: "inline" });
