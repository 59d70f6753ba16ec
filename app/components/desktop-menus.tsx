import { Link, NavLink } from "@remix-run/react";
import * as NavigationMenu from "radix-ui/navigation-menu";
import { headerNavigation, visibleLinks } from "~/content/navigation";
import * as styles from "./header.css";
import { ChevronDownIcon } from "./icons";
import { MenuLinks } from "./menu-links";

/** With JavaScript: Radix navigation menus that open on hover or click, with the spec's delays. */
export default function DesktopMenus({ signedIn }: { signedIn: boolean }) {
  return (
    <NavigationMenu.Root delayDuration={200} skipDelayDuration={300}>
      <NavigationMenu.List className={styles.navList}>
        {headerNavigation.map((item) =>
          item.kind === "link" ? (
            <NavigationMenu.Item key={item.label} className={styles.navItem}>
              <NavigationMenu.Link asChild>
                <NavLink to={item.to} end className={styles.navLink}>
                  {item.label}
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.label} className={styles.navItem}>
              <NavigationMenu.Trigger className={styles.navTrigger}>
                {item.label}
                <ChevronDownIcon className={styles.chevron} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={styles.menuPanel}>
                <MenuLinks
                  label={item.label}
                  links={visibleLinks(item.links, signedIn)}
                  renderLink={(link, content) => (
                    <NavigationMenu.Link asChild>
                      <Link to={link.to} className={styles.menuLink}>
                        {content}
                      </Link>
                    </NavigationMenu.Link>
                  )}
                />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

