import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

/** Building blocks of the content pages: sections, card grids, lists, long-form text. */

export const section = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  padding: `${vars.space["10"]} ${vars.space["4"]}`,
  "@media": { [media.md]: { padding: `${vars.space["12"]} ${vars.space["4"]}` } },
});

/** A full-width white band behind a section, to separate it from its neighbours. */
export const band = style({ background: vars.color.surface, borderTop: `1px solid ${vars.color.border}`, borderBottom: `1px solid ${vars.color.border}` });

export const sectionHeader = style({ display: "grid", gap: vars.space["2"], marginBottom: vars.space["6"], maxWidth: "46rem" });

export const sectionTitle = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold });

export const sectionLead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const cardGrid = style({ ...recipe.listGrid("4"), gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))" });

export const card = style({
  display: "grid",
  gap: vars.space["3"],
  alignContent: "start",
  padding: vars.space["6"],
  ...recipe.surface,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

/** A card's title one level down (an h4 under a subheading). */
export const minorCardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** A card's title with a badge beside it. */
export const cardHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space["2"] });

/** A button or link at the foot of a card, as wide as its label. */
export const cardAction = style({ justifySelf: "start" });

/** An h3 inside a section, before more content of the section. */
export const subheading = style({ ...recipe.heading("xl"), margin: `${vars.space["8"]} 0 ${vars.space["4"]}` });

export const cardText = style({ color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], alignItems: "center" });

/** Links at the foot of a section, after its content. */
export const closingActions = style([actions, { marginTop: vars.space["6"] }]);

/** Numbered steps: how it works, quick starts. */
export const steps = style({ ...recipe.listGrid("4"), gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 15rem), 1fr))", counterReset: "step" });

export const step = style([card, { counterIncrement: "step", position: "relative" }]);

globalStyle(`${step}::before`, {
  content: "counter(step)",
  display: "inline-grid",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: "#ffffff",
  fontWeight: vars.fontWeight.bold,
});

/** Long-form text (terms, privacy, guides): readable measure and spacing. */
export const prose = style({ maxWidth: "46rem", display: "grid", gap: vars.space["4"] });

globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, marginTop: vars.space["4"] });
globalStyle(`${prose} ul`, { margin: 0, paddingLeft: vars.space["6"], display: "grid", gap: vars.space["1"] });

/** Terms and their details in long-form text (the privacy policy's kinds of data, a cookie's facts). */
export const termList = style({ margin: 0, display: "grid", gap: vars.space["4"] });

globalStyle(`${termList} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${termList} dd`, { margin: `${vars.space["1"]} 0 0` });

/** The closing call to action at the foot of a page. */
export const ctaBand = style({ background: vars.color.brand, color: "#ffffff" });

export const ctaInner = style([
  section,
  { display: "grid", gap: vars.space["4"], justifyItems: "start" },
]);

export const ctaTitle = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold });

export const ctaText = style({ color: "#e3ecf7", maxWidth: "40rem", fontSize: vars.fontSize.lg });

/** A small pill: categories, impact badges. */
export const tag = style({ display: "inline-block", ...recipe.pill, background: vars.color.brandSoft, color: vars.color.brand });

export const tagList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space["2"] });
