import { Link } from "@remix-run/react";
import type { RecentBuyerMessage } from "~/models/seller-page.server";
import { formatDateTime } from "~/utils/format";
import * as styles from "../styles.css";

/**
 * Recent buyer messages: only ever rendered for the seller on their own page (the loader
 * reads them only then), each leading to the conversation in their dashboard.
 */
export function RecentBuyerMessages({ messages }: { messages: RecentBuyerMessage[] }) {
  return (
    <section className={styles.section} aria-labelledby="buyer-messages-heading">
      <div className={styles.sectionHeader}>
        <h2 id="buyer-messages-heading" className={styles.sectionTitle}>
          Recent buyer messages
        </h2>
        <Link to="/dashboard?view=messages">All messages</Link>
      </div>
      <p className={styles.ownerNote}>Only you see this section: messages are private to you and each buyer.</p>
      {messages.length === 0 ? (
        <p className={styles.muted}>No messages from buyers yet.</p>
      ) : (
        <ul className={styles.rows}>
          {messages.map((message) => (
            <li key={message.id} className={styles.row}>
              <div>
                <p className={styles.message}>
                  <strong>{message.buyerName ?? "Unknown buyer"}</strong>
                  {message.subject ? <> about {message.subject}</> : null}
                </p>
                <p className={styles.message}>
                  <Link to={`/dashboard?view=messages&thread=${message.threadId}`}>{message.content}</Link>
                </p>
              </div>
              <time dateTime={message.createdAt} className={styles.muted}>
                {formatDateTime(message.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
