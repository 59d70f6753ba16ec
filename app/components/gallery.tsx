import { Link, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { ListingPhoto } from "~/components/listing-photo";
import { ListingPicture, photoSizes } from "~/components/listing-picture";
import { defaultPhotoAlt } from "~/models/listing-photo-rules";
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
 * The main photo and thumbnails (docs/spec/01-marketplace-core.md §2; the auction page too,
 * docs/spec/02-auctions-and-seller-tools.md §2). The main photo is shown whole on a stage of a
 * fixed shape (a portrait or panoramic photo is not cropped; nothing moves as photos load or
 * change), with Previous and Next over it and the thumbnails in a row below that scrolls
 * sideways past four. Everything is a link to the same page with ?photo=N (and ?fullscreen=1
 * for the full-screen view), so it works without JavaScript; with it, the route skips
 * reloading data for these changes (shouldRevalidate) and only the photo swaps, the arrow
 * keys move while focus is in the gallery, and a horizontal swipe on the photo moves too.
 * Full screen, JavaScript adds a modal dialog (focus kept inside, Escape closes), the arrow
 * keys and swiping.
 */
export function Gallery({ photos, title }: { photos: GalleryPhoto[]; title: string }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const strip = useRef<HTMLUListElement>(null);
  const requested = Number.parseInt(searchParams.get("photo") ?? "1", 10);
  const current = Number.isInteger(requested) && requested >= 1 && requested <= photos.length ? requested : 1;
  const fullscreen = searchParams.get("fullscreen") === "1" && photos.length > 0;
  const hero = photos[current - 1];
  const count = photos.length;
  const previous = current === 1 ? count : current - 1;
  const next = current === count ? 1 : current + 1;
  const altFor = (photo: GalleryPhoto, number: number) => photo.alt ?? defaultPhotoAlt(title, number);

  const hrefFor = (photo: number, { open = fullscreen }: { open?: boolean } = {}) => {
    const next = new URLSearchParams(searchParams);
    if (photo === 1) next.delete("photo");
    else next.set("photo", String(photo));
    if (open) next.set("fullscreen", "1");
    else next.delete("fullscreen");
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  // Where the photo is heading: a key held down moves on from there before the URL has caught up.
  const heading = useRef(current);
  useEffect(() => {
    heading.current = current;
  }, [current]);
  const step = (by: number) => {
    heading.current = ((heading.current - 1 + by + count) % count) + 1;
    navigate(hrefFor(heading.current, { open: false }), { replace: true, preventScrollReset: true });
  };
  const swipe = useSwipe((direction) => step(direction === "previous" ? -1 : 1));

  // The current thumbnail stays in view as the photos change (the row scrolls sideways).
  useEffect(() => {
    const row = strip.current;
    const thumbnail = row?.children[current - 1] as HTMLElement | undefined;
    if (!row || !thumbnail) return;
    const left = thumbnail.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + thumbnail.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left - (row.clientWidth - thumbnail.offsetWidth) / 2;
    }
  }, [current]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (fullscreen || count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
    else return;
    event.preventDefault();
  };

  return (
    // Arrow keys reach it from the links inside (bubbling); it is no control itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section className={styles.gallery} aria-label={`Photos of ${title}`} onKeyDown={onKeyDown}>
      <div className={styles.stage} {...(count > 1 ? swipe : {})}>
        {hero ? (
          <Link
            to={hrefFor(current, { open: true })}
            preventScrollReset
            className={styles.heroLink}
            aria-label={`Open photo ${current} of ${count} full screen`}
            draggable={false}
          >
            <ListingPicture
              src={hero.url}
              sources={hero.sources}
              sizes={photoSizes.main}
              alt={altFor(hero, current)}
              priority
              className={styles.heroImage}
              draggable={false}
            />
            <span className={styles.expandHint} aria-hidden="true">
              <ExpandIcon width="18" height="18" />
            </span>
          </Link>
        ) : (
          <ListingPhoto src={null} alt={`No photo of ${title} yet`} className={styles.heroImage} />
        )}
        {count > 1 ? (
          <>
            <Link to={hrefFor(previous)} replace preventScrollReset className={`${styles.stageButton} ${styles.stagePrevious}`} aria-label="Previous photo">
              <ChevronLeftIcon />
            </Link>
            <Link to={hrefFor(next)} replace preventScrollReset className={`${styles.stageButton} ${styles.stageNext}`} aria-label="Next photo">
              <ChevronRightIcon width="20" height="20" />
            </Link>
            <p className={styles.stageCount} aria-live="polite">
              {`Photo ${current} of ${count}`}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul ref={strip} className={styles.thumbnails} aria-label="Photos">
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li key={photo.url} className={styles.thumbnailItem}>
                <Link
                  to={hrefFor(number, { open: false })}
                  replace
                  preventScrollReset
                  className={styles.thumbnail}
                  aria-current={number === current ? "true" : undefined}
                  aria-label={`Show photo ${number} of ${count}`}
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
          count={count}
          previousHref={hrefFor(previous)}
          nextHref={hrefFor(next)}
          closeHref={hrefFor(current, { open: false })}
        />
      ) : null}
    </section>
  );
}

/**
 * A horizontal swipe (pointer events: touch, pen or a mouse drag) of at least SWIPE_MIN_PX:
 * its handlers for the element swiped on. A swipe that ends on a link does not also follow it.
 */
function useSwipe(onSwipe: (direction: "previous" | "next") => void) {
  const startX = useRef<number | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      startX.current = event.clientX;
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const start = startX.current;
      startX.current = null;
      if (start === null) return;
      const moved = event.clientX - start;
      if (Math.abs(moved) < SWIPE_MIN_PX) return;
      swiped.current = true;
      onSwipe(moved > 0 ? "previous" : "next");
    },
    onClickCapture: (event: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
    },
  };
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
  const navigate = useNavigate();
  const go = (to: string) => navigate(to, { replace: true, preventScrollReset: true });
  const swipe = useSwipe((direction) => go(direction === "previous" ? previousHref : nextHref));

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
      <div className={styles.viewerStage} {...(count > 1 ? swipe : {})}>
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
