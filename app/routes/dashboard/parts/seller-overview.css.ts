import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const section = style({ display: "grid", gap: vars.space["3"], width: "100%", justifyItems: "start" });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

// Figures of unequal length sit at the top of their row.
export const figure = style({ alignContent: "start" });

// "No reviews yet" in place of a number.
export const figureWords = style({ display: "block", fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

// Under a figure's value: its period or what it is counted from.
export const figureNote = style({ display: "block", marginTop: vars.space["1"], ...recipe.heading("sm", "regular"), color: vars.color.textMuted });

export const tipList = style({ ...recipe.listGrid("3"), gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))", width: "100%" });

export const tip = style({
  padding: vars.space["4"],
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  display: "grid",
  alignContent: "start",
  gap: vars.space["1"],
});

globalStyle(`${tip} p`, { margin: 0 });

export const tipTitle = style({ fontWeight: vars.fontWeight.semibold });
