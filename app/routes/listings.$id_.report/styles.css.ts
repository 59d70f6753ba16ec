import { style } from "@vanilla-extract/css";

export { choice, fieldset, legend } from "~/components/choices.css";

// The page card lines its items up at the start; the form takes the card's width, up to a readable one.
export const form = style({ justifySelf: "stretch", width: "100%", maxWidth: "40rem", minWidth: 0 });
