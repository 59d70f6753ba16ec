import { style } from "@vanilla-extract/css";
import { card } from "~/components/page.css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const layout = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `0 ${vars.space["4"]} ${vars.space["12"]}`,
  display: "grid",
  gap: vars.space["6"],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 1fr)" } },
});

export const formCard = style([card, { display: "grid", gap: vars.space["4"] }]);

/** Above the form on phones; beside it, in the second column, on wide screens. */
export const tips = style([card, { display: "grid", gap: vars.space["3"], "@media": { [media.lg]: { gridColumn: 2, gridRow: 1 } } }]);

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const required = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: "grid", gap: vars.space["4"] });

export const legend = style({ padding: 0, marginBottom: vars.space["3"], ...recipe.heading("lg"), color: vars.color.brand });

export const pair = style({ display: "grid", gap: vars.space["4"], alignItems: "start", "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr" } } });

export const submitRow = style({ display: "grid", gap: vars.space["2"], justifyItems: "start" });

export const needs = style({ margin: 0, paddingLeft: vars.space["5"], ...recipe.smallMuted });
