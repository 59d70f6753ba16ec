import { Link } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "./error-boundary";
import * as page from "./page.css";
import { button } from "./ui/button.css";

/**
 * A route's error boundary whose 404 names what is missing (`lead`) and, where given, the way
 * on from there instead of the link home.
 */
export function NotFoundBoundary({ title, lead, browse }: { title: string; lead: string; browse?: { to: string; label: string } }) {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorPage
            status={404}
            title={title}
            action={
              browse ? (
                <Link to={browse.to} className={button.primary}>
                  {browse.label}
                </Link>
              ) : undefined
            }
          >
            <p className={page.lead}>{lead}</p>
          </ErrorPage>
        ),
      }}
    />
  );
}
