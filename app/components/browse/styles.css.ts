import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

/* The browse pages (/listings, /auctions): the filter panel beside the results from large
   screens (above them before that), its fields, the sort form, the empty state, pagination. */

// Layout: filters beside the results from large screens, above them before that

export const layout = style({
  maxWidth: vars.layout.maxWidth,
  width: "100%",
  margin: "0 auto",
  padding: `${vars.space["6"]} ${vars.space["4"]} ${vars.space["12"]}`,
  display: "grid",
  gap: vars.space["6"],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "17.5rem minmax(0, 1fr)" } },
});

export const sidebar = style({ minWidth: 0 });

export const filtersToggle = style({
  ...recipe.inlineRow("2"),
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["4"]}`,
  ...recipe.framedBox(`1px solid ${vars.color.borderStrong}`, "md", vars.color.surface),
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  cursor: "pointer",
  "@media": { [media.lg]: { display: "none" } },
});

const panelBase = style({
  marginTop: vars.space["3"],
  padding: vars.space["4"],
  ...recipe.surface,
  boxShadow: vars.shadow.sm,
  "@media": { [media.lg]: { marginTop: 0 } },
});

const shownFromLarge = { "@media": { [media.lg]: { display: "block" } } } as const;

/** With JavaScript, folded on small screens until the Filters button opens it. */
export const panel = style([panelBase, { display: "none", ...shownFromLarge }]);
export const panelShown = style([panelBase, { display: "block" }]);
/** Without JavaScript, folded on small screens until the Filters link targets it. */
export const panelUntilTarget = style([
  panelBase,
  { display: "none", selectors: { "&:target": { display: "block" } }, ...shownFromLarge },
]);

/**
 * The foot of the sheet on small screens: it stays at the bottom of the screen while the long
 * panel scrolls under it, so showing the results never means scrolling to the end.
 */
export const stickyFoot = style({
  position: "sticky",
  bottom: 0,
  zIndex: 1,
  marginInline: `calc(-1 * ${vars.space["4"]})`,
  marginBottom: `calc(-1 * ${vars.space["4"]})`,
  padding: vars.space["4"],
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [media.lg]: { position: "static", margin: 0, padding: 0, border: 0, background: "none" } },
});

/** With JavaScript: the sheet's foot holds Show N results, not needed beside the results. */
export const sheetFoot = style([stickyFoot, { marginTop: vars.space["4"], "@media": { [media.lg]: { display: "none" } } }]);

export const showResults = style({ width: "100%" });

export const filterForm = style({ display: "grid", gap: vars.space["4"] });

export const panelTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: "grid", gap: vars.space["1"], minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space["1"], fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

/** The distance filter's two fields side by side (place-fields.tsx). */
/**
 * "Within [distance] of postcode [box]": side by side in the phone's full-width panel; one
 * under the other in the desktop sidebar, too narrow for "Any distance" and a full postcode
 * side by side (the select's text was cut short).
 */
export const placeInputs = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space["2"],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const rangeValue = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brand });

export const rangeLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const range = style({ width: "100%", accentColor: vars.color.brand, minHeight: "1.5rem" });

/** Show results and Reset: without JavaScript also the sheet's foot on small screens (stickyFoot). */
export const formActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

globalStyle(`${formActions} > *`, { flex: "1 1 auto" });

// Results

export const results = style({ minWidth: 0, display: "grid", gap: vars.space["4"], alignContent: "start" });

/** While the next results load (JavaScript): everything under the bar dimmed. */
export const resultsBusy = style([results]);

globalStyle(`${results} > *`, { transition: "opacity 150ms ease" });
globalStyle(`${resultsBusy} > :not(:first-child):not(:nth-child(2))`, { opacity: 0.45 });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const busyIndicator = style({ ...recipe.inlineRow("2"), ...recipe.heading("sm", "semibold"), color: vars.color.brand });

export const spinner = style({
  width: "1rem",
  height: "1rem",
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 700ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

// The applied filters as removable chips, and Clear all

export const chips = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["2"] });

export const chipList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const chip = style({
  ...recipe.inlineRow("1"),
  minHeight: "2.25rem",
  padding: `${vars.space["1"]} ${vars.space["2"]} ${vars.space["1"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  ...recipe.heading("sm", "semibold"),
  textDecoration: "none",
  overflowWrap: "anywhere",
  selectors: { "&:hover": { background: vars.color.surface } },
});

export const chipIcon = style({ width: "1rem", height: "1rem", flexShrink: 0 });

export const clearAll = style({
  minHeight: "2.25rem",
  display: "inline-flex",
  alignItems: "center",
  padding: `0 ${vars.space["2"]}`,
  ...recipe.heading("sm", "semibold"),
  color: vars.color.brand,
});

// List or grid

export const viewSwitch = style({ display: "inline-flex", border: `1px solid ${vars.color.borderStrong}`, borderRadius: vars.radius.md, overflow: "hidden" });

export const viewLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space["4"]}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.brandSoft }, '&[aria-current="true"]': { background: vars.color.brand, color: "#ffffff" } },
});

// With no view chosen, the switch shows the one the width gives: the list on phones.
const chosenLook = { background: vars.color.brand, color: "#ffffff" } as const;
globalStyle(`${viewSwitch}[data-view="auto"] ${viewLink}[data-view-option="list"]`, { "@media": { "screen and (max-width: 39.99rem)": chosenLook } });
globalStyle(`${viewSwitch}[data-view="auto"] ${viewLink}[data-view-option="grid"]`, { "@media": { [media.sm]: chosenLook } });

export const resultsBar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space["3"] });

export const resultsActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["3"] });

export const resultCount = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const sortForm = style({ display: "flex", alignItems: "center", gap: vars.space["2"], flexWrap: "wrap" });

export const sortLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const sortSelect = style({
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  ...recipe.framedBox(`1px solid ${vars.color.borderStrong}`, "md", vars.color.surface),
});

export const empty = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space["3"],
  padding: `${vars.space["12"]} ${vars.space["4"]}`,
  textAlign: "center",
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
});

export const emptyTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const notice = style({
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
});

/** The keyword search's note above the results: a corrected brand, similar listings, "Did you mean". */
export const searchNote = style({
  display: "grid",
  gap: vars.space["1"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

// Pagination

export const pagination = style({ display: "flex", justifyContent: "center", marginTop: vars.space["4"] });

export const pageList = style({ ...recipe.bareList, display: "flex", flexWrap: "wrap", justifyContent: "center", alignItems: "center", gap: vars.space["1"] });

const pageItem = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  padding: `0 ${vars.space["3"]}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
});

export const pageLink = style([
  pageItem,
  {
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    textDecoration: "none",
    selectors: { "&:hover": { background: vars.color.brandSoft } },
  },
]);

export const pageCurrent = style([pageItem, { background: vars.color.brand, color: "#ffffff" }]);

export const pageDisabled = style([pageItem, { color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }]);

export const pageGap = style({ padding: `0 ${vars.space["1"]}`, color: vars.color.textMuted });
