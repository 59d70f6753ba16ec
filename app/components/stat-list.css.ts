import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const list = style({ margin: 0, display: "grid", gap: vars.space["4"], gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))" });

export const stat = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space["1"],
  // Narrow at the sides, so '15,000+' stays inside its box two to a row on a phone.
  padding: `${vars.space["5"]} ${vars.space["3"]}`,
  ...recipe.surface,
  textAlign: "center",
});

export const value = style({ margin: 0, ...recipe.heading("3xl"), color: vars.color.brand, lineHeight: 1.1 });

export const label = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
