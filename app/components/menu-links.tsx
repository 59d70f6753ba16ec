import type { NavLink as NavLinkData } from "~/content/navigation";
import * as styles from "./header.css";

/** The links of one header menu, with their descriptions; each header version renders the link. */
export function MenuLinks({
  label,
  links,
  renderLink,
}: {
  label: string;
  links: NavLinkData[];
  renderLink: (link: NavLinkData, content: JSX.Element) => JSX.Element;
}) {
  return (
    <ul className={styles.menuList} aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          {renderLink(
            link,
            <>
              <span className={styles.menuLinkLabel}>{link.label}</span>
              {link.description ? <span className={styles.menuLinkDescription}>{link.description}</span> : null}
            </>,
          )}
        </li>
      ))}
    </ul>
  );
}

