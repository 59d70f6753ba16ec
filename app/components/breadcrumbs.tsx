import { Link, useLocation, useMatches } from "@remix-run/react";
import { breadcrumbsFor } from "~/utils/breadcrumbs";
import * as styles from "./breadcrumbs.css";
import { ChevronRightIcon } from "./icons";

/** A route can hide the trail, e.g. the 404 page: `handle = { hideBreadcrumbs: (data) => … }`. */
export type BreadcrumbHandle = { hideBreadcrumbs?: boolean | ((data: unknown) => boolean) };

export function Breadcrumbs() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const hidden = matches.some((match) => {
    const rule = (match.handle as BreadcrumbHandle | undefined)?.hideBreadcrumbs;
    return typeof rule === "function" ? rule(match.data) : Boolean(rule);
  });
  const crumbs = breadcrumbsFor(pathname, search);
  if (hidden || crumbs.length < 2) return null;

  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.to} className={styles.item}>
              {index > 0 ? <ChevronRightIcon /> : null}
              {last ? (
                <span aria-current="page" className={styles.current}>
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className={styles.link}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
