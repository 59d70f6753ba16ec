import { json } from "@remix-run/cloudflare";
import { faqGroups } from "~/content/faq";
import { photoLimits } from "~/content/photo-limits.server";

// /faq's loader, here because the photo limits are read from server modules
// (content/photo-limits.server.ts); the answers reach the page as data.

/** The questions and answers, the same for every visitor. */
export function faqData() {
  return json({ groups: faqGroups(photoLimits()) });
}
