import { style, globalStyle, keyframes } from "@vanilla-extract/css";
import * as recipe from "~/styles/recipes";
import { media, vars } from "~/styles/theme.css";

export const skipLink = style({
  position: "absolute",
  left: vars.space["4"],
  top: "-4rem",
  zIndex: 100,
  padding: `${vars.space["2"]} ${vars.space["4"]}`,
  background: vars.color.brand,
  color: "#ffffff",
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  selectors: { "&:focus": { top: vars.space["2"] } },
});

/**
 * The id of an empty element that ends the header (header.tsx renders it last). A long page's
 * HTML is parsed in several tasks and the browser may paint between them: a first paint with
 * the bar half-parsed showed its Search button alone at the right, pushed left when the Menu
 * button arrived, a layout shift on a phone. Until the end is parsed the header is laid out but
 * not shown, and an element that appears is no shift. (The head once held the whole page's
 * paint back instead, with `<link rel="expect" blocking="render">`, which only Chrome reads:
 * docs/performance.md#lighthouse.)
 */
export const HEADER_END_ID = "site-header-end";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  selectors: { [`&:not(:has(#${HEADER_END_ID}))`]: { visibility: "hidden" } },
});

// Signed in, the bar also holds a greeting and two account buttons, so the full menus wait
// for 1280px (the menu button serves until then), with compact account buttons and menu
// triggers and the search button's label hidden: the bar never grows past 75rem.
const signedOut = `${header}:not([data-signed-in])`;
const signedIn = `${header}[data-signed-in]`;

export const bar = style({
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  minHeight: vars.layout.headerHeight,
  padding: `0 ${vars.space["4"]}`,
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  "@media": { [media.xl]: { selectors: { [`${signedOut} &`]: { gap: vars.space["3"] } } } },
});

export const logo = style({
  ...recipe.inlineRow("2"),
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  textDecoration: "none",
  letterSpacing: "-0.01em",
  flexShrink: 0,
});


export const desktopNav = style({
  display: "none",
  "@media": { [media.lg]: { selectors: { [`${signedOut} &`]: { display: "block" } } }, [media.xl]: { display: "block" } },
});

export const navList = style({ display: "flex", alignItems: "center", gap: "2px", ...recipe.bareList });

export const navItem = style({ position: "relative" });

const navControl = style({
  ...recipe.inlineRow("1"),
  minHeight: "2.5rem",
  // Tighter between 1024 and 1280 px so the whole bar fits on small laptops.
  padding: `${vars.space["2"]} ${vars.space["2"]}`,
  "@media": { [media.xl]: { selectors: { [`${signedOut} &`]: { padding: `${vars.space["2"]} ${vars.space["3"]}` } } } },
  borderRadius: vars.radius.md,
  border: 0,
  background: "transparent",
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
  textDecoration: "none",
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.brand },
    '&[aria-current="page"], &[data-active]': { color: vars.color.brand, boxShadow: `inset 0 -2px 0 ${vars.color.brand}` },
  },
});

export const navLink = navControl;
export const navTrigger = navControl;

export const chevron = style({
  transition: "transform 150ms ease",
  selectors: { '[data-state="open"] > &, details[open] > summary > &': { transform: "rotate(180deg)" } },
});

// The no-JavaScript menus are <details>: hide the default marker so they look like the Radix ones.
export const menuDetails = style({ position: "relative" });
globalStyle(`${menuDetails} > summary`, { listStyle: "none" });
globalStyle(`${menuDetails} > summary::-webkit-details-marker`, { display: "none" });

const fadeIn = keyframes({ from: { opacity: 0, transform: "translateY(-4px)" }, to: { opacity: 1, transform: "none" } });

