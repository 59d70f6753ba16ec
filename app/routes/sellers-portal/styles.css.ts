import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

/** Grid tracks never wider than the page: the table scrolls in its own box instead. */
export const layout = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space["5"] });

export const titleRow = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: vars.space["2"] });

export const card = style({ ...recipe.card("3", "5"), minWidth: 0 });

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const quickActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

/** Side menu beside the tab on wide screens; above it, scrolling sideways, on phones. */
export const body = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space["4"],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "10rem minmax(0, 1fr)" } },
});

export const tabMenu = style({ minWidth: 0 });

/** Wrapping on phones, so every tab (and the current one) is in sight. */
export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["1"],
  ...recipe.bareList,
  "@media": { [media.lg]: { flexDirection: "column" } },
});

export const tab = style({
  display: "block",
  padding: `${vars.space["2"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  whiteSpace: "nowrap",
  fontWeight: vars.fontWeight.medium,
  selectors: { "&:hover": { background: vars.color.surfaceMuted }, "&[aria-current='page']": { background: vars.color.brand, color: "#ffffff" } },
});

export const panel = style([card, { gap: vars.space["4"], gridTemplateColumns: "minmax(0, 1fr)", padding: vars.space["4"] }]);

export const panelTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const muted = style({ color: vars.color.textMuted });

export const filters = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space["3"] });

export const filterField = style({ display: "grid", gap: vars.space["1"], flex: "1 1 12rem", minWidth: 0 });

export const input = style({
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: "inherit",
  background: vars.color.surface,
  width: "100%",
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const bulkBar = style({ ...recipe.wrapRow("2"), padding: vars.space["3"], background: vars.color.brandSoft, borderRadius: vars.radius.md });

export const bulkCount = style({ fontWeight: vars.fontWeight.semibold, marginRight: "auto" });

/**
 * Below lg the listings are cards, one a row, in the width of the screen; from lg (where the
 * side menu leaves the table its 50rem) a table that scrolls inside its own box if it must, never the page.
 */
export const tableScroll = style({ ...recipe.tableScroll, border: "none", "@media": { [media.lg]: { border: recipe.tableScroll.border } } });

export const table = style({
  display: "block",
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  "@media": { [media.lg]: { display: "table", minWidth: "50rem" } },
});

// The cards have no header row: each cell names itself (cellLabel), and the Sort select sorts.
globalStyle(`${table} thead`, { display: "none", "@media": { [media.lg]: { display: "table-header-group" } } });

globalStyle(`${table} tbody`, { display: "grid", gap: vars.space["3"], "@media": { [media.lg]: { display: "table-row-group" } } });

// A card: the tick and the generator, then price and status, views, inquiries and expiry under
// the title, and the actions in a row at the foot.
globalStyle(`${table} tbody tr`, {
  display: "grid",
  gridTemplateColumns: "auto repeat(3, minmax(0, 1fr))",
  gridTemplateAreas: `"check generator generator generator" ". price status status" ". views inquiries expires" ". actions actions actions"`,
  gap: `${vars.space["3"]} ${vars.space["3"]}`,
  padding: vars.space["3"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { [media.lg]: { display: "table-row", padding: 0, border: "none" } },
});

globalStyle(`${table} td`, { display: "block", padding: 0, textAlign: "left", minWidth: 0 });

globalStyle(`${table} th, ${table} td`, {
  "@media": {
    [media.lg]: {
      display: "table-cell",
      padding: vars.space["2"],
      borderBottom: `1px solid ${vars.color.border}`,
      textAlign: "left",
      verticalAlign: "middle",
    },
  },
});

globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.semibold, whiteSpace: "nowrap" });

globalStyle(`${table} tbody tr:last-child td`, { "@media": { [media.lg]: { borderBottom: "none" } } });

export const numeric = style({ fontVariantNumeric: "tabular-nums" });

globalStyle(`${table} th${numeric}, ${table} td${numeric}`, { "@media": { [media.lg]: { textAlign: "right" } } });

/** A cell's column name, shown only where the rows are cards. */
export const cellLabel = style({
  display: "block",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  "@media": { [media.lg]: { display: "none" } },
});

export const cellCheck = style({ gridArea: "check" });
export const cellGenerator = style({ gridArea: "generator" });
export const cellPrice = style({ gridArea: "price" });
export const cellStatus = style({ gridArea: "status" });
export const cellViews = style({ gridArea: "views" });
export const cellInquiries = style({ gridArea: "inquiries" });
export const cellExpires = style({ gridArea: "expires" });
export const cellActions = style({ gridArea: "actions" });

/** The Sort select, for the cards; from lg the table's header links sort (hidden, it still sends the sort). */
export const sortField = style({ "@media": { [media.lg]: { display: "none" } } });

export const sortLink = style({ color: "inherit", textDecoration: "none", display: "inline-flex", gap: vars.space["1"], alignItems: "center" });

globalStyle(`${sortLink}:hover`, { textDecoration: "underline" });

export const checkbox = style({ width: "1.25rem", height: "1.25rem", accentColor: vars.color.brand });

export const generatorCell = style({ display: "grid", gridTemplateColumns: "3.5rem minmax(10rem, 1fr)", gap: vars.space["3"], alignItems: "center" });

export const thumb = style({ width: "3.5rem", height: "2.625rem", objectFit: "cover", borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });

export const generatorTitle = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

export const generatorMeta = style({ color: vars.color.textMuted });

/** A row's word on its status: when a pending one will be reviewed. */
export const rowNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space["1"] });

/** Why the team did not approve a rejected row. */
export const rejectionNote = style({
  fontSize: vars.fontSize.sm,
  marginTop: vars.space["1"],
  padding: `${vars.space["1"]} ${vars.space["2"]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  overflowWrap: "anywhere",
});

export const featuredTag = style({ color: vars.color.accentText, fontWeight: vars.fontWeight.semibold });

/** In a row under a card; one action a line in the table, so the column stays narrow. */
export const rowActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space["2"]} ${vars.space["4"]}`,
  whiteSpace: "nowrap",
  "@media": { [media.lg]: { display: "grid", gap: vars.space["1"], justifyItems: "start" } },
});

export const nowrap = style({ whiteSpace: "nowrap" });

export const linkButton = style({
  background: "none",
  border: "none",
  padding: 0,
  color: vars.color.brand,
  textDecoration: "underline",
  font: "inherit",
  cursor: "pointer",
});

export const confirmBox = style({
  ...recipe.paddedGrid("3", "4"),
  border: `2px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  borderRadius: vars.radius.md,
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const empty = style({ display: "grid", gap: vars.space["2"], justifyItems: "start", padding: `${vars.space["6"]} 0` });

