import { Link } from "@remix-run/react";
import { Messages } from "~/components/messages/messages";
import type { MessagesData } from "~/components/messages/messages.server";
import type { BuyerOverview } from "~/models/buyer-overview.server";
import { formatDateTime, formatGBP, formatTimeLeft } from "~/utils/format";
import * as styles from "../styles.css";
import { dashboardHref } from "./views";

/**
 * The overview of a buyer (and of a member without an account type): what they saved, their
 * conversations with sellers (each opening here, ?thread=), and the open auctions they bid on,
 * leading or outbid. Every figure is counted in the database.
 */
export function MemberOverview({ overview, messages, nowMs }: { overview: BuyerOverview; messages: MessagesData; nowMs: number }) {
  const inbox = messages.inbox ?? { threads: [], total: 0 };
  const unread = inbox.threads.reduce((sum, thread) => sum + thread.unreadCount, 0);
  return (
    <>
      <dl className={styles.statusCounts} aria-label="Your activity">
        <Figure label="Saved items" value={overview.saved_listings + overview.watched_auctions} href={dashboardHref("saved")} />
        <Figure label="Active conversations" value={inbox.total} href="#conversations" />
        <Figure label="Unread messages" value={unread} href="#conversations" />
        <Figure label="Saved searches" value={overview.saved_searches} href={`${dashboardHref("saved")}#saved-searches`} />
        <Figure label="Auctions leading" value={overview.leading} href="#bids" />
        <Figure label="Auctions outbid" value={overview.outbid} href="#bids" />
      </dl>
      <section id="conversations" className={styles.subPanel} aria-labelledby="conversations-heading">
        <h3 id="conversations-heading" className={styles.subPanelTitle}>
          Your conversations{unread > 0 ? ` (${unread} unread)` : ""}
        </h3>
        <Messages data={messages} baseHref={dashboardHref("overview")} />
      </section>
      <section id="bids" className={styles.subPanel} aria-labelledby="bids-heading">
        <h3 id="bids-heading" className={styles.subPanelTitle}>
          Auctions you bid on
        </h3>
        {overview.bids.length === 0 ? (
          <p>
            No open auctions with your bids. <Link to="/auctions">Browse auctions</Link>
          </p>
        ) : (
          <ul className={styles.noticeList} aria-labelledby="bids-heading">
            {overview.bids.map((auction) => (
              <li key={auction.id} className={styles.notice}>
                <p className={styles.noticeText}>
                  <span className={auction.leading ? styles.leadingBadge : styles.outbidBadge}>{auction.leading ? "Leading" : "Outbid"}</span>{" "}
                  <Link to={`/auctions/${auction.id}`}>{auction.title}</Link>
                </p>
                <p className={styles.noticeMeta}>
                  <span>Current bid {auction.current_bid === null ? "none yet" : formatGBP(auction.current_bid)}</span>{" "}
                  <span>Your maximum {formatGBP(auction.max_amount)}</span>{" "}
                  <span>
                    Ends <time dateTime={auction.auction_end_date}>{formatDateTime(auction.auction_end_date)}</time>
                    {timeLeft(auction.auction_end_date, nowMs)}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

const timeLeft = (endIso: string, nowMs: number) => {
  const left = formatTimeLeft(endIso, nowMs);
  return left ? ` (${left} left)` : null;
};

function Figure({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <div className={styles.statusCount}>
      <dt>
        <Link to={href}>{label}</Link>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
