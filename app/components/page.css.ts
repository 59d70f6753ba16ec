import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space["6"]} ${vars.space["4"]} ${vars.space["12"]}`,
});

/** The body of a page under its PageHero, in cards one under another (contact, directory, glossary). */
export const underHero = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space["8"]} ${vars.space["4"]} ${vars.space["12"]}`,
  display: "grid",
  gap: vars.space["6"],
});

export const card = style({ ...recipe.surface, padding: vars.space["6"], boxShadow: vars.shadow.sm });

export const pageTitle = style({ ...recipe.heading("3xl"), color: vars.color.text, marginBottom: vars.space["3"] });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: "42rem" });

export const stack = style({ display: "grid", gap: vars.space["4"], justifyItems: "start" });

export const centered = style({ textAlign: "center", justifyItems: "center", display: "grid", gap: vars.space["4"] });

export const bigStatus = style({ fontSize: "clamp(3rem, 2rem + 5vw, 5rem)", fontWeight: vars.fontWeight.bold, color: vars.color.brand, lineHeight: 1 });
