import { avatarSources } from "~/utils/photo-sources";
import * as styles from "./profile.css";

/** The first letters of a name's first two words, for a member without a photo. */
export function initialsOf(name: string) {
  const words = name.trim().split(/[\s@._-]+/).filter(Boolean);
  return words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join("") || "?";
}

/**
 * A member's round photo (profiles.image_url), or their initials without one. `alt` empty
 * where the name is written beside it (the header's greeting). A photo stored as web copies
 * is a `<picture>` offering them (WebP, else JPEG) for the size it is shown at.
 */
export function Avatar({ url, name, size = 40, alt = "" }: { url: string | null; name: string; size?: number; alt?: string }) {
  const box = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  const sources = avatarSources(url);
  if (url && sources) {
    return (
      <picture>
        <source type="image/webp" srcSet={sources.webp} sizes={`${size}px`} />
        <img src={url} srcSet={sources.jpeg} sizes={`${size}px`} alt={alt} width={size} height={size} className={styles.avatar} style={box} />
      </picture>
    );
  }
  if (url) return <img src={url} alt={alt} width={size} height={size} className={styles.avatar} style={box} />;
  return (
    <span className={styles.avatar} style={box} aria-hidden={alt ? undefined : true} role={alt ? "img" : undefined} aria-label={alt || undefined}>
      {initialsOf(name)}
    </span>
  );
}
