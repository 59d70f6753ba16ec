import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const section = style({
  maxWidth: vars.layout.maxWidth,
  width: "100%",
  margin: "0 auto",
  padding: `${vars.space["10"]} ${vars.space["4"]} 0`,
});

export const title = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold, marginBottom: vars.space["6"] });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["4"],
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], marginTop: vars.space["6"] });
