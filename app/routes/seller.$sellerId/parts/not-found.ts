/** The 404 for an unknown seller id, from the loader and in the error page. */
export const SELLER_NOT_FOUND = "Seller not found";
