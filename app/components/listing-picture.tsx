import { useState, type ComponentProps } from "react";
import type { PhotoSources } from "~/utils/photo-sources";
import { ListingPhoto } from "./listing-photo";

/**
 * How wide a photo is shown, for the browser to pick a copy from `srcset`: a card is a
 * column of the grid (one on a phone, two on a tablet, three or four on a desktop), the
 * gallery's main photo the page's main column, a thumbnail a few rem, the full-screen view
 * the screen. The browser multiplies by the screen's pixel ratio: a phone (390 px at 2 or 3×,
 * Lighthouse's 412 px at 1.75×) takes the 1280 copy of a full-width card, the 640 of the main
 * photo up to 2× (the 1280 at 3×), a desktop the 320 of a card and the 1280 of the main photo.
 */
export const photoSizes = {
  card: "(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw",
  // Below 1024px the stage is the screen less the page's and the card's padding (74 CSS px on a
  // 390 and a 412 px phone: npm run bench's photos case), so phones at 1.75 and 2× take the 640
  // copy, not the 1280 that 100vw asked for (Lighthouse's "Improve image delivery").
  main: "(min-width: 1024px) 800px, calc(100vw - 4.5rem)",
  thumbnail: "120px",
  fullScreen: "100vw",
} as const;

/**
 * A card of the browse page's results as its view lays it out (app/components/listing-results.css.ts).
 * The list, on phones unless the grid is chosen, shows the photo whole in a 4:3 box 7.5rem
 * wide: phones up to 2× take the 320 copy, 3× ones the 640 (docs/performance.md#photos). The
 * list chosen on a wider screen: a 16rem column beside the whole card, about 20rem drawn (not
 * measured).
 */
export const resultCardSizes = {
  auto: `(max-width: 39.99rem) 7.5rem, ${photoSizes.card}`,
  list: "(max-width: 39.99rem) 7.5rem, 20rem",
  grid: photoSizes.card,
} as const;

/**
 * A listing photo from its web copies (docs/decisions/016-photo-processing.md): a `<picture>`
 * offering the WebP copies, else the JPEG ones (the `<img>`'s own srcset), at the width
 * `sizes` says it is shown at, with the `<img>` sized as the copies are so nothing moves as
 * it loads. A photo without copies (the seed's), or whose copy fails to load, is a
 * ListingPhoto of `src` (its placeholder when that fails too). Kept apart from ListingPhoto so
 * pages showing only uploads in progress (the sell wizard) do not ship it.
 */
export function ListingPicture({
  sources,
  sizes,
  ...props
}: ComponentProps<typeof ListingPhoto> & { sources: PhotoSources | null | undefined; sizes: string }) {
  // The copies that failed to load, so other copies (a new photo shown here) are tried afresh.
  const [failed, setFailed] = useState<PhotoSources | null>(null);
  const { src, alt, priority, ...attributes } = props;
  if (!src || !sources || failed === sources) return <ListingPhoto {...props} />;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        // Run at every commit, hydration included: a copy may have failed before onError was attached.
        ref={(element) => {
          if (element?.complete && !element.naturalWidth) setFailed(sources);
        }}
        width={sources.width}
        height={sources.height}
        {...attributes}
        // As ListingPhoto's priority: fetchpriority spelt in lower case, which React 18 passes through.
        {...(priority ? { fetchpriority: "high", loading: "eager" } : {})}
        alt={alt}
        src={src}
        srcSet={sources.jpeg}
        sizes={sizes}
        onError={() => setFailed(sources)}
      />
    </picture>
  );
}
