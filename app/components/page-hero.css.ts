import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brand} 0%, #16518f 70%, #1c5fa3 100%)`,
  color: "#ffffff",
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space["10"]} ${vars.space["4"]}`,
  display: "grid",
  gap: vars.space["4"],
  justifyItems: "start",
  "@media": { [media.md]: { padding: `${vars.space["12"]} ${vars.space["4"]}` } },
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: "#ffd88a",
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const title = style({
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "-0.01em",
  maxWidth: "28ch",
});

export const lead = style({ fontSize: vars.fontSize.lg, maxWidth: "42rem", color: "#e3ecf7" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });
