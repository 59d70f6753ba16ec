import { Link } from "@remix-run/react";

/**
 * What the keyword search says of its results (docs/listings.md#keyword-search), in the same
 * words on /listings, /auctions, /search and the header's search dialog: the text as searched
 * after a brand or model was corrected ("perkns" → Perkins), "No exact matches …; showing
 * similar listings" when the text found nothing and these are a looser search's, and "Did you
 * mean …?" as a link to that search (the page's own address for it, its other filters kept).
 */
export type KeywordSearchNoteData = {
  corrected: string | null;
  relaxed: boolean;
  suggestion: { term: string; href: string } | null;
};

export function KeywordSearchNote({
  note,
  query,
  className,
  onChoose,
}: {
  note: KeywordSearchNoteData | null;
  /** The text as typed. */
  query: string;
  className: string;
  /** Called when the suggestion is followed (the search dialog closes). */
  onChoose?: () => void;
}) {
  if (!note || (!note.corrected && !note.relaxed && !note.suggestion)) return null;
  return (
    <div className={className}>
      {note.corrected && !note.relaxed ? (
        <p>
          Showing results for <strong>{note.corrected}</strong>
        </p>
      ) : null}
      {note.relaxed ? (
        <p>
          No exact matches for <strong>{`“${query}”`}</strong>; showing similar listings.
        </p>
      ) : null}
      {note.suggestion ? (
        <p>
          {/* One line, so the server's markup is "Did you mean <a …>term</a>?" (no text split). */}
          Did you mean <Link to={note.suggestion.href} onClick={onChoose}>{note.suggestion.term}</Link>?
        </p>
      ) : null}
    </div>
  );
}
