import * as Dialog from "radix-ui/dialog";
import { useState, type RefObject } from "react";
import { searchPlaceholder, searchSite } from "~/content/site-search";
import { CloseIcon, SearchIcon } from "./icons";
import { SiteSearchResults } from "./site-search-results";
import * as styles from "./site-search.css";
import { iconButton } from "./ui/button.css";
import * as dialogStyles from "./ui/dialog.css";
import { visuallyHidden } from "./ui/visually-hidden.css";

/** The site search dialog (spec 01 §2). Loaded on first open; /search is its no-JavaScript twin. */
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
              aria-label="Search pages and features"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              autoComplete="off"
            />
            <Dialog.Close className={iconButton} aria-label="Close search">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={styles.results} aria-live="polite">
            <SiteSearchResults query={query} results={results} onChoose={choose} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
