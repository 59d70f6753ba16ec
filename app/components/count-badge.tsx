import * as styles from "./count-badge.css";
import { visuallyHidden } from "./ui/visually-hidden.css";

/**
 * A count beside a label, read out with what it counts ('Dashboard, 3 unread messages');
 * nothing at zero. `corner` puts it on an icon button's corner (the button needs position: relative).
 */
export function CountBadge({ count, label, corner = false }: { count: number; label: string; corner?: boolean }) {
  if (count <= 0) return null;
  return (
    <span className={corner ? styles.corner : styles.badge}>
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className={visuallyHidden}>, {count} {label}</span>
    </span>
  );
}
