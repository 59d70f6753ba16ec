import { isRouteErrorResponse, Link, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import * as page from "./page.css";
import { button } from "./ui/button.css";

type StatusHandler = (info: { error: ErrorResponse }) => ReactNode;

/**
 * Shows a friendly page for any error: a handler per status for thrown responses, and one
 * generic page for exceptions. Never prints an error's message or stack to the visitor.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = ({ error }) => <ErrorPage status={error.status} title="Something went wrong" />,
  unexpectedErrorHandler = () => <ErrorPage status={500} title="Something went wrong" />,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  defaultStatusHandler?: StatusHandler;
  unexpectedErrorHandler?: (error: unknown) => ReactNode;
}) {
  const error = useRouteError();
  if (typeof document !== "undefined" && !isRouteErrorResponse(error)) {
    console.error(error);
  }
  if (isRouteErrorResponse(error)) {
    return <>{(statusHandlers?.[error.status] ?? defaultStatusHandler)({ error })}</>;
  }
  return <>{unexpectedErrorHandler(error)}</>;
}

export function ErrorPage({
  status,
  title,
  children,
  action,
}: {
  status: number;
  title: string;
  children?: ReactNode;
  /** The way on from here; by default a link home. */
  action?: ReactNode;
}) {
  return (
    <div className={page.container}>
      <div className={`${page.card} ${page.centered}`}>
        <p className={page.bigStatus}>{status}</p>
        <h1 className={page.pageTitle}>{title}</h1>
        {children ?? (
          <p className={page.lead}>
            We're sorry, something went wrong on our side. Please try again in a moment, or go back to the home page.
          </p>
        )}
        {action ?? (
          <Link to="/" className={button.primary}>
            Go back home
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * A listing that does not exist, or that the reader may not see (the same page either way,
 * so it gives nothing away), with the way on that fits where it was asked for.
 */
export function ListingNotFoundPage({ to, label }: { to: string; label: string }) {
  return (
    <ErrorPage
      status={404}
      title="Listing Not Found"
      action={
        <Link to={to} className={button.primary}>
          {label}
        </Link>
      }
    >
      <p className={page.lead}>The generator listing you're looking for doesn't exist or has been removed.</p>
    </ErrorPage>
  );
}
