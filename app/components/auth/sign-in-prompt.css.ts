import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const prompt = style({
  ...recipe.paddedGrid("2", "4"),
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.brandSoft,
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"], marginTop: vars.space["1"] });
