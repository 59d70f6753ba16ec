import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { button } from "./ui/button.css";

export type ButtonLink = { to: string; label: string; variant: keyof typeof button };

/** A row of links that look like buttons, such as the way on from a page or an empty list. */
export function ButtonLinks({ className, links, children }: { className: string; links: ButtonLink[]; children?: ReactNode }) {
  return (
    <div className={className}>
      {links.map(({ to, label, variant }) => (
        <Link key={to} to={to} className={button[variant]}>
          {label}
        </Link>
      ))}
      {children}
    </div>
  );
}
