import { Window } from "happy-dom";

/**
 * An answer's HTML as a document at `url`, for a test to read as a visitor would: its markup
 * only. happy-dom otherwise fetches and parses every stylesheet and script the page links
 * (from the Worker under test) for each page read, which was half the fuzz test's time.
 * Close it (window.close()) where many are read.
 */
export function pageWindow(html: string, url: string | URL) {
  const window = new Window({
    url: String(url),
    settings: { disableCSSFileLoading: true, disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  window.document.write(html);
  return window;
}
