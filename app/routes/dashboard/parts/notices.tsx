import { Form, Link, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";
import type { Notice } from "~/models/notice.server";
import { formatDateTime } from "~/utils/format";
import * as styles from "../styles.css";
import { dashboardHref } from "./views";

/**
 * The member's notices on the overview (supabase/schemas/40-auctions.sql writes them: outbid, an auction
 * they bid on or watched has ended, their own ended unsold), unread first, each linking to its
 * auction. Mark all as read is a plain POST that comes back here, with or without JavaScript.
 */
export function Notices({ notices, unreadCount }: { notices: Notice[]; unreadCount: number }) {
  const navigation = useNavigation();
  const marking = navigation.state === "submitting" && navigation.formData?.get("intent") === "mark-notices-read";
  return (
    <section id="notices" className={styles.subPanel} aria-labelledby="notices-heading">
      <div className={styles.subPanelHeader}>
        <h3 id="notices-heading" className={styles.subPanelTitle}>
          Notices{unreadCount > 0 ? ` (${unreadCount} unread)` : ""}
        </h3>
        {unreadCount > 0 ? (
          <Form method="post" action={dashboardHref("overview")} preventScrollReset>
            <SubmitButton name="intent" value="mark-notices-read" variant="secondary" pending={marking} pendingLabel="Marking...">
              Mark all as read
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      {notices.length === 0 ? (
        <p>No notices yet. When you are outbid, or an auction you bid on or watch ends, we will tell you here.</p>
      ) : (
        <ul className={styles.noticeList} aria-labelledby="notices-heading">
          {notices.map((notice) => (
            <li key={notice.id} className={notice.read_at ? styles.notice : `${styles.notice} ${styles.unreadNotice}`}>
              <p className={styles.noticeText}>
                {notice.read_at ? null : (
                  <>
                    <span className={styles.newBadge}>New</span>{" "}
                  </>
                )}
                {notice.message}
              </p>
              <p className={styles.noticeMeta}>
                <time dateTime={notice.created_at}>{formatDateTime(notice.created_at)}</time>
                {notice.auction_id ? <Link to={`/auctions/${notice.auction_id}`}>View auction</Link> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
