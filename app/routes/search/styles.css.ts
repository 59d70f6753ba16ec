import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const form = style({ display: "grid", gap: vars.space["2"], marginBottom: vars.space["6"], maxWidth: "40rem" });
export const label = style({ fontWeight: vars.fontWeight.semibold });
export const row = style({ display: "flex", gap: vars.space["2"], flexWrap: "wrap" });
export const input = style({
  flex: "1 1 16rem",
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  ...recipe.framedBox(`1px solid ${vars.color.borderStrong}`, "md", vars.color.surface),
});
export const results = style({ maxWidth: "40rem", padding: vars.space["2"] });
