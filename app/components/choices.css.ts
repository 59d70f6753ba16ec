import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/* A question answered by choosing one of a few radio buttons, each a 44 px row (the seller review's and the listing report's forms). */

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: "grid", gap: vars.space["2"], minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.semibold, marginBottom: vars.space["2"], padding: 0 });

export const choice = style({
  display: "flex",
  gap: vars.space["3"],
  alignItems: "center",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  minHeight: "2.75rem",
});
