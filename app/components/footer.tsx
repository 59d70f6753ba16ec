import { Link } from "@remix-run/react";
import { footerLegalLinks, footerNavigation } from "~/content/navigation";
import * as styles from "./footer.css";

export function Footer({ year }: { year: number }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.brandName}>GenMarket</p>
          <p className={styles.tagline}>
            The UK marketplace for used and new-in-stock generators: buy, sell, auction and hire, from portable units
            to multi-megawatt standby sets.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className={styles.heading}>Explore</h2>
          <ul className={styles.linkGrid}>
            {footerNavigation.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Help &amp; legal</h2>
          <ul className={styles.list}>
            {footerLegalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.bottom}>© {year} GenMarket. All prices in GBP.</p>
    </footer>
  );
}