export const emptyTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const facts = style({ display: "grid", gridTemplateColumns: "minmax(8rem, max-content) 1fr", gap: `${vars.space["2"]} ${vars.space["4"]}`, margin: 0 });

globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere" });

/* The API tab (parts/api-tab.tsx). */

export const upgradeBox = style({
  ...recipe.paddedGrid("3", "4"),
  border: `1px solid ${vars.color.border}`,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.md,
});

export const keyList = style({ ...recipe.bareList, display: "grid", gap: vars.space["3"] });

export const keyItem = style({
  ...recipe.paddedGrid("3", "4"),
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const keyHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["2"] });

export const keyName = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, margin: 0, overflowWrap: "anywhere" });

/** The key shown once: one click selects all of it; long, so it breaks anywhere rather than run out of a phone's width. */
export const newKeyBox = style({
  ...recipe.paddedGrid("3", "4"),
  border: `2px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  borderRadius: vars.radius.md,
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const secretKey = style({
  padding: vars.space["3"],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  overflowWrap: "anywhere",
  userSelect: "all",
});

export const copyStatus = style({ alignSelf: "center", fontWeight: vars.fontWeight.semibold, color: vars.color.success });

export const keyForm = style({ display: "grid", gap: vars.space["4"], maxWidth: "40rem", minWidth: 0 });

export const choiceLabel = style({ display: "block", fontWeight: vars.fontWeight.semibold });

export const choiceHint = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/* The Depots tab (parts/depots-tab.tsx) lists its depots as the API tab lists keys (keyList, keyItem, facts). */

/** Opening hours as the dealer typed them, one line per day or range. */
export const lines = style({ whiteSpace: "pre-line" });

/** Move to depot in the listings tab's bulk bar: its label, select and button on one line where they fit. */
export const moveToDepot = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["2"],
  // Set apart from Delete where the bar is one row.
  "@media": { [media.lg]: { marginLeft: vars.space["3"] } },
});

globalStyle(`${moveToDepot} select`, { width: "auto", maxWidth: "100%" });
