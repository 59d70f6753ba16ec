import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

/**
 * A row of underlined tabs (the dashboard's, a listing's Details/Specifications/Applications):
 * always one row; where the tabs are wider than the row (phones), it scrolls sideways inside
 * itself rather than wrapping onto more rows or cutting a label.
 */
export const tabList = style({
  ...recipe.bareList,
  display: "flex",
  flexWrap: "nowrap",
  gap: `0 ${vars.space["1"]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollbarWidth: "thin",
});

/** One tab: a link (aria-current="page") or a tab button (aria-selected="true"). */
export const tab = style({
  ...recipe.inlineRow("2"),
  flexShrink: 0,
  minHeight: "2.75rem",
  // Tighter on phones, so three tabs fit a card's width at 390 px.
  padding: `${vars.space["2"]} ${vars.space["2"]}`,
  border: 0,
  borderBottom: "3px solid transparent",
  background: "transparent",
  whiteSpace: "nowrap",
  ...recipe.heading("sm", "semibold"),
  color: vars.color.textMuted,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.brand },
    '&[aria-current="page"], &[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
  "@media": { [media.sm]: { padding: `${vars.space["2"]} ${vars.space["4"]}`, fontSize: vars.fontSize.md } },
});
