import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["3"], width: "100%" });

export const row = style({
  display: "grid",
  gap: vars.space["1"],
  paddingBottom: vars.space["3"],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const what = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });
