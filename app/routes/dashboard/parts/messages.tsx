import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { FormAlert, SubmitButton, TextareaField } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import type { ConversationMessage, InboxThread } from "~/models/message.server";
import { formatDateTime } from "~/utils/format";
import { useFormResetKey } from "~/utils/misc";
import type { action } from "../route";
import * as dashboard from "../styles.css";
import * as styles from "./messages.css";
import { conversationHref, dashboardHref } from "./views";

type Conversation = {
  thread: Omit<InboxThread, "latestMessage" | "latestFromGenMarket" | "unreadCount">;
  messages: ConversationMessage[];
};

/** The Messages view: the inbox, or one conversation (?thread=). */
export function Messages({ threads, conversation }: { threads: InboxThread[] | null; conversation: Conversation | null }) {
  if (conversation) return <ConversationView {...conversation} />;
  return <Inbox threads={threads ?? []} />;
}

/** The member's conversations, most recent first, each a link to the conversation. */
function Inbox({ threads }: { threads: InboxThread[] }) {
  if (threads.length === 0) {
    return (
      <div className={dashboard.panelBody}>
        <p className={dashboard.emptyTitle}>No conversations yet</p>
        <p>Messages about a listing or an auction, and the replies to them, will appear here.</p>
      </div>
    );
  }
  return (
    <ul className={styles.threadList} aria-label="Conversations">
      {threads.map((thread) => (
        <li key={thread.id}>
          <Link
            to={conversationHref(thread.id)}
            className={thread.unreadCount > 0 ? `${styles.threadLink} ${styles.unreadThread}` : styles.threadLink}
          >
            <span className={styles.threadParty}>{thread.otherPartyName}</span>
            <time dateTime={thread.lastMessageAt} className={styles.threadTime}>
              {formatDateTime(thread.lastMessageAt)}
            </time>
            <span className={styles.threadListing}>{thread.listingTitle ?? "Listing no longer available"}</span>
            <span className={styles.threadPreview}>
              {/* One inline run, so the label flows with the text the preview clamps. */}
              <span>
                {thread.latestFromGenMarket ? <strong className={styles.fromGenMarket}>GenMarket: </strong> : null}
                {thread.latestMessage ?? "No messages yet"}
              </span>
            </span>
            {thread.unreadCount > 0 ? <span className={styles.unreadBadge}>{thread.unreadCount} unread</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const messageStyles = { me: styles.messageFromMe, them: styles.messageFromThem, genmarket: styles.messageFromGenMarket };

/** One conversation, oldest message first (GenMarket's own among them, so labelled), with the reply form. */
function ConversationView({ thread, messages }: Conversation) {
  const resetKey = useFormResetKey({ intent: "reply" });
  return (
    <div className={styles.conversation}>
      <p>
        <Link to={dashboardHref("messages")}>Back to messages</Link>
      </p>
      <h3 className={styles.conversationTitle}>Conversation with {thread.otherPartyName}</h3>
      <p>
        About:{" "}
        {thread.subjectHref && thread.listingTitle ? (
          <Link to={thread.subjectHref}>{thread.listingTitle}</Link>
        ) : thread.listingTitle ? (
          `${thread.listingTitle} (no longer listed)`
        ) : (
          "a listing that is no longer available"
        )}
      </p>
      {messages.length === 0 ? (
        <p>No messages yet</p>
      ) : (
        <ol className={styles.messageList} aria-label="Messages">
          {messages.map((message) => (
            <li key={message.id} className={messageStyles[message.from]}>
              <p className={styles.messageMeta}>
                {message.from === "genmarket" ? (
                  <strong className={styles.fromGenMarket}>GenMarket</strong>
                ) : (
                  <strong>{message.from === "me" ? "You" : thread.otherPartyName}</strong>
                )}
                {" · "}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </p>
              <p className={styles.messageText}>{message.content}</p>
            </li>
          ))}
        </ol>
      )}
      <ReplyForm key={resetKey} threadId={thread.id} otherPartyName={thread.otherPartyName} />
    </div>
  );
}

/**
 * Reply: posted to the dashboard's action, which validates (zod stays out of the page's
 * script, as on the listing page) and comes back to the conversation with a toast; the
 * form then starts again empty.
 */
function ReplyForm({ threadId, otherPartyName }: { threadId: string; otherPartyName: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const [form, fields] = useForm<{ threadId: string; message: string }>({
    id: "reply-form",
    lastResult: navigation.state === "idle" && actionData && "result" in actionData ? actionData.result : undefined,
    constraint: { message: { required: true } },
  });
  return (
    // noValidate: the server's messages, not the browser's bubbles, even without JavaScript.
    <Form method="post" preventScrollReset {...getFormProps(form)} noValidate className={formStyle}>
      <FormAlert id={form.errorId}>{form.errors?.join(" ")}</FormAlert>
      <input type="hidden" name="threadId" value={threadId} />
      <TextareaField
        label="Reply"
        help={`Your reply goes to ${otherPartyName}.`}
        textareaProps={{ ...getTextareaProps(fields.message), rows: 4 }}
        errors={fields.message.errors}
      />
      <div className={dashboard.actions}>
        <SubmitButton name="intent" value="reply" pending={sending} pendingLabel="Sending...">
          Send Reply
        </SubmitButton>
      </div>
    </Form>
  );
}
