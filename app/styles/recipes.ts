import { vars } from "./theme.css";

/**
 * Style objects the *.css.ts files spread into their own style() calls: a card's surface, a
 * bare list, a pill. Plain objects, not classes, so each class keeps one rule with the same
 * declarations as before (no second class, no change of cascade order) and nothing here
 * reaches the browser's JavaScript.
 */

type Space = keyof typeof vars.space;

/** The white card: surface, hairline border, large rounded corners. */
export const surface = { background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg } as const;

/** A card laid out as a grid of its parts: gap between them and padding round them. */
export const card = (gap: Space, padding: Space) => ({ display: "grid", gap: vars.space[gap], padding: vars.space[padding], ...surface }) as const;

/** A card as above, raised by a small shadow. */
export const raisedCard = (gap: Space, padding: Space) => ({ ...card(gap, padding), boxShadow: vars.shadow.sm }) as const;

/** A list without bullets or indent. */
export const bareList = { listStyle: "none", margin: 0, padding: 0 } as const;

/** A bare list as a grid of rows with a gap between them. */
export const listGrid = (gap: Space) => ({ ...bareList, display: "grid", gap: vars.space[gap] }) as const;

/** Items in a row that wraps, centred across it. */
export const wrapRow = (gap: Space) => ({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[gap] }) as const;

/** Icon and label side by side. */
export const inlineRow = (gap: Space) => ({ display: "inline-flex", alignItems: "center", gap: vars.space[gap] }) as const;

/** A small rounded label: statuses, types, categories. */
export const pill = { padding: `2px ${vars.space["3"]}`, borderRadius: vars.radius.full, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold } as const;

/** A tinted box inside a card (notes, tiles): padding, medium corners, a background. */
export const tintedBox = (padding: Space, background: string) => ({ padding: vars.space[padding], borderRadius: vars.radius.md, background }) as const;

/** Small grey text. */
export const smallMuted = { fontSize: vars.fontSize.sm, color: vars.color.textMuted } as const;

/** A heading's size and weight. */
export const heading = (fontSize: keyof typeof vars.fontSize, fontWeight: keyof typeof vars.fontWeight = "bold") =>
  ({ fontSize: vars.fontSize[fontSize], fontWeight: vars.fontWeight[fontWeight] }) as const;

/** A grid with a gap between its parts and padding round them. */
export const paddedGrid = (gap: Space, padding: Space) => ({ display: "grid", gap: vars.space[gap], padding: vars.space[padding] }) as const;

/** A row that wraps, its items centred across it and spread along it (justifyContent). */
export const spreadRow = (justifyContent: string, gap: Space) =>
  ({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent, gap: vars.space[gap] }) as const;

/** A framed box: its border, corner radius and background. */
export const framedBox = (border: string, radius: keyof typeof vars.radius, background: string) =>
  ({ border, borderRadius: vars.radius[radius], background }) as const;

/** A form page's column (create auction, the sell wizard): narrower than the site, its cards one under another. */
export const formColumn = {
  width: "100%",
  maxWidth: "56rem",
  margin: "0 auto",
  padding: `${vars.space["6"]} ${vars.space["4"]} ${vars.space["12"]}`,
  display: "grid",
  gap: vars.space["6"],
} as const;

/**
 * A wide table's box: it scrolls sideways inside it, never the page, and is the containing
 * block of the visually hidden labels inside, so they scroll with the table too.
 */
export const tableScroll = {
  position: "relative",
  overflowX: "auto",
  maxWidth: "100%",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
} as const;
