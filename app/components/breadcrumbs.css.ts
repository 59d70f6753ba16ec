import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const nav = style({
  maxWidth: vars.layout.maxWidth,
  width: "100%",
  margin: "0 auto",
  padding: `${vars.space["3"]} ${vars.space["4"]} 0`,
  fontSize: vars.fontSize.sm,
});

export const list = style({ ...recipe.wrapRow("1"), ...recipe.bareList, color: vars.color.textMuted });

export const item = style({ display: "inline-flex", alignItems: "center", gap: vars.space["1"] });
export const link = style({ color: vars.color.brand });
export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
