import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// The Reports section looks like the Sellers section below it: the same section, rows and facts.
export { facts, list, name, row, section, title } from "./seller-verification.css";

export const findForm = style({ maxWidth: "28rem", justifyItems: "start" });

export const details = style({ whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });
