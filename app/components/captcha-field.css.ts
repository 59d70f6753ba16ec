import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const captcha = style({
  margin: 0,
  minWidth: 0,
  padding: vars.space["4"],
  ...recipe.framedBox(`1px solid ${vars.color.border}`, "md", vars.color.surfaceMuted),
  display: "grid",
  gap: vars.space["3"],
});

export const captchaRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], alignItems: "center" });

export const captchaImage = style({ ...recipe.framedBox(`1px solid ${vars.color.borderStrong}`, "md", "#f7f4ec"), maxWidth: "100%", height: "auto" });

export const captchaButtons = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const captchaInput = style({
  width: "12rem",
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  letterSpacing: "0.15em",
  selectors: { "&[readonly]": { background: vars.color.successSoft, borderColor: vars.color.success } },
});

export const spelled = style({ fontSize: vars.fontSize.sm });

globalStyle(`${spelled} ol`, { margin: `${vars.space["1"]} 0 0`, paddingLeft: vars.space["6"] });

export const verified = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
