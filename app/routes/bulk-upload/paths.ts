/** The bulk upload page's addresses (no zod here: the page's parts link with them). */

export const BULK_UPLOAD_PATH = "/bulk-upload";

/** A stored preview's page: it survives a reload, and is where Confirm posts. */
export const importPath = (importId: string) => `${BULK_UPLOAD_PATH}?import=${importId}`;

/** An import's error report (CSV). */
export const errorReportPath = (importId: string) => `${BULK_UPLOAD_PATH}/imports/${importId}/errors.csv`;
