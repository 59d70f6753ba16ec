import { globalStyle, style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const header = style({ marginBottom: vars.space["4"] });

export const signedInAs = style({ color: vars.color.textMuted, overflowWrap: "anywhere" });

export const tabBar = style({ marginBottom: vars.space["6"] });

export const panel = style({
  ...recipe.surface,
  padding: vars.space["4"],
  boxShadow: vars.shadow.sm,
  display: "grid",
  gap: vars.space["4"],
  "@media": { [media.md]: { padding: vars.space["6"] } },
});

export const panelTitle = style({ fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold });

export const panelBody = style({ display: "grid", gap: vars.space["4"], justifyItems: "start" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const emptyTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });

export const statusCounts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(8.5rem, 1fr))",
  gap: vars.space["3"],
  width: "100%",
  margin: 0,
});

export const statusCount = style({ ...recipe.tintedBox("4", vars.color.surfaceMuted), display: "grid", gap: vars.space["1"] });

globalStyle(`${statusCount} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${statusCount} dd`, { margin: 0, fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.bold });

export const attention = style({
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const accountDetails = style({ display: "grid", gap: vars.space["3"], margin: 0 });
globalStyle(`${accountDetails} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${accountDetails} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const listingList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["3"] });

export const listingRow = style({
  display: "grid",
  gridTemplateColumns: "4.5rem minmax(0, 1fr)",
  gap: vars.space["3"],
  padding: vars.space["3"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { [media.md]: { gridTemplateColumns: "7rem minmax(0, 1fr) auto", alignItems: "start", gap: vars.space["4"], padding: vars.space["4"] } },
});

export const listingPhoto = style({
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const listingSummary = style({ display: "grid", gap: vars.space["2"], minWidth: 0 });

export const listingTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

export const listingMeta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space["2"]} ${vars.space["4"]}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

const badge = style({ ...recipe.pill, border: "1px solid transparent" });

export const rejection = style({
  display: "grid",
  gap: vars.space["1"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.sm,
  overflowWrap: "anywhere",
});

export const rejectionTitle = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.danger });

export const rowActions = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  "@media": { [media.md]: { gridColumn: "auto", flexDirection: "column", alignItems: "stretch" } },
});

/** A part of a view with its own heading (Account's Contact preferences). */
export const subPanel = style({ display: "grid", gap: vars.space["3"], paddingTop: vars.space["4"], borderTop: `1px solid ${vars.color.border}` });

export const subPanelTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

/** A phone number in running text: kept on one line. */
export const phoneNumber = style({ whiteSpace: "nowrap" });

/** A sub-panel's heading with a link beside it (My Auctions and Create Auction). */
export const subPanelHeader = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space["3"] });

/** Under the photo and title on phones, beside the photo from md. */
export const auctionDetails = style({
  gridColumn: "1 / -1",
  display: "grid",
  gap: vars.space["3"],
  minWidth: 0,
  "@media": { [media.md]: { gridColumn: "2" } },
});

/** From md the photo stands beside the title and the figures alike. */
export const auctionPhoto = style({ "@media": { [media.md]: { gridRow: "1 / span 2" } } });

/** Cancel auction: below on phones, in the row's last column from md. */
export const auctionRowActions = style({ "@media": { [media.md]: { gridColumn: "3", gridRow: "1" } } });

/** An auction's figures: current bid or starting price, bids, reserve, time left. */
export const auctionFacts = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space["2"]} ${vars.space["4"]}`,
  margin: 0,
  // Four columns from md, so the figures line up from one auction to the next.
  "@media": { [media.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});
globalStyle(`${auctionFacts} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${auctionFacts} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });

/** A sold auction's sale price, commission and VAT. */
export const auctionOutcome = style([
  auctionFacts,
  { padding: `${vars.space["3"]} ${vars.space["4"]}`, borderRadius: vars.radius.sm, background: vars.color.brandSoft },
]);

export const outcomeNote = style({ fontWeight: vars.fontWeight.semibold });

/** A line under a figure: 'No bids yet', the seller's own reserve. */
export const factNote = style({ display: "block", fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

/** The second step of Cancel auction. */
export const confirmBox = style({
  ...recipe.paddedGrid("3", "4"),
  ...recipe.framedBox(`2px solid ${vars.color.danger}`, "md", vars.color.surface),
  overflowWrap: "anywhere",
});

/** The overview's notices: unread ones marked by a bar and a 'New' badge. */
export const noticeList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["2"] });

export const notice = style({
  display: "grid",
  gap: vars.space["1"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: "anywhere",
});

export const unreadNotice = style({ borderLeft: `4px solid ${vars.color.brand}`, background: vars.color.brandSoft });

export const noticeText = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space["2"] });

export const newBadge = style([badge, { background: vars.color.brand, color: vars.color.surface }]);

export const noticeMeta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space["1"]} ${vars.space["4"]}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** An auction the member bid on: leading, or outbid (and so worth another look). */
export const leadingBadge = style([badge, { background: vars.color.successSoft, color: vars.color.success }]);
export const outbidBadge = style([badge, { background: vars.color.warningSoft, color: vars.color.warning }]);

/**
 * Desktop: the side navigation beside the views (docs/spec/02-auctions-and-seller-tools.md: desktop only); below lg it is
 * hidden and the tab bar is the navigation.
 */
export const layout = style({
  display: "grid",
  gap: vars.space["6"],
  "@media": { [media.lg]: { gridTemplateColumns: "13rem minmax(0, 1fr)", alignItems: "start" } },
});

export const sideNav = style({ display: "none", "@media": { [media.lg]: { display: "block", position: "sticky", top: vars.space["4"] } } });

export const sideNavList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["1"] });

export const sideNavLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.md,
  borderLeft: "3px solid transparent",
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.brand },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, borderLeftColor: vars.color.brand },
  },
});

/** The tab bar and the view beside the side navigation. */
export const main = style({ minWidth: 0 });

/** Account's Email notifications: a group per fieldset, two columns of groups from tablets up. */
export const emailGroups = style({
  display: "grid",
  gap: vars.space["5"],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const emailGroup = style({ display: "grid", gap: vars.space["3"], alignContent: "start", border: 0, margin: 0, padding: 0, minWidth: 0 });

export const emailGroupTitle = style({ padding: 0, marginBottom: vars.space["2"], fontWeight: vars.fontWeight.semibold });

/** Account's Signed-in devices: a row per browser, its Sign out at the end. */
export const deviceList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["2"] });
export const device = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["3"],
  padding: vars.space["3"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const deviceName = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["2"], fontWeight: vars.fontWeight.semibold });
export const currentBadge = style([badge, { background: vars.color.successSoft, color: vars.color.success, fontSize: vars.fontSize.xs }]);

