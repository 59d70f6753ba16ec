import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const section = style({
  maxWidth: vars.layout.maxWidth,
  width: "100%",
  margin: "0 auto",
  padding: `${vars.space["10"]} ${vars.space["4"]} 0`,
});

export const title = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold, marginBottom: vars.space["6"] });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], marginTop: vars.space["6"] });
