import { Link } from "@remix-run/react";
import { lazy } from "react";
import { Avatar } from "~/components/profile/avatar";
import { ShownView } from "~/components/shown-view";
import type { InboxThread } from "~/models/message.server";
import { formatDateTime } from "~/utils/format";
import * as styles from "./messages.css";
import type { MessagesData } from "./messages.server";
import { threadHref } from "./threads";

// A conversation (with its reply form) loads when one is open (docs/performance.md): the server renders
// it in full, JavaScript off too, and the browser fetches its code as it hydrates it.
const ConversationView = lazy(() => import("./conversation"));

/**
 * Messages on any page that shows them (the dashboard, the sellers portal): the inbox, or one
 * conversation (?thread=) with its reply form. `baseHref` is the page's own address for the
 * inbox (e.g. /dashboard?view=messages): conversations open there (?thread= added), the
 * reply posts there and comes back there, and 'Back to …' leads there, so they stay on the
 * page that shows them. That page's loader calls loadMessages, its action replyToThread for
 * the intent REPLY_INTENT.
 */
export function Messages({
  data,
  baseHref,
  backLabel = "Back to messages",
  groupBySide = false,
}: {
  data: MessagesData;
  baseHref: string;
  backLabel?: string;
  /** A seller's inbox: buyers' messages first, as the spec lists them, then their own enquiries. */
  groupBySide?: boolean;
}) {
  if (data.conversation) {
    return (
      <ShownView>
        <ConversationView {...data.conversation} backHref={baseHref} backLabel={backLabel} />
      </ShownView>
    );
  }
  const threads = data.inbox?.threads ?? [];
  if (!groupBySide) return <Inbox threads={threads} baseHref={baseHref} label="Conversations" />;
  const fromBuyers = threads.filter((thread) => thread.side === "seller");
  const ownEnquiries = threads.filter((thread) => thread.side === "buyer");
  return (
    <>
      <Inbox threads={fromBuyers} baseHref={baseHref} label="Conversations" />
      {ownEnquiries.length > 0 ? (
        <section className={styles.inboxSection} aria-labelledby="own-enquiries-heading">
          <h3 id="own-enquiries-heading" className={styles.inboxSectionTitle}>
            Your enquiries to other sellers
          </h3>
          <Inbox threads={ownEnquiries} baseHref={baseHref} label="Your enquiries" />
        </section>
      ) : null}
    </>
  );
}

/**
 * Conversations, most recent first, each a link to the conversation: the other party (a buyer
 * without a name is 'Unknown Buyer'), the listing's title, the latest message ('No messages
 * yet' when there is none), its time and the messages to the reader still unread.
 */
export function Inbox({ threads, baseHref, label }: { threads: InboxThread[]; baseHref: string; label: string }) {
  if (threads.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No conversations yet</p>
        <p>Messages about a listing or an auction, and the replies to them, will appear here.</p>
      </div>
    );
  }
  return (
    <ul className={styles.threadList} aria-label={label}>
      {threads.map((thread) => (
        <li key={thread.id}>
          <Link
            to={threadHref(baseHref, thread.id)}
            className={thread.unreadCount > 0 ? `${styles.threadLink} ${styles.unreadThread}` : styles.threadLink}
          >
            <Avatar name={thread.otherPartyName} url={thread.otherPartyImageUrl} />
            <span className={styles.threadParty}>{thread.otherPartyName}</span>
            <time dateTime={thread.lastMessageAt} className={styles.threadTime}>
              {formatDateTime(thread.lastMessageAt)}
            </time>
            <span className={styles.threadListing}>{thread.listingTitle ?? "Listing no longer available"}</span>
            <span className={styles.threadPreview}>
              {/* One inline run, so the label flows with the text the preview clamps. */}
              <span>
                {thread.latestFromGenMarket ? <strong className={styles.fromGenMarket}>GenMarket: </strong> : null}
                {thread.latestMessage ?? "No messages yet"}
              </span>
            </span>
            {thread.unreadCount > 0 ? <span className={styles.unreadBadge}>{thread.unreadCount} unread</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
