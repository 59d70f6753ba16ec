import * as Dialog from "radix-ui/dialog";
import { useEffect, useState, type RefObject } from "react";
import { searchPlaceholder } from "~/content/search-box";
import { noStock, searchSite, type StockSearchResult } from "~/content/site-search";
import { CloseIcon, SearchIcon } from "./icons";
import { SiteSearchResults } from "./site-search-results";
import * as styles from "./site-search.css";
import { iconButton } from "./ui/button.css";
import * as dialogStyles from "./ui/dialog.css";
import { visuallyHidden } from "./ui/visually-hidden.css";

/** The site search dialog (docs/spec/01-marketplace-core.md §2). Loaded on first open; /search is its no-JavaScript twin. */
export default function SiteSearchDialog({
  open,
  onOpenChange,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the dialog: focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const [query, setQuery] = useState("");
  const results = searchSite(query);
  const stock = useStockSearch(query);

  function choose() {
    setQuery("");
    onOpenChange(false);
    window.scrollTo({ top: 0 });
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <Dialog.Title className={visuallyHidden}>Search GenMarket</Dialog.Title>
          <div className={`${styles.inputRow} ${styles.inputRowFocus}`}>
            <SearchIcon />
            {/* Not type="search": its native clear button would be a second ✕ beside Close. */}
            <input
              type="text"
              role="searchbox"
              enterKeyHint="search"
              className={styles.input}
              placeholder={searchPlaceholder}
              aria-label="Search generators, pages and features"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              autoComplete="off"
            />
            <Dialog.Close className={iconButton} aria-label="Close search">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={styles.results} aria-live="polite">
            <SiteSearchResults query={query} results={results} stock={stock} onChoose={choose} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** How long typing pauses before the stock is asked for. */
const STOCK_SEARCH_DELAY_MS = 250;

/**
 * The listings and auctions matching `query`, from /search/stock once typing pauses; null
 * until the answer for this very text arrives. A newer keystroke aborts the older request,
 * so a slow answer never replaces a newer one. A failed request shows the pages alone.
 */
function useStockSearch(query: string) {
  const text = query.trim();
  const [answer, setAnswer] = useState<{ for: string; stock: StockSearchResult } | null>(null);
  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/search/stock?${new URLSearchParams({ q: text })}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<StockSearchResult>) : null))
        .then((stock) => setAnswer({ for: text, stock: stock ?? noStock(text) }))
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ for: text, stock: noStock(text) });
        });
    }, STOCK_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return answer?.for === text ? answer.stock : null;
}
