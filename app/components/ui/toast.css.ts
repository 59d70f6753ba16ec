import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const slideIn = keyframes({ from: { transform: "translateY(-100%)", opacity: 0 }, to: { transform: "none", opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/**
 * Top right, just under the sticky header: at the bottom a toast covered the buttons pages keep
 * there (the wizard's Next, a form's submit, the listing's contact bar). The empty corner takes
 * no clicks; only the toasts in it do.
 */
export const viewport = style({
  position: "fixed",
  top: vars.layout.headerHeight,
  right: 0,
  pointerEvents: "none",
  zIndex: vars.zIndex.toast,
  display: "flex",
  flexDirection: "column",
  gap: vars.space["2"],
  width: "min(24rem, 100vw)",
  margin: 0,
  padding: vars.space["4"],
  listStyle: "none",
  outline: "none",
});

const base = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space["1"]} ${vars.space["3"]}`,
  alignItems: "start",
  padding: vars.space["4"],
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  border: "1px solid",
  background: vars.color.surface,
  color: vars.color.text,
  pointerEvents: "auto",
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 200ms ease` },
    '&[data-state="closed"]': { animation: `${fadeOut} 150ms ease` },
  },
});

export const toast = styleVariants({
  default: [base, { borderColor: vars.color.border, borderLeft: `4px solid ${vars.color.brand}` }],
  success: [base, { borderColor: vars.color.border, borderLeft: `4px solid ${vars.color.success}` }],
  destructive: [base, { background: vars.color.dangerSoft, borderColor: vars.color.danger, borderLeft: `4px solid ${vars.color.danger}` }],
});

/** Without JavaScript the toast is a plain status box at the top of the page. */
export const staticToast = style({
  maxWidth: vars.layout.maxWidth,
  width: "calc(100% - 2rem)",
  margin: `${vars.space["3"]} auto 0`,
});

/** In the page's own column (ToastPlacementHandle): a box among the others, without the floating shadow. */
export const inPageToast = style({ boxShadow: "none" });

export const title = style({ fontWeight: vars.fontWeight.semibold, gridColumn: 1 });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, gridColumn: 1 });
export const close = style({
  gridColumn: 2,
  gridRow: "1 / span 2",
  border: 0,
  background: "transparent",
  cursor: "pointer",
  padding: vars.space["1"],
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
});
