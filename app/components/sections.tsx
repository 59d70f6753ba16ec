import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import * as styles from "./sections.css";
import { button } from "./ui/button.css";
import { visuallyHidden } from "./ui/visually-hidden.css";

type SectionName =
  | {
      /** The section's h2; `headingId` names the region after it. */
      title: ReactNode;
      headingId: string;
      label?: never;
    }
  | {
      title?: never;
      headingId?: never;
      /** The region's name where the section shows no heading (a row of figures). */
      label: string;
    };

type SectionProps = SectionName & {
  id?: string;
  /** On a full-width white band, to set it apart from its neighbours. */
  band?: boolean;
  /** A paragraph under the heading. */
  lead?: ReactNode;
  /** More of the header, under the lead (e.g. a list of tags). */
  headerExtra?: ReactNode;
  /** Long-form text: heading and content in one readable column. */
  prose?: boolean;
  /** A heading for screen readers only, where the content speaks for itself on screen. */
  titleHidden?: boolean;
  children: ReactNode;
};

/** A block of a content page: its h2 (and lead), then what it holds, in the page's measure. */
export function Section({
  id,
  title,
  headingId,
  label,
  band = false,
  lead,
  headerExtra,
  prose = false,
  titleHidden = false,
  children,
}: SectionProps) {
  const heading =
    title === undefined ? null : (
      <h2 id={headingId} className={titleHidden ? visuallyHidden : styles.sectionTitle}>
        {title}
      </h2>
    );
  const header =
    heading && !titleHidden ? (
      <div className={styles.sectionHeader}>
        {heading}
        {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
        {headerExtra}
      </div>
    ) : (
      heading
    );
  const section = (
    <section id={id} className={styles.section} aria-labelledby={headingId} aria-label={label}>
      {prose ? (
        <div className={styles.prose}>
          {heading}
          {children}
        </div>
      ) : (
        <>
          {header}
          {children}
        </>
      )}
    </section>
  );
  return band ? <div className={styles.band}>{section}</div> : section;
}

type CardContent = { title: string; text?: string };

/**
 * Cards in a grid, each with its h3 (h4 under an h3) and text; `numbered` makes them the
 * numbered steps of an ordered list. `badge` sits beside a card's title, `children` after its text.
 */
export function CardList<Item extends CardContent>({
  items,
  numbered = false,
  label,
  className,
  headingLevel = 3,
  titleClassName,
  badge,
  children,
}: {
  items: readonly Item[];
  numbered?: boolean;
  /** The list's accessible name, where the section's heading does not say what it lists. */
  label?: string;
  /** Another grid for the cards (e.g. fixed columns). */
  className?: string;
  headingLevel?: 3 | 4;
  titleClassName?: string;
  badge?: (item: Item) => ReactNode;
  children?: (item: Item) => ReactNode;
}) {
  const List = numbered ? "ol" : "ul";
  const Title = headingLevel === 4 ? "h4" : "h3";
  const titleStyle = [headingLevel === 4 ? styles.minorCardTitle : styles.cardTitle, titleClassName].filter(Boolean).join(" ");
  return (
    <List className={className ?? (numbered ? styles.steps : styles.cardGrid)} aria-label={label}>
      {items.map((item) => {
        const title = <Title className={titleStyle}>{item.title}</Title>;
        return (
          <li key={item.title} className={numbered ? styles.step : styles.card}>
            {badge ? (
              <div className={styles.cardHead}>
                {title}
                {badge(item)}
              </div>
            ) : (
              title
            )}
            {item.text ? <p className={styles.cardText}>{item.text}</p> : null}
            {children?.(item)}
          </li>
        );
      })}
    </List>
  );
}

/** A call to action on a blue band: a path in the app, or `#…` for a place on the same page. */
export type BandLink = { to: string; label: string };

/** A blue band's calls to action: the first in the accent colour, the others outlined. */
export function BandLinks({ links }: { links: readonly BandLink[] }) {
  return (
    <div className={styles.actions}>
      {links.map((link, index) => {
        const className = index === 0 ? button.accent : button.onDark;
        // A place on this page is a plain anchor: the browser jumps there, with or without JavaScript.
        return link.to.startsWith("#") ? (
          <a key={link.label} href={link.to} className={className}>
            {link.label}
          </a>
        ) : (
          <Link key={link.label} to={link.to} className={className}>
            {link.label}
          </Link>
        );
      })}
    </div>
  );
}

/** The closing call to action at the foot of a page: a heading, a sentence and its links. */
export function CtaBand({
  headingId,
  title,
  text,
  links,
}: {
  headingId: string;
  title: string;
  text: string;
  links: readonly BandLink[];
}) {
  return (
    <section className={styles.ctaBand} aria-labelledby={headingId}>
      <div className={styles.ctaInner}>
        <h2 id={headingId} className={styles.ctaTitle}>
          {title}
        </h2>
        <p className={styles.ctaText}>{text}</p>
        <BandLinks links={links} />
      </div>
    </section>
  );
}
