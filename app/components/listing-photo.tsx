import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";

const LISTING_PHOTO_PLACEHOLDER = "/listing-placeholder.svg";

/**
 * `fetchpriority="high"`, spelt in lower case: React 18 does not know the attribute, and
 * passes it through as written (camel case would warn).
 */
const highFetchPriority = { fetchpriority: "high" };

/**
 * A listing photo that falls back to the placeholder when it is missing or fails to load
 * (docs/spec/01-marketplace-core.md §8). A photo can fail before React hydrates and attaches onError, so the effect
 * also checks whether the browser already gave up on it. `priority`: the page's largest
 * image (its Largest Contentful Paint), fetched ahead of the rest and never lazily.
 */
export function ListingPhoto({
  src,
  alt,
  priority = false,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt"> & { src: string | null; alt: string; priority?: boolean }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setFailed(false);
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, [src]);
  return (
    <img
      ref={image}
      width={800}
      height={600}
      {...props}
      {...(priority ? { ...highFetchPriority, loading: "eager" } : {})}
      alt={alt}
      src={src && !failed ? src : LISTING_PHOTO_PLACEHOLDER}
      onError={() => setFailed(true)}
    />
  );
}
