import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const panel = style({ display: "grid", gap: vars.space["4"], maxWidth: "40rem" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const twoStepSteps = style({ display: "grid", gap: vars.space["3"], paddingLeft: vars.space["5"], margin: 0 });
// The QR code at a size phones scan well, and the typed key in groups of four.
export const qrCode = style({ width: 192, height: 192, background: "white", border: `1px solid ${vars.color.border}` });
export const typedKey = style({ display: "block", fontFamily: "monospace", fontSize: vars.fontSize.md, letterSpacing: "0.05em", wordBreak: "break-all" });
