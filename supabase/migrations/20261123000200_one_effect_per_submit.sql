-- One submit, one effect: a double click, a form sent again from the browser's history or
-- a retried request must not store a contact message or a conversation message twice.
-- The forms cannot carry a one-time token here (the contact page is the same cached page
-- for everyone), so the key is the submission itself: the same sender sending the same
-- text to the same place within the resubmission window is one submission. Decided in
-- the database under a lock on that key, so two identical posts arriving at once store one.

create or replace function private.resubmission_window()
returns interval
language sql
immutable
as $$ select interval '10 minutes' $$;

comment on function private.resubmission_window() is
  'How long an identical contact message or conversation message counts as the same submission.';

-- contact_messages: the same email, subject and message.
create or replace function private.skip_repeated_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('contact:' || lower(new.email) || ':' || new.subject || ':' || new.message, 0));
  if exists (
    select 1 from public.contact_messages m
    where lower(m.email) = lower(new.email) and m.subject = new.subject and m.message = new.message
      and m.created_at > now() - private.resubmission_window()
  ) then
    return null; -- already stored: this insert is the same submission again
  end if;
  return new;
end;
$$;

create trigger contact_messages_skip_repeated
  before insert on public.contact_messages
  for each row execute function private.skip_repeated_contact_message();

create index contact_messages_email_created_at_idx on public.contact_messages (lower(email), created_at desc);

-- messages: the same sender, thread and text (an enquiry through send_listing_enquiry, or a
-- reply from the dashboard).
create or replace function private.skip_repeated_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('message:' || new.thread_id || ':' || new.sender_id || ':' || new.message_content, 0));
  if exists (
    select 1 from public.messages m
    where m.thread_id = new.thread_id and m.sender_id = new.sender_id and m.message_content = new.message_content
      and m.created_at > now() - private.resubmission_window()
  ) then
    return null;
  end if;
  return new;
end;
$$;

create trigger messages_skip_repeated
  before insert on public.messages
  for each row execute function private.skip_repeated_message();
