import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { ErrorSummary, SubmitButton, TextareaField } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { Avatar } from "~/components/profile/avatar";
import type { ConversationMessage, ConversationThread } from "~/models/message.server";
import { getFormProps, getTextareaProps } from "~/utils/conform-helpers";
import { useServerVerdictForm } from "~/utils/form-metadata";
import { formatDateTime } from "~/utils/format";
import { useFormResetKey } from "~/utils/misc";
import * as styles from "./messages.css";
import type { replyToThread } from "./messages.server";
import { REPLY_INTENT } from "./threads";

const messageStyles = { me: styles.messageFromMe, them: styles.messageFromThem, genmarket: styles.messageFromGenMarket };

/**
 * One conversation, oldest message first (GenMarket's own among them, so labelled), each with
 * its writer's photo or initial, and the reply form. The buyer is offered to review the seller.
 */
export default function ConversationView({
  thread,
  messages,
  backHref,
  backLabel,
}: {
  thread: ConversationThread;
  messages: ConversationMessage[];
  backHref: string;
  backLabel: string;
}) {
  const resetKey = useFormResetKey({ intent: REPLY_INTENT });
  const reviewHref =
    thread.side === "buyer" && thread.otherPartyId
      ? `/seller/${thread.otherPartyId}/review${thread.listingId ? `?listing=${thread.listingId}` : ""}`
      : null;
  return (
    <div className={styles.conversation}>
      <p>
        <Link to={backHref}>{backLabel}</Link>
      </p>
      <div className={styles.conversationHeader}>
        <Avatar name={thread.otherPartyName} url={thread.otherPartyImageUrl} />
        <h3 className={styles.conversationTitle}>Conversation with {thread.otherPartyName}</h3>
      </div>
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
      {reviewHref ? (
        <p>
          <Link to={reviewHref}>Review this seller</Link>
        </p>
      ) : null}
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
                  <>
                    <Avatar
                      name={message.from === "me" ? "You" : thread.otherPartyName}
                      url={message.from === "me" ? thread.ownImageUrl : thread.otherPartyImageUrl}
                      size={28}
                    />
                    <strong>{message.from === "me" ? "You" : thread.otherPartyName}</strong>
                  </>
                )}
                <span aria-hidden="true">·</span>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </p>
              <p className={styles.messageText}>{message.content}</p>
            </li>
          ))}
        </ol>
      )}
      {thread.otherPartyId ? (
        <ReplyForm key={resetKey} threadId={thread.id} otherPartyName={thread.otherPartyName} />
      ) : (
        <p>This member has closed their account, so the conversation cannot be replied to.</p>
      )}
    </div>
  );
}

/**
 * Reply: posted to the page's own address, whose action validates (zod stays out of the
 * page's script, as on the listing page) and comes back to the conversation with a toast; the
 * form then starts again empty.
 */
function ReplyForm({ threadId, otherPartyName }: { threadId: string; otherPartyName: string }) {
  const actionData = useActionData<typeof replyToThread>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === REPLY_INTENT;
  const [form, fields] = useServerVerdictForm<{ threadId: string; message: string }>({
    id: "reply-form",
    lastResult: navigation.state === "idle" && actionData && "result" in actionData ? actionData.result : undefined,
    constraint: { message: { required: true } },
  });
  return (
    // noValidate: the server's messages, not the browser's bubbles, even without JavaScript.
    <Form method="post" preventScrollReset {...getFormProps(form)} noValidate className={formStyle}>
      <ErrorSummary form={form} />
      <input type="hidden" name="threadId" value={threadId} />
      <TextareaField
        label="Reply"
        help={`Your reply goes to ${otherPartyName}.`}
        textareaProps={{ ...getTextareaProps(fields.message), rows: 4 }}
        errors={fields.message.errors}
      />
      <div className={styles.actions}>
        <SubmitButton name="intent" value={REPLY_INTENT} pending={sending} pendingLabel="Sending...">
          Send Reply
        </SubmitButton>
      </div>
    </Form>
  );
}
