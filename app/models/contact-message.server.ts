import type { ContactMessage } from "~/utils/contact-validation";
import type { SupabaseClient } from "~/utils/supabase.server";

/** Stores a message from the contact form. Visitors may insert but never read one back. */
export async function sendContactMessage(supabase: SupabaseClient, message: ContactMessage) {
  const { error } = await supabase.from("contact_messages").insert({
    first_name: message.firstName,
    last_name: message.lastName,
    email: message.email,
    subject: message.subject,
    message: message.message,
  });
  return { error };
}
