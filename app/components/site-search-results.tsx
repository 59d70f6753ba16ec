import { Link } from "@remix-run/react";
import {
  noResultsText,
  searchEmptyText,
  seeAllStock,
  type SiteSearchEntry,
  type StockHit,
  type StockSearchResult,
} from "~/content/site-search";
import { formatGBP } from "~/utils/format";
import { escapeHtmlText } from "~/utils/misc";
import { KeywordSearchNote } from "./keyword-search-note";
import * as styles from "./site-search.css";

/**
 * The results shared by the search dialog and the /search page: the listings and live
 * auctions that match (each group with 'See all N …' to its browse page), then the site's
 * page entries. `stock` is null while the dialog is still asking for it.
 */
export function SiteSearchResults({
  query,
  results,
  stock,
  onChoose,
}: {
  query: string;
  results: SiteSearchEntry[];
  stock: StockSearchResult | null;
  onChoose?: () => void;
}) {
  if (!query.trim()) return <p className={styles.message}>{searchEmptyText}</p>;
  const stockFound = stock ? stock.listings.total + stock.auctions.total > 0 : false;
  const note = stock?.listings.note ?? null;
  if (results.length === 0 && !stockFound) {
    if (!stock) return <p className={styles.message}>Searching…</p>;
    // Written as HTML so the quotes stay literal quotes in the page source (React would
    // encode them as &quot;); escapeHtmlText makes the visitor's text inert.
    return (
      <>
        <p className={styles.message} dangerouslySetInnerHTML={{ __html: escapeHtmlText(noResultsText(query)) }} />
        <KeywordSearchNote note={note} query={query} className={styles.note} onChoose={onChoose} />
      </>
    );
  }
  const seeAll = stock ? seeAllStock(stock) : null;
  return (
    <>
      <KeywordSearchNote note={note} query={query} className={styles.note} onChoose={onChoose} />
      {stock && seeAll && stock.listings.total > 0 ? (
        <StockGroup
          title={note?.relaxed ? "Similar generators for sale" : "Generators for sale"}
          hits={stock.listings.hits}
          seeAll={seeAll.listings}
          onChoose={onChoose}
        />
      ) : null}
      {stock && seeAll && stock.auctions.total > 0 ? (
        <StockGroup title="Live auctions" hits={stock.auctions.hits} seeAll={seeAll.auctions} onChoose={onChoose} />
      ) : null}
      {results.length > 0 ? (
        <section aria-label="Pages">
          <h2 className={styles.groupTitle}>Pages</h2>
          <ul className={styles.resultList} aria-label="Search results">
            {results.map((entry) => (
              <li key={entry.url}>
                <Link to={entry.url} className={styles.resultLink} onClick={onChoose}>
                  <span className={styles.resultTitle}>{entry.title}</span>
                  <span className={styles.category}>{entry.category}</span>
                  <span className={styles.resultDescription}>{entry.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function StockGroup({
  title,
  hits,
  seeAll,
  onChoose,
}: {
  title: string;
  hits: StockHit[];
  seeAll: { href: string; label: string };
  onChoose?: () => void;
}) {
  return (
    <section aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      <ul className={styles.resultList}>
        {hits.map((hit) => (
          <li key={hit.href}>
            <Link to={hit.href} className={styles.stockLink} onClick={onChoose}>
              {hit.photo_url ? (
                <img src={hit.photo_url} alt="" className={styles.stockPhoto} width={64} height={48} loading="lazy" />
              ) : (
                <span className={styles.stockPhoto} />
              )}
              <span className={styles.stockText}>
                <span className={styles.resultTitle}>{hit.title}</span>
                <span className={styles.resultDescription}>
                  <strong className={styles.stockPrice}>
                    {hit.price_note ? `${hit.price_note} ` : null}
                    {formatGBP(hit.price_gbp)}
                  </strong>{" "}
                  · {hit.place}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={seeAll.href} className={styles.seeAll} onClick={onChoose}>
        {seeAll.label}
      </Link>
    </section>
  );
}
