import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { ListingPhoto } from "~/components/listing-card";
import * as styles from "./gallery.css";

/** A photo as the gallery shows it: its URL (routes/photos.$.ts) and its alternative text, if any. */
export type GalleryPhoto = { url: string; alt: string | null };

/**
 * The main photo and thumbnails (spec 01 §2; the auction page too, spec 02 §2). A thumbnail is a link to
 * ?photo=N, so it works without JavaScript; with it, the route skips reloading data for
 * that change (shouldRevalidate) and only the main photo swaps.
 */
export function Gallery({ photos, title }: { photos: GalleryPhoto[]; title: string }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const requested = Number.parseInt(searchParams.get("photo") ?? "1", 10);
  const current = Number.isInteger(requested) && requested >= 1 && requested <= photos.length ? requested : 1;
  const hero = photos[current - 1];

  const hrefFor = (photo: number) => {
    const next = new URLSearchParams(searchParams);
    if (photo === 1) next.delete("photo");
    else next.set("photo", String(photo));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <div className={styles.gallery}>
      <div className={styles.heroPhoto}>
        <ListingPhoto
          src={hero?.url ?? null}
          alt={hero ? (hero.alt ?? `${title}, photo ${current}`) : `No photo of ${title} yet`}
          className={styles.heroImage}
        />
      </div>
      {photos.length > 1 ? (
        <ul className={styles.thumbnails} aria-label="Photos">
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li key={photo.url}>
                <Link
                  to={hrefFor(number)}
                  replace
                  preventScrollReset
                  className={styles.thumbnail}
                  aria-current={number === current ? "true" : undefined}
                  aria-label={`Show photo ${number} of ${photos.length}`}
                >
                  <ListingPhoto src={photo.url} alt="" loading="lazy" className={styles.thumbnailImage} />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
