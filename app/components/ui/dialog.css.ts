import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const overlayShow = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dark layer behind every dialog and sheet; clicking it closes them (Radix). */
export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${overlayShow} 150ms ease`,
});
