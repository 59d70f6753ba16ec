import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const plans = style({ display: "grid", gap: vars.space["3"] });
export const plansTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const plansIntro = style({ color: vars.color.textMuted });
export const planChosen = style({
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.success,
  fontWeight: vars.fontWeight.semibold,
});
