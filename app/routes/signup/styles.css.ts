import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const layout = style({
  width: "100%",
  maxWidth: "32rem",
  margin: "0 auto",
  padding: `${vars.space["6"]} ${vars.space["4"]} ${vars.space["12"]}`,
});

export const intro = style({ color: vars.color.textMuted });
