import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { vars } from "~/styles/theme.css";

/** A small round count beside a link's label (the header's Dashboard, the dashboard's Messages tab). */
export const badge = style({
  // The containing block of its visually hidden words, so inside a row that scrolls sideways
  // they scroll with it rather than widening the page.
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "1.25rem",
  height: "1.25rem",
  padding: `0 ${vars.space["1"]}`,
  marginLeft: vars.space["1"],
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.text,
  ...recipe.heading("xs"),
  lineHeight: 1,
  fontVariantNumeric: "tabular-nums",
  verticalAlign: "middle",
});

/** The same count on an icon button's corner (the phone header's Menu). */
export const corner = style([
  badge,
  { position: "absolute", top: "-0.375rem", right: "-0.375rem", marginLeft: 0, boxShadow: `0 0 0 2px ${vars.color.surface}` },
]);
