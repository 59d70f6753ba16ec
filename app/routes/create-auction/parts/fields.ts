import type { FormMetadata } from "@conform-to/react";
import type { CreateAuctionInput } from "../schema";

/** The form's fields as conform gives them to the cards. */
export type CreateAuctionFields = ReturnType<FormMetadata<CreateAuctionInput, string[]>["getFieldset"]>;
