import * as styles from "./profile.css";

/** The first letters of a name's first two words, for a member without a photo. */
export function initialsOf(name: string) {
  const words = name.trim().split(/[\s@._-]+/).filter(Boolean);
  return words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join("") || "?";
}

/**
 * A member's round photo (profiles.image_url), or their initials without one. `alt` empty
 * where the name is written beside it (the header's greeting). One <img> of the address it is
 * given: the header's is the 160 px copy (app/utils/auth.server.ts), others the 320 px one;
 * no <picture> of the WebP copies, since the header is on every page and its JavaScript
 * within a few bytes of the budget (docs/accounts.md).
 */
export function Avatar({ url, name, size = 40, alt = "" }: { url: string | null; name: string; size?: number; alt?: string }) {
  const box = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (url) return <img src={url} alt={alt} width={size} height={size} className={styles.avatar} style={box} />;
  return (
    <span className={styles.avatar} style={box} aria-hidden={alt ? undefined : true} role={alt ? "img" : undefined} aria-label={alt || undefined}>
      {initialsOf(name)}
    </span>
  );
}
