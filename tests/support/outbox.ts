/**
 * The emails a local backend's outbox holds for an address (supabase/local/outbox.ts), as the
 * worker and browser tests read them: every kind, or one.
 */
import type { OutboxEmail } from "../../supabase/local/outbox.ts";

export async function outboxEmails(backendUrl: string, address: string, kind?: string): Promise<OutboxEmail[]> {
  const response = await fetch(`${backendUrl}/_local/outbox?${new URLSearchParams({ to: address })}`);
  if (!response.ok) throw new Error(`the outbox answered ${response.status}`);
  const emails = (await response.json()) as OutboxEmail[];
  return kind ? emails.filter((email) => email.kind === kind) : emails;
}
