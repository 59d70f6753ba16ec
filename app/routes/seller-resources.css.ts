import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const checked = style({ display: "flex", alignItems: "center", gap: vars.space["2"] });

globalStyle(`${checked}::before`, {
  content: '"✓"',
  display: "inline-grid",
  placeItems: "center",
  width: "1.5rem",
  height: "1.5rem",
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
});

export const factorHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space["2"] });

export const factorTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

const impactBadge = style({
  padding: `2px ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** One badge per impact level of a pricing factor. */
export const impact = styleVariants({
  High: [impactBadge, { background: vars.color.dangerSoft, color: vars.color.danger }],
  Medium: [impactBadge, { background: vars.color.accentSoft, color: vars.color.accentText }],
  Low: [impactBadge, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
});

export const subheading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  margin: `${vars.space["8"]} 0 ${vars.space["4"]}`,
});
