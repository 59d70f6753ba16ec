import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The heart fills in red once the listing is saved. */
export const heart = style({
  flexShrink: 0,
  selectors: { "[aria-pressed='true'] > &": { color: vars.color.danger } },
});
