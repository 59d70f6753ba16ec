import type { ReactNode } from "react";
import { ButtonLinks, type ButtonLink } from "./button-links";

/**
 * What a signed-in buyer sees where a page is for sellers only (bulk upload, creating an
 * auction): a titled card saying why, and the ways on. Each page keeps its own words and classes.
 */
export function SellersOnlyNote({
  classNames,
  title,
  children,
  links,
}: {
  classNames: { card: string; title: string; links: string };
  title: string;
  children: ReactNode;
  links: ButtonLink[];
}) {
  return (
    <section className={classNames.card} aria-labelledby="sellers-only-heading">
      <h2 id="sellers-only-heading" className={classNames.title}>
        {title}
      </h2>
      <p>{children}</p>
      <ButtonLinks className={classNames.links} links={links} />
    </section>
  );
}
