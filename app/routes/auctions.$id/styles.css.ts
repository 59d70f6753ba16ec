import { globalStyle, style } from "@vanilla-extract/css";
import * as page from "~/components/page.css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const header = style({ display: "grid", gap: vars.space["2"], marginBottom: vars.space["6"] });

export const badges = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

const badge = style({ ...recipe.pill });

export const auctionBadge = style([badge, { background: vars.color.accent, color: vars.color.text }]);
export const endedBadge = style([badge, { background: vars.color.surfaceMuted, color: vars.color.text, border: `1px solid ${vars.color.border}` }]);

export const title = style({ fontSize: vars.fontSize["3xl"], fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const located = style({ color: vars.color.textMuted });

/** Where it is, and Watch this auction beside it (below it on narrow screens). */
export const headerLine = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space["3"] });

export const watch = style({ scrollMarginTop: "5rem" });

/*
 * One column on phones (photos, then the bid panel, then the rest); from lg the panel sits
 * in a column of its own beside everything, and stays in view while the page scrolls.
 */
export const layout = style({
  display: "grid",
  gap: vars.space["6"],
  alignItems: "start",
  gridTemplateAreas: '"gallery" "panel" "main"',
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [media.lg]: { gridTemplateAreas: '"gallery panel" "main panel"', gridTemplateColumns: "minmax(0, 1fr) 22rem", gridTemplateRows: "auto 1fr" },
  },
});

export const galleryArea = style({ gridArea: "gallery", minWidth: 0 });

export const mainArea = style({ gridArea: "main", display: "grid", gap: vars.space["6"], minWidth: 0 });

export const panelArea = style({
  gridArea: "panel",
  display: "grid",
  gap: vars.space["4"],
  minWidth: 0,
  "@media": { [media.lg]: { position: "sticky", top: "5rem", alignSelf: "start" } },
});

/** The page card (components/page.css.ts), laid out as a column with a little less padding. */
export const card = style([page.card, { display: "grid", gap: vars.space["4"], alignContent: "start", padding: vars.space["5"], minWidth: 0 }]);

/** The bid panel's card: its heading clears the sticky header when the phone bar's Bid jumps to it. */
export const panelCard = style([card, { scrollMarginTop: "5rem" }]);

export const sectionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const subTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const description = style({ whiteSpace: "pre-line", overflowWrap: "anywhere" });

// Detail cards

export const detailCards = style({
  display: "grid",
  gap: vars.space["4"],
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const detailCard = style([card, { gap: vars.space["2"] }]);

export const pairs = style({ margin: 0, display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space["3"] });

globalStyle(`${pairs} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${pairs} dd`, { margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const sellerName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// Bid history: a fixed height that scrolls, reachable by keyboard (tabIndex on the region).

export const historyScroller = style({
  maxHeight: "18rem",
  overflowY: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const historyTable = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

globalStyle(`${historyTable} th, ${historyTable} td`, {
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  textAlign: "left",
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${historyTable} thead th`, { position: "sticky", top: 0, background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.semibold });
globalStyle(`${historyTable} td:nth-child(2), ${historyTable} th:nth-child(2)`, { textAlign: "right" });

export const youTag = style({ marginLeft: vars.space["1"], color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

// The bid panel

export const panelFigures = style({ margin: 0, display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space["3"] });

globalStyle(`${panelFigures} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${panelFigures} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });

export const wide = style({ gridColumn: "1 / -1" });

export const timeLeft = style({ fontSize: vars.fontSize["2xl"], fontVariantNumeric: "tabular-nums" });

export const currentBid = style({ fontSize: vars.fontSize["2xl"], color: vars.color.brand });

export const endsAt = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const reserveMet = style({ color: vars.color.success });
export const reserveNotMet = style({ color: vars.color.warning });

const note = style({ padding: vars.space["3"], borderRadius: vars.radius.md, fontSize: vars.fontSize.sm });

export const leadingNote = style([note, { background: vars.color.successSoft, color: vars.color.success, fontWeight: vars.fontWeight.semibold }]);
export const outbidNote = style([note, { background: vars.color.dangerSoft, color: vars.color.danger, fontWeight: vars.fontWeight.semibold }]);
export const infoNote = style([note, { background: vars.color.brandSoft }]);
export const endedNote = style([note, { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.semibold }]);

// The bid's confirm step (parts/bid-form.tsx): in the panel without JavaScript, a modal dialog with it.

export const confirmBox = style([note, { display: "grid", gap: vars.space["3"], background: vars.color.brandSoft, fontSize: vars.fontSize.md }]);

export const confirmActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"], alignItems: "center" });

export const confirmDialog = style({
  display: "grid",
  gap: vars.space["3"],
  width: "min(28rem, calc(100vw - 2rem))",
  padding: vars.space["5"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: { "&:not([open])": { display: "none" }, "&::backdrop": { background: vars.color.overlay } },
});

// What it costs (parts/costs.tsx)

export const costList = style({ margin: 0, display: "grid", gap: vars.space["3"], fontSize: vars.fontSize.sm });

globalStyle(`${costList} dt`, { color: vars.color.textMuted });
globalStyle(`${costList} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

export const costTotal = style({ fontSize: vars.fontSize.lg, color: vars.color.brand });

export const sellerTerms = style({ display: "block", marginTop: vars.space["1"], fontWeight: vars.fontWeight.regular, whiteSpace: "pre-line" });

export const sellerActions = style({ display: "grid", gap: vars.space["2"], fontSize: vars.fontSize.sm });

export const bindingNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const increments = style({ fontSize: vars.fontSize.sm });

globalStyle(`${increments} summary`, { cursor: "pointer", fontWeight: vars.fontWeight.semibold, minHeight: "1.5rem" });

export const incrementTable = style({ width: "100%", borderCollapse: "collapse", marginTop: vars.space["2"] });

globalStyle(`${incrementTable} th, ${incrementTable} td`, { padding: `${vars.space["1"]} 0`, textAlign: "left", borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${incrementTable} td:last-child, ${incrementTable} th:last-child`, { textAlign: "right" });

export const security = style({ background: vars.color.surfaceMuted });

export const securityList = style({ margin: 0, paddingLeft: vars.space["5"], display: "grid", gap: vars.space["2"], fontSize: vars.fontSize.sm });

export const askButton = style({ width: "100%" });

// The phone's bid bar (parts/bid-bar.tsx): fixed at the bottom below 640 px, as the listing
// page's contact bar (app/routes/listings.$id/styles.css.ts).

export const bidBar = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space["3"],
  margin: 0,
  padding: `${vars.space["2"]} ${vars.space["3"]} calc(${vars.space["2"]} + env(safe-area-inset-bottom))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: "0 -4px 12px rgba(16, 24, 40, 0.12)",
  "@media": { [media.sm]: { display: "none" } },
});

// Room below the page's end, so the bar never hides the footer's last line.
globalStyle(`body:has(${bidBar})`, { "@media": { "screen and (max-width: 39.99rem)": { paddingBottom: "4.5rem" } } });

export const bidBarFigure = style({ display: "grid", margin: 0, minWidth: 0 });

export const bidBarLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const bidBarBid = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const bidBarTime = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

/** Bid: the accent button (components/ui/button.css.ts), a thumb's width. */
export const bidBarButton = style({ minWidth: "5.5rem" });

