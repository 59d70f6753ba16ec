import { Link, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { ListingPhoto } from "~/components/listing-photo";
import { ListingPicture, photoSizes } from "~/components/listing-picture";
import type { PhotoSources } from "~/utils/photo-sources";
import * as styles from "./gallery.css";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, ExpandIcon } from "./icons";

/** A photo as the gallery shows it: its URL (routes/photos.$.ts), its web copies if it has them, and its alternative text, if any. */
export type GalleryPhoto = { url: string; alt: string | null; sources?: PhotoSources | null };

/**
 * The gallery's state in the URL (?photo=N, and ?fullscreen=1 while the photo fills the
 * screen): a page showing a gallery leaves these out of its shouldRevalidate, since they
 * need no new data.
 */
export const galleryViewParams = ["photo", "fullscreen"] as const;

/** A swipe is a horizontal move of at least this many pixels. */
const SWIPE_MIN_PX = 40;

/**
 * The main photo and thumbnails (docs/spec/01-marketplace-core.md §2; the auction page too, docs/spec/02-auctions-and-seller-tools.md §2). Everything is
 * a link to the same page with ?photo=N (and ?fullscreen=1 for the full-screen view), so it
 * works without JavaScript; with it, the route skips reloading data for these changes
 * (shouldRevalidate) and only the photo swaps. Full screen, JavaScript adds a modal dialog
 * (focus kept inside, Escape closes), the arrow keys and swiping.
 */
export function Gallery({ photos, title }: { photos: GalleryPhoto[]; title: string }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const requested = Number.parseInt(searchParams.get("photo") ?? "1", 10);
  const current = Number.isInteger(requested) && requested >= 1 && requested <= photos.length ? requested : 1;
  const fullscreen = searchParams.get("fullscreen") === "1" && photos.length > 0;
  const hero = photos[current - 1];
  const altFor = (photo: GalleryPhoto, number: number) => photo.alt ?? `${title}, photo ${number}`;

  const hrefFor = (photo: number, { open = fullscreen }: { open?: boolean } = {}) => {
    const next = new URLSearchParams(searchParams);
    if (photo === 1) next.delete("photo");
    else next.set("photo", String(photo));
    if (open) next.set("fullscreen", "1");
    else next.delete("fullscreen");
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <div className={styles.gallery}>
      <div className={styles.heroPhoto}>
        {hero ? (
          <Link
            to={hrefFor(current, { open: true })}
            preventScrollReset
            className={styles.heroLink}
            aria-label={`Open photo ${current} of ${photos.length} full screen`}
          >
            <ListingPicture
              src={hero.url}
              sources={hero.sources}
              sizes={photoSizes.main}
              alt={altFor(hero, current)}
              priority
              className={styles.heroImage}
            />
            <span className={styles.expandHint} aria-hidden="true">
              <ExpandIcon width="18" height="18" />
            </span>
          </Link>
        ) : (
          <ListingPhoto src={null} alt={`No photo of ${title} yet`} className={styles.heroImage} />
        )}
      </div>
      {photos.length > 1 ? (
        <ul className={styles.thumbnails} aria-label="Photos">
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li key={photo.url}>
                <Link
                  to={hrefFor(number, { open: false })}
                  replace
                  preventScrollReset
                  className={styles.thumbnail}
                  aria-current={number === current ? "true" : undefined}
                  aria-label={`Show photo ${number} of ${photos.length}`}
                >
                  <ListingPicture
                    src={photo.url}
                    sources={photo.sources}
                    sizes={photoSizes.thumbnail}
                    alt=""
                    loading="lazy"
                    className={styles.thumbnailImage}
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {fullscreen && hero ? (
        <FullScreenPhoto
          photo={hero}
          alt={altFor(hero, current)}
          number={current}
          count={photos.length}
          previousHref={hrefFor(current === 1 ? photos.length : current - 1)}
          nextHref={hrefFor(current === photos.length ? 1 : current + 1)}
          closeHref={hrefFor(current, { open: false })}
        />
      ) : null}
    </div>
  );
}

/**
 * One photo filling the screen, with Previous, Next (both wrap around) and Close as links.
 * Rendered open on the server, so it shows without JavaScript; once hydrated it becomes a
 * modal dialog, and Escape, the arrow keys and swipes follow the same links.
 */
function FullScreenPhoto({
  photo,
  alt,
  number,
  count,
  previousHref,
  nextHref,
  closeHref,
}: {
  photo: GalleryPhoto;
  alt: string;
  number: number;
  count: number;
  previousHref: string;
  nextHref: string;
  closeHref: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStartX = useRef<number | null>(null);
  const navigate = useNavigate();
  const go = (to: string) => navigate(to, { replace: true, preventScrollReset: true });

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(":modal")) return;
    element.close();
    element.showModal();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count > 1 && event.key === "ArrowLeft") go(previousHref);
    else if (count > 1 && event.key === "ArrowRight") go(nextHref);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStartX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStartX.current;
    swipeStartX.current = null;
    if (start === null || count < 2) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_MIN_PX) go(moved > 0 ? previousHref : nextHref);
  };

  return (
    <dialog
      ref={dialog}
      open
      className={styles.viewer}
      aria-label={`Photo ${number} of ${count}`}
      onCancel={(event) => {
        event.preventDefault();
        go(closeHref);
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewerBar}>
        <p className={styles.viewerCount} aria-live="polite">
          Photo {number} of {count}
        </p>
        <Link to={closeHref} replace preventScrollReset className={styles.viewerButton}>
          <CloseIcon />
          Close
        </Link>
      </div>
      <div className={styles.viewerStage} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <ListingPicture
          key={photo.url}
          src={photo.url}
          sources={photo.sources}
          sizes={photoSizes.fullScreen}
          alt={alt}
          className={styles.viewerImage}
          draggable={false}
        />
      </div>
      {count > 1 ? (
        <div className={styles.viewerNav}>
          <Link to={previousHref} replace preventScrollReset className={styles.viewerButton} aria-label="Previous photo">
            <ChevronLeftIcon />
            Previous
          </Link>
          <Link to={nextHref} replace preventScrollReset className={styles.viewerButton} aria-label="Next photo">
            Next
            <ChevronRightIcon width="20" height="20" />
          </Link>
        </div>
      ) : null}
    </dialog>
  );
}
