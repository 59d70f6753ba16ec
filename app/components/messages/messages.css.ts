import { style } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const threadList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["3"], width: "100%" });

export const threadLink = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "start",
  gap: `${vars.space["1"]} ${vars.space["3"]}`,
  padding: vars.space["4"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.brand, background: vars.color.surfaceMuted } },
});

// A bar drawn inside the border, so an unread thread's photo and text line up with the others'.
export const unreadThread = style({ boxShadow: `inset 3px 0 0 ${vars.color.brand}` });

// On phones the name takes the width beside the photo and the time goes under it; from md they share the row.
export const threadParty = style({
  gridColumn: "2 / -1",
  "@media": { [media.md]: { gridColumn: "2 / 3" } },
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  overflowWrap: "anywhere",
});

export const threadTime = style({
  gridColumn: "2 / -1",
  "@media": { [media.md]: { gridColumn: "3" } },
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: "nowrap",
});

export const threadListing = style({ gridColumn: "2 / -1", color: vars.color.brand, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

// Two lines of the latest message at most; the conversation shows it all. On phones it takes
// the width beside the photo (the date's column would squeeze it), from md it leaves room for the badge.
export const threadPreview = style({
  gridColumn: "2 / -1",
  "@media": { [media.md]: { gridColumn: "2 / 3" } },
  color: vars.color.textMuted,
  overflow: "hidden",
  overflowWrap: "anywhere",
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 2,
});

// A small pill: under the preview at the text's left edge on phones; from md in the date's
// column, centred on the preview's line.
export const unreadBadge = style({
  gridColumn: "2 / -1",
  justifySelf: "start",
  "@media": { [media.md]: { gridColumn: "3", justifySelf: "end", alignSelf: "center" } },
  display: "inline-flex",
  alignItems: "center",
  minHeight: "1.25rem",
  padding: `0 ${vars.space["2"]}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.surface,
  ...recipe.heading("xs", "semibold"),
  lineHeight: 1,
  whiteSpace: "nowrap",
});

export const conversation = style({ display: "grid", gap: vars.space["4"], width: "100%" });

export const conversationTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" });

export const messageList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["3"] });

const bubble = style({
  display: "grid",
  gap: vars.space["1"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderRadius: vars.radius.md,
  maxWidth: "100%",
  "@media": { [media.md]: { maxWidth: "80%" } },
});

export const messageFromMe = style([bubble, { justifySelf: "end", background: vars.color.brandSoft }]);

export const messageFromThem = style([bubble, { justifySelf: "start", background: vars.color.surfaceMuted }]);

export const messageMeta = style({ ...recipe.wrapRow("2"), ...recipe.smallMuted });

export const messageText = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

/** GenMarket's own messages (an auction won or sold): the platform speaking, not the other party. */
export const messageFromGenMarket = style([
  bubble,
  {
    justifySelf: "stretch",
    background: vars.color.surface,
    border: `1px solid ${vars.color.brand}`,
    borderLeftWidth: "4px",
    "@media": { [media.md]: { maxWidth: "100%" } },
  },
]);

export const fromGenMarket = style({ color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

export const conversationHeader = style({ display: "flex", alignItems: "center", gap: vars.space["3"] });

export const empty = style({ display: "grid", gap: vars.space["2"] });

export const emptyTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });

/** A seller's own enquiries, under the buyers' messages. */
export const inboxSection = style({ display: "grid", gap: vars.space["3"], paddingTop: vars.space["4"], borderTop: `1px solid ${vars.color.border}` });

export const inboxSectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
