import { style, styleVariants } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const hero = style({ background: `linear-gradient(135deg, ${vars.color.brand} 0%, #16518f 70%, #1c5fa3 100%)`, color: "#ffffff" });

const innerBase = style({ maxWidth: vars.layout.maxWidth, margin: "0 auto", display: "grid", justifyItems: "start" });

/** `regular` opens a content page; `large` the home page, with more room and a bigger title. */
export const inner = styleVariants({
  regular: [
    innerBase,
    {
      padding: `${vars.space["10"]} ${vars.space["4"]}`,
      gap: vars.space["4"],
      "@media": { [media.md]: { padding: `${vars.space["12"]} ${vars.space["4"]}` } },
    },
  ],
  large: [
    innerBase,
    {
      padding: `${vars.space["12"]} ${vars.space["4"]}`,
      gap: vars.space["5"],
      "@media": { [media.md]: { padding: `${vars.space["16"]} ${vars.space["4"]}` } },
    },
  ],
});

export const eyebrow = style({ ...recipe.heading("sm", "semibold"), color: "#ffd88a", letterSpacing: "0.04em", textTransform: "uppercase" });

const titleBase = style({ fontWeight: vars.fontWeight.bold });

export const title = styleVariants({
  regular: [titleBase, { fontSize: vars.fontSize["3xl"], letterSpacing: "-0.01em", maxWidth: "28ch" }],
  large: [titleBase, { fontSize: vars.fontSize["4xl"], letterSpacing: "-0.02em", maxWidth: "22ch" }],
});

const leadBase = style({ fontSize: vars.fontSize.lg, color: "#e3ecf7" });

export const lead = styleVariants({ regular: [leadBase, { maxWidth: "42rem" }], large: [leadBase, { maxWidth: "38rem" }] });

/**
 * The text and an aside side by side from large screens; the aside is hidden below them
 * (its own style), where the text alone fills the band. The grid takes the inner's width
 * and centring; the inner keeps its padding.
 */
export const withAside = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  display: "grid",
  "@media": {
    [media.lg]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 26rem)",
      alignItems: "center",
      gap: vars.space["8"],
      paddingInlineEnd: vars.space["4"],
    },
  },
});
