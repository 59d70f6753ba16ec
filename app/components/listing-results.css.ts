import { globalStyle, style, type GlobalStyleRule } from "@vanilla-extract/css";
import { media as breakpoints, vars } from "~/styles/theme.css";
import * as card from "./listing-card.css";

/*
 * The browse page's results as a grid of cards or as a list (`?view=grid|list`). Without a
 * choice, phones get the compact list (a small photo beside the key facts, about three
 * listings to a 390 × 844 screen) and wider screens the grid; a choice holds at every width.
 * Only the card's layout changes here: its markup and classes are listing-card's.
 */

const phoneOnly = "screen and (max-width: 39.99rem)";

const oneColumn = "minmax(0, 1fr)";
// Plain classes (not compositions), so they can stand in the selectors below.
const listOnPhones = style({});
const listAtEveryWidth = style({
  gridTemplateColumns: oneColumn,
  "@media": {
    [breakpoints.md]: { gridTemplateColumns: oneColumn },
    [breakpoints.lg]: { gridTemplateColumns: oneColumn },
    [breakpoints.xl]: { gridTemplateColumns: oneColumn },
  },
});

/** The results' list element for each view (`auto`: none chosen). */
export const listingResults = {
  auto: `${card.listingGridBesideFilters} ${listOnPhones}`,
  list: `${card.listingGridBesideFilters} ${listAtEveryWidth}`,
  grid: card.listingGridBesideFilters,
};

/**
 * The card laid out in a row: `photo` is the photo column's width; `media` the photo's box in
 * it (by default as tall as the card).
 */
function rowLayout(
  list: string,
  query: string,
  photo: string,
  rules: Record<string, GlobalStyleRule>,
  media: GlobalStyleRule = { aspectRatio: "auto", minHeight: "8rem" },
) {
  const at = (rule: GlobalStyleRule): GlobalStyleRule => ({ "@media": { [query]: rule } });
  globalStyle(`${list} ${card.card}`, at({ display: "grid", gridTemplateColumns: `${photo} minmax(0, 1fr)` }));
  globalStyle(`${list} ${card.media}`, at(media));
  globalStyle(`${list} ${card.photo}`, at({ position: "absolute", inset: 0 }));
  for (const [part, rule] of Object.entries(rules)) globalStyle(`${list} ${part}`, at(rule));
}

// Phones: only the key facts (brand and power, title, price, place, year and hours), small.
const compact: Record<string, GlobalStyleRule> = {
  [card.body]: { gap: vars.space["1"], padding: vars.space["3"] },
  [card.kicker]: { fontSize: vars.fontSize.xs },
  [card.badges]: { display: "none" }, // the type and acoustic badges; the tags share the class
  [card.title]: {
    fontSize: vars.fontSize.md,
    lineHeight: 1.3,
    display: "-webkit-box",
    WebkitLineClamp: 2,
    WebkitBoxOrient: "vertical",
    overflow: "hidden",
  },
  [card.price]: { fontSize: vars.fontSize.xl },
  [card.location]: { fontSize: vars.fontSize.xs },
  // Year and hours as one line of text; power is in the line above the title already.
  [card.tiles]: { display: "flex", flexWrap: "wrap", gap: `0 ${vars.space["3"]}`, margin: 0 },
  [card.tile]: { display: "flex", gap: vars.space["1"], padding: 0, background: "none", fontSize: vars.fontSize.xs },
  [`${card.tile}:nth-child(3)`]: { display: "none" },
  [`${card.tile} dd`]: { fontSize: vars.fontSize.xs },
  [card.actions]: { display: "flex", paddingTop: vars.space["1"] },
  [`${card.actions} > a`]: { flex: "1 1 auto", minHeight: "2.5rem", paddingInline: vars.space["3"], whiteSpace: "nowrap" },
  // Below the heart, at the photo's foot.
  [card.featuredBadge]: { top: "auto", bottom: vars.space["2"], left: vars.space["2"], fontSize: "0.625rem", padding: `1px ${vars.space["2"]}` },
  [card.saveButton]: { top: vars.space["1"], right: vars.space["1"] },
};

// The photo whole, in a 4:3 box at the top of its column (a photo stretched to the card's
// height showed a thin slice of it, and needed a copy twice as wide: app/components/listing-picture.tsx).
const phonePhoto: GlobalStyleRule = { aspectRatio: "4 / 3", alignSelf: "start", minHeight: 0 };
rowLayout(listOnPhones, phoneOnly, "7.5rem", compact, phonePhoto);
// A compact card off screen is estimated at its usual height (listing-card.css.ts's card list).
globalStyle(`${listOnPhones} > li, ${listAtEveryWidth} > li`, { "@media": { [phoneOnly]: { containIntrinsicSize: "auto 15rem" } } });
rowLayout(listAtEveryWidth, phoneOnly, "7.5rem", compact, phonePhoto);

// The list chosen on a wider screen: a bigger photo beside the whole card.
rowLayout(listAtEveryWidth, breakpoints.sm, "16rem", {
  [card.tiles]: { maxWidth: "24rem" },
  [card.actions]: { maxWidth: "22rem" },
});
