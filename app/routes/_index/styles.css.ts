import { globalStyle, style } from "@vanilla-extract/css";
import { card, cardGrid, tag } from "~/components/sections.css";
import { media, vars } from "~/styles/theme.css";

export const notice = style({
  marginBottom: vars.space["4"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
});

export const typeGrid = style([
  cardGrid,
  { gap: vars.space["3"], gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))" },
]);

export const typeTile = style([
  card,
  {
    height: "100%",
    gap: vars.space["2"],
    padding: vars.space["5"],
    textDecoration: "none",
    color: vars.color.text,
    transition: "border-color 120ms ease, box-shadow 120ms ease",
    selectors: { "&:hover": { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
  },
]);

export const typeName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand, fontSize: vars.fontSize.lg });
export const typeText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const typeCount = style([
  tag,
  { justifySelf: "start", marginTop: vars.space["1"], background: vars.color.accentSoft, color: vars.color.accentText },
]);

export const whyList = style([cardGrid, { gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 13rem), 1fr))" }]);

export const whyItem = style({
  display: "grid",
  gap: vars.space["2"],
  alignContent: "start",
  paddingTop: vars.space["4"],
  borderTop: `4px solid ${vars.color.accent}`,
});

export const whyTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const testimonial = style([card, { margin: 0, height: "100%", gap: vars.space["4"], alignContent: "space-between" }]);

export const quote = style({ margin: 0, fontSize: vars.fontSize.lg });

export const quoteBy = style({ display: "grid", color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const heroSearch = style({ display: "grid", gap: vars.space["2"], width: "100%", maxWidth: "38rem" });
export const heroSearchLabel = style({ fontWeight: vars.fontWeight.semibold, color: "#ffffff" });
export const heroSearchRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });
export const heroSearchField = style({
  flex: "1 1 16rem",
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: "3rem",
  padding: `0 ${vars.space["3"]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  // The hero is dark blue: the focus ring is the eyebrow's light amber, which stands out on it.
  selectors: { "&:focus-within": { outline: "3px solid #ffd88a", outlineOffset: "2px" } },
});
export const heroSearchInput = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  padding: `${vars.space["2"]} 0`,
  fontSize: vars.fontSize.md,
  background: "transparent",
  color: vars.color.text,
  selectors: { "&:focus-visible": { outline: "none" } },
});

/** The hero's featured photo and live figure (hero-feature.tsx): from large screens only. */
export const heroFeature = style({
  display: "none",
  "@media": { [media.lg]: { display: "grid", gap: vars.space["3"], paddingBlock: vars.space["12"] } },
});

export const heroListing = style({
  display: "grid",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  boxShadow: vars.shadow.lg,
  selectors: { "&:hover, &:focus-visible": { outline: `3px solid ${vars.color.accent}`, outlineOffset: "2px" } },
});

export const heroPhoto = style({ display: "block", width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover" });

export const heroCaption = style({ display: "grid", gap: vars.space["1"], padding: vars.space["4"] });

export const heroKicker = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const heroTitle = style({ fontWeight: vars.fontWeight.semibold, lineHeight: 1.3 });

export const heroPrice = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const heroFigure = style({ color: "#e3ecf7", fontSize: vars.fontSize.lg });

globalStyle(`${heroFigure} strong`, { color: "#ffffff", fontSize: vars.fontSize["2xl"] });
