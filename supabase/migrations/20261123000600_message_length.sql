-- A conversation message is at most 2,000 characters, as the enquiry and reply forms say
-- (ENQUIRY_MAX in app/utils/message-validation.ts; supabase/messaging.test.ts ties the two).
-- The table allowed 5,000, so a message sent through the API could be longer than any form
-- lets a member write or the inbox expects to show.

alter table public.messages drop constraint messages_message_content_check;
alter table public.messages add constraint messages_message_content_check
  check (btrim(message_content) <> '' and char_length(message_content) <= 2000);
