import * as styles from "./messages.css";

/**
 * A party's photo (profiles.image_url) beside their words, or the first letter of their name
 * on a plain disc when they have none. Decorative: the name is always written beside it.
 */
export function PartyAvatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  if (imageUrl) return <img src={imageUrl} alt="" className={styles.avatar} width={40} height={40} loading="lazy" />;
  return (
    <span className={`${styles.avatar} ${styles.avatarInitial}`} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
