import * as z from "zod";
import { emailAddress, requiredText } from "~/utils/validation";

/** The contact form (docs/spec/01-marketplace-core.md §2 "Contact"); contact_messages' check constraints mirror it. */
export const ContactSchema = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  email: emailAddress(),
  subject: requiredText("Subject", 150),
  message: requiredText("Message", 5000),
});

export type ContactMessage = z.infer<typeof ContactSchema>;
