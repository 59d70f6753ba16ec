import type { FormMetadata } from "@conform-to/react";
import type { AuctionDetailsInput, CreateAuctionInput } from "../schema";

/** The form's fields as conform gives them to the cards. */
export type CreateAuctionFields = ReturnType<FormMetadata<CreateAuctionInput, string[]>["getFieldset"]>;

/** The generator details' fields, as the edit form (details only) gives them. */
export type AuctionDetailsFields = ReturnType<FormMetadata<AuctionDetailsInput, string[]>["getFieldset"]>;
