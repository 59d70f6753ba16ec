import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media as breakpoints, vars } from "~/styles/theme.css";

/** Cards in a full-width list: one column on phones, two on tablets, three from laptops. */
export const listingGrid = style({
  ...recipe.listGrid("4"),
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }, [breakpoints.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

/** The browse page's results, beside its filter panel: three columns only from wide screens. */
export const listingGridBesideFilters = style([
  listingGrid,
  {
    "@media": {
      [breakpoints.lg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      [breakpoints.xl]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    },
  },
]);

/*
 * A card off screen skips its style, layout and paint until it nears the viewport
 * (content-visibility: auto), so a page of 24 cards costs the phone's first frame about what
 * its visible cards cost (docs/performance.md#lighthouse). While skipped it keeps an estimated
 * height (its last one once it has been drawn); paint containment would clip the card's
 * shadow and focus ring, so the clip edge sits a gap's width outside.
 */
globalStyle(`${listingGrid} > li`, { contentVisibility: "auto", containIntrinsicSize: "auto 30rem", overflowClipMargin: vars.space["4"] });

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  ...recipe.surface,
  boxShadow: vars.shadow.sm,
  overflow: "hidden",
  transition: "box-shadow 120ms ease, border-color 120ms ease",
  selectors: { "&:hover": { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong } },
});

// No containment here, unlike the gallery's photo boxes: containment makes a stacking context,
// and the heart would sit under the card link's overlay (cardLink's ::after).
export const media = style({ position: "relative", aspectRatio: "4 / 3", background: vars.color.surfaceMuted });

export const photo = style({ width: "100%", height: "100%", objectFit: "cover" });

export const featuredBadge = style({
  position: "absolute",
  top: vars.space["3"],
  left: vars.space["3"],
  padding: `2px ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.text,
  ...recipe.heading("xs"),
  letterSpacing: "0.03em",
  textTransform: "uppercase",
  boxShadow: vars.shadow.sm,
});

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space["2"], flex: 1, padding: vars.space["4"] });

export const kicker = style({ ...recipe.heading("sm", "semibold"), color: vars.color.textMuted });

const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const badges = list;
export const tags = list;

const pill = style({ padding: `2px ${vars.space["2"]}`, borderRadius: vars.radius.sm, ...recipe.heading("xs", "semibold") });

export const typeBadge = style([pill, { background: vars.color.brandSoft, color: vars.color.brand }]);
export const acousticBadge = style([pill, { background: vars.color.successSoft, color: vars.color.success }]);
export const tag = style([
  pill,
  { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
]);

export const title = style({ ...recipe.heading("lg"), color: vars.color.text, overflowWrap: "anywhere" });

/** The title's link, stretched over the whole card ("stretched link"): one link per card. */
export const cardLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: { "&::after": { content: '""', position: "absolute", inset: 0, zIndex: 1 }, "&:focus-visible": { outline: "none" } },
});

// The focus ring goes round the card the link covers.
globalStyle(`${card}:has(${cardLink}:focus-visible)`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle(`${card}:hover ${cardLink}`, { textDecoration: "underline" });

/** Controls of their own (the heart, Enquire) sit above the stretched link. */
export const raised = style({ position: "relative", zIndex: 2 });

export const price = style({ ...recipe.heading("2xl"), color: vars.color.brand });

export const location = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["1"], ...recipe.smallMuted });

/** "· 12 miles away" after the location, when a place was searched. */
export const distance = style({ whiteSpace: "nowrap" });

export const tiles = style({ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space["2"], margin: `${vars.space["1"]} 0` });

export const tile = style({
  display: "grid",
  gap: "2px",
  padding: `${vars.space["2"]} ${vars.space["1"]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  textAlign: "center",
});

globalStyle(`${tile} dt`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted });
// A figure and its unit stay on one line ('1,000 kW' in the narrow cards beside the filters).
globalStyle(`${tile} dd`, { margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, whiteSpace: "nowrap" });

export const actions = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space["2"], marginTop: "auto", paddingTop: vars.space["2"] });

// Small enough that 'View Details' keeps to one line in the narrow cards beside the filters.
globalStyle(`${actions} > *`, { paddingInline: vars.space["2"], fontSize: vars.fontSize.sm });

/** The heart on the photo's corner: a 44 px target on a white disc. */
export const saveButton = style({
  position: "absolute",
  top: vars.space["2"],
  right: vars.space["2"],
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  cursor: "pointer",
  zIndex: 2,
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

// A power in both units (components/power-figures.tsx): each unit whole, the two side by side
// where the tile is wide enough and stacked where it is not (the cards beside the filters).
export const powerFigures = style({ whiteSpace: "normal" });

export const powerFigure = style({ display: "inline-block", whiteSpace: "nowrap" });