export const menuPanel = style({
  position: "absolute",
  top: "calc(100% + 6px)",
  left: 0,
  zIndex: vars.zIndex.overlay,
  minWidth: "18rem",
  padding: vars.space["2"],
  ...recipe.surface,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} 150ms ease`,
});

export const menuList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "2px" });

export const menuLink = style({
  display: "block",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.md,
  textDecoration: "none",
  color: vars.color.text,
  selectors: { "&:hover, &:focus-visible": { background: vars.color.brandSoft } },
});

export const menuLinkLabel = style({ display: "block", fontWeight: vars.fontWeight.semibold, color: vars.color.brand });
export const menuLinkDescription = style({ display: "block", fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({
  marginLeft: "auto",
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  // Only the greeting gives way when the bar is full (see greeting).
  flexShrink: 1,
  minWidth: 0,
});

export const searchButton = style({
  ...recipe.inlineRow("2"),
  minHeight: "2.75rem",
  minWidth: "2.75rem",
  justifyContent: "center",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  ...recipe.framedBox(`1px solid ${vars.color.border}`, "md", vars.color.surface),
  color: vars.color.textMuted,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.color.borderStrong, color: vars.color.text } },
});

export const searchButtonLabel = style({ display: "none", "@media": { [media.xl]: { display: "inline" } } });

export const accountLinks = style({ display: "none", alignItems: "center", gap: vars.space["2"], minWidth: 0, "@media": { [media.md]: { display: "flex" } } });

// Compact account buttons until the bar has room for full-size ones.
globalStyle(`${accountLinks} > a, ${accountLinks} button`, { paddingInline: vars.space["3"], "@media": { [media.xl]: { paddingInline: vars.space["5"] } } });
// Signed in, from 1280 px the full menus share the bar with the greeting: tighter buttons, so
// a first name such as the demo seller's shows whole ("Hi, Rachel" was cut to "Hi, Ra…"); a
// much longer one still gives way with an ellipsis.
globalStyle(`${signedIn} ${accountLinks} > a, ${signedIn} ${accountLinks} button`, { "@media": { [media.xl]: { paddingInline: vars.space["2"] } } });
globalStyle(`${signedIn} ${searchButtonLabel}`, { "@media": { [media.xl]: { display: "none" } } });

// A long email name is cut with an ellipsis, as short as the bar needs, rather than pushing
// the page wider than the window; the buttons beside it keep their size.
export const greeting = style({
  ...recipe.inlineRow("2"),
  ...recipe.smallMuted,
  whiteSpace: "nowrap",
  maxWidth: "14rem",
  minWidth: "3rem",
  flexShrink: 1,
  overflow: "hidden",
});

/** The greeting's words give way (an ellipsis) before its photo does. */
export const greetingText = style({ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" });

globalStyle(`${actions} > :not(${accountLinks}), ${accountLinks} > :not(${greeting})`, { flexShrink: 0 });

export const mobileOnly = style({ "@media": { [media.lg]: { selectors: { [`${signedOut} &`]: { display: "none" } } }, [media.xl]: { display: "none" } } });

/* Mobile menu */
export const mobileDetails = style([mobileOnly, {}]);

/** The Menu button carries the unread count on its corner. */
export const menuButton = style({ position: "relative" });
globalStyle(`${mobileDetails} > summary`, { listStyle: "none" });
globalStyle(`${mobileDetails} > summary::-webkit-details-marker`, { display: "none" });

export const mobilePanelStatic = style({
  position: "absolute",
  left: 0,
  right: 0,
  top: "100%",
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  padding: vars.space["4"],
});

const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "none" } });

export const sheet = style({
  position: "fixed",
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.dialog,
  width: "min(20rem, 88vw)",
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  padding: vars.space["4"],
  overflowY: "auto",
  animation: `${slideIn} 200ms ease`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space["4"],
});

export const sheetHeader = style({ display: "flex", alignItems: "center", justifyContent: "space-between" });
export const sheetTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const mobileList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "2px" });

export const mobileLink = style({
  display: "block",
  padding: `${vars.space["3"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.brandSoft }, '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand } },
});

export const mobileAccount = style({ display: "grid", gap: vars.space["2"], paddingTop: vars.space["4"], borderTop: `1px solid ${vars.color.border}` });
