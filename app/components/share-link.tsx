import { useState, type MouseEvent } from "react";
import { ShareIcon } from "./icons";

/**
 * Share (docs/listings.md): a mailto: link carrying the page's title and address, which is
 * all it is without JavaScript. With it, a click opens the system share sheet where the
 * browser has one (navigator.share), else copies the address and says so.
 */
export function ShareLink({ title, url, className }: { title: string; url: string; className?: string }) {
  const [status, setStatus] = useState("");
  const mailto = `mailto:?${new URLSearchParams({ subject: title, body: url }).toString().replace(/\+/g, "%20")}`;

  async function share(event: MouseEvent<HTMLAnchorElement>) {
    if (typeof navigator.share === "function") {
      event.preventDefault();
      try {
        await navigator.share({ title, url });
      } catch {
        // Dismissed by the person sharing: nothing to say.
      }
      return;
    }
    if (navigator.clipboard) {
      event.preventDefault();
      try {
        await navigator.clipboard.writeText(url);
        setStatus("Link copied");
      } catch {
        setStatus("Copy this link: " + url);
      }
    }
  }

  return (
    <>
      <a href={mailto} className={className} onClick={share}>
        <ShareIcon width="18" height="18" />
        Share
      </a>
      <span role="status">{status}</span>
    </>
  );
}
