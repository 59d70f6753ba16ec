import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A list whose items carry a tick: features, checklists. */
export const checkList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["2"] });

globalStyle(`${checkList} > li`, { position: "relative", paddingLeft: vars.space["6"] });
globalStyle(`${checkList} > li::before`, {
  content: '""',
  position: "absolute",
  left: "0.2rem",
  top: "0.35em",
  width: "0.45rem",
  height: "0.8rem",
  borderRight: `3px solid ${vars.color.success}`,
  borderBottom: `3px solid ${vars.color.success}`,
  transform: "rotate(45deg)",
});
