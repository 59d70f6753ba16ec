import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import * as listingCard from "~/components/listing-card.css";
import { card } from "~/components/page.css";
import * as photoStyles from "~/components/photo-grid.css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const wizard = style(recipe.formColumn);

export const wizardHeader = style({ display: "grid", gap: vars.space["2"] });

export const wizardTitle = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });

export const stepCard = style([card, { display: "grid", gap: vars.space["5"] }]);

export const stepHeading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

// ---------------------------------------------------------------------------------------
// Step indicator
// ---------------------------------------------------------------------------------------

export const steps = style({ ...recipe.bareList, display: "grid", gridTemplateColumns: "repeat(5, minmax(0, 1fr))", gap: vars.space["2"] });

export const stepItem = style({ display: "grid", justifyItems: "center", gap: vars.space["1"], textAlign: "center", minWidth: 0 });

export const stepLink = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space["1"],
  color: "inherit",
  textDecoration: "none",
  borderRadius: vars.radius.md,
  padding: vars.space["1"],
});

const bubble = style({
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: vars.radius.full,
  display: "grid",
  placeItems: "center",
  fontWeight: vars.fontWeight.bold,
  border: `2px solid ${vars.color.borderStrong}`,
});

export const stepNumber = styleVariants({
  done: [bubble, { background: vars.color.success, borderColor: vars.color.success, color: "#ffffff" }],
  current: [bubble, { background: vars.color.brand, borderColor: vars.color.brand, color: "#ffffff" }],
  upcoming: [bubble, { background: vars.color.surface, color: vars.color.textMuted }],
  // A step before the current one that still lacks something (the Review step's list).
  incomplete: [bubble, { background: vars.color.warningSoft, borderColor: vars.color.warning, color: vars.color.warning }],
});

export const stepLabel = style({ ...recipe.heading("xs", "semibold"), overflowWrap: "anywhere", "@media": { [media.sm]: { fontSize: vars.fontSize.sm } } });

// ---------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------

export const pair = style({ display: "grid", gap: vars.space["4"], alignItems: "start", "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr" } } });

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: "grid", gap: vars.space["3"] });

export const legend = style({ padding: 0, marginBottom: vars.space["2"], fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const checkGrid = style({
  display: "grid",
  gap: vars.space["2"],
  "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr" }, [media.md]: { gridTemplateColumns: "1fr 1fr 1fr" } },
});

export const buttons = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
  justifyContent: "space-between",
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space["4"],
});

export const buttonGroup = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], marginLeft: "auto" });

export const notice = style({
  ...recipe.tintedBox("3", vars.color.warningSoft),
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
  fontWeight: vars.fontWeight.semibold,
});

export const info = style({ ...recipe.tintedBox("3", vars.color.brandSoft), border: `1px solid ${vars.color.border}` });

/** The Review step's note beside Publish: what it charges, and what a rejection means for the fee. */
export const publishTerms = style([info, { display: "grid", gap: vars.space["2"] }]);

// ---------------------------------------------------------------------------------------
// Pricing options and review
// ---------------------------------------------------------------------------------------

export const options = style({ display: "grid", gap: vars.space["3"], "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr" } } });

export const option = style({
  ...recipe.paddedGrid("2", "4"),
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

export const optionHead = style({ display: "flex", alignItems: "center", gap: vars.space["2"], fontWeight: vars.fontWeight.bold });

export const optionPrice = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const badge = style({
  justifySelf: "start",
  padding: `0 ${vars.space["2"]}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  ...recipe.heading("xs"),
});

export const summary = style({ display: "grid", gap: vars.space["5"] });

export const summaryList = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `${vars.space["1"]} ${vars.space["4"]}`,
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(0, 10rem) minmax(0, 1fr)", rowGap: vars.space["2"] } },
});

globalStyle(`${summaryList} dt`, { fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
globalStyle(`${summaryList} dd`, { margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });

export const summaryHeading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, marginBottom: vars.space["2"] });

// ---------------------------------------------------------------------------------------
// Status panel and landing
// ---------------------------------------------------------------------------------------

export const statusPanel = style([
  card,
  { display: "grid", gap: vars.space["3"], borderLeft: `6px solid ${vars.color.accent}`, background: vars.color.accentSoft },
]);

export const statusTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const drafts = style([card, { display: "grid", gap: vars.space["3"] }]);

export const draftList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["2"] });

export const links = style({
  listStyle: "none",
  margin: `${vars.space["4"]} 0 0`,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space["2"]} ${vars.space["6"]}`,
});

export const optionPeriod = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
export const summaryRow = style({ display: "contents" });

/** The Review step's list of what the listing still lacks. */
export const missing = style({
  display: "grid",
  gap: vars.space["2"],
  ...recipe.tintedBox("4", vars.color.warningSoft),
  border: `1px solid ${vars.color.warning}`,
});

export const missingHeading = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.warning });

export const missingList = style({ margin: 0, paddingLeft: vars.space["5"], display: "grid", gap: vars.space["1"] });

/** The photos step's photos: each with its description field and buttons, so wider tiles than photo-grid.css' (one a row on a phone). */
export const photoList = style([photoStyles.photoGrid, { gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))" }]);

/** A summary section's heading with, on the Review step, its Edit link at the right. */
export const summaryHeadingRow = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: vars.space["2"] });

/** Continue a draft or start a new listing: side by side, wrapping on a phone. */
export const draftChoiceActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });

/** The Review step's buyer's-eye preview: the card at the width a results column gives it. */
export const previewSection = style({ display: "grid", gap: vars.space["2"] });

/**
 * The preview's card: the browse card's own classes (components/listing-card.css.ts), handed on
 * from here as composed class names, so the page's script does not import the card's styles
 * module. A module the wizard shared with the card's pages would be split into a chunk of its
 * own, about 60 bytes more on each of them (docs/performance.md).
 */
export const previewCard = {
  card: style([listingCard.card, { maxWidth: "22rem", height: "auto" }]),
  media: style([listingCard.media]),
  photo: style([listingCard.photo]),
  body: style([listingCard.body]),
  kicker: style([listingCard.kicker]),
  title: style([listingCard.title]),
  price: style([listingCard.price]),
  location: style([listingCard.location]),
  tiles: style([listingCard.tiles]),
  tile: style([listingCard.tile]),
  powerFigures: style([listingCard.powerFigures]),
  powerFigure: style([listingCard.powerFigure]),
  tags: style([listingCard.tags]),
  tag: style([listingCard.tag]),
};
