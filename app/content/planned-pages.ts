/**
 * Pages of the route list (docs/spec/01-marketplace-core.md §2) that later issues build. Until a page has its own
 * route module, the catch-all route answers its path with this short holding page instead
 * of a 404, so every link in the header and footer already leads somewhere real.
 * Remove a path from here when its route lands.
 */
export type PlannedPage = {
  title: string;
  summary: string;
  /** Signed-in users only: visitors are sent to sign in first. */
  requiresUser?: boolean;
};

export const plannedPages: Record<string, PlannedPage> = {};
