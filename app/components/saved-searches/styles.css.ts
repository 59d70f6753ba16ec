import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const saveForm = style({ display: "inline-flex" });

export const section = style({ display: "grid", gap: vars.space["4"] });

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["3"] });

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space["4"],
  display: "grid",
  gap: vars.space["3"],
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "start" } },
});

export const name = style({ ...recipe.heading("lg", "semibold"), color: vars.color.brand, overflowWrap: "anywhere" });

export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space["1"]} ${vars.space["3"]}`,
  margin: `${vars.space["2"]} 0 0`,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: "anywhere" });

export const controls = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["3"] });

export const alertsForm = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["2"] });

export const checkboxLabel = style({ ...recipe.inlineRow("2"), minHeight: "2.75rem", fontWeight: vars.fontWeight.semibold });

export const checkbox = style({ width: "1.25rem", height: "1.25rem", accentColor: vars.color.brand });

export const select = style({
  minHeight: "2.75rem",
  padding: `0 ${vars.space["2"]}`,
  ...recipe.framedBox(`1px solid ${vars.color.borderStrong}`, "sm", vars.color.surface),
  color: vars.color.text,
  font: "inherit",
});

export const error = style({
  gridColumn: "1 / -1",
  color: vars.color.danger,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.sm,
  padding: vars.space["2"],
  margin: 0,
});
