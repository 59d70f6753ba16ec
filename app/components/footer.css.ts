import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const footer = style({ marginTop: "auto", background: vars.color.footer, color: vars.color.footerText });

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space["10"]} ${vars.space["4"]} ${vars.space["6"]}`,
  display: "grid",
  gap: vars.space["8"],
  "@media": { [media.md]: { gridTemplateColumns: "1.4fr 2fr 1fr" } },
});

export const brand = style({ display: "grid", gap: vars.space["3"], alignContent: "start" });
export const brandName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: "#ffffff" });
export const tagline = style({ fontSize: vars.fontSize.sm, color: vars.color.footerMuted, maxWidth: "22rem" });

export const heading = style({
  ...recipe.heading("sm", "semibold"),
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: "#ffffff",
  marginBottom: vars.space["3"],
});

export const list = style({ ...recipe.listGrid("2") });

export const linkGrid = style([list, { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space["6"] }]);

export const link = style({
  color: vars.color.footerText,
  textDecoration: "none",
  display: "inline-block",
  padding: "2px 0",
  selectors: { "&:hover": { color: "#ffffff", textDecoration: "underline" } },
});

export const bottom = style({
  borderTop: "1px solid rgba(255,255,255,0.12)",
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space["4"]} ${vars.space["4"]} ${vars.space["6"]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.footerMuted,
});
