/** The signed-in user as the browser sees it (from the root loader). */
export type SessionUser = { id: string; email: string };
