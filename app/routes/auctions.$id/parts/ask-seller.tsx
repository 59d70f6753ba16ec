import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { FormAlert, SubmitButton, TextareaField } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { MessageIcon } from "~/components/icons";
import { useFormResetKey } from "~/utils/misc";
import type { action } from "../route";
import * as styles from "../styles.css";

/**
 * Ask Seller a Question: starts or continues the member's conversation with the seller about
 * this auction (send_auction_question); both read it in Messages. Visitors are sent to sign
 * in and come back here with a short question kept (?message=).
 */
export function AskSeller({ auctionId, sellerName }: { auctionId: string; sellerName: string }) {
  const resetKey = useFormResetKey({ intent: "ask" });
  return (
    <section id="ask" className={styles.card} aria-labelledby="ask-heading">
      <h2 id="ask-heading" className={styles.sectionTitle}>
        Ask Seller a Question
      </h2>
      <QuestionForm key={resetKey} auctionId={auctionId} sellerName={sellerName} />
    </section>
  );
}

function QuestionForm({ auctionId, sellerName }: { auctionId: string; sellerName: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "ask";
  // conform's reply to a refused question, read without conform's browser half.
  const result =
    navigation.state === "idle" && actionData && "question" in actionData
      ? (actionData.question as { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null })
      : undefined;
  const typed = result ? result.initialValue?.message : searchParams.get("message");
  const formErrors = result?.error?.[""];
  return (
    // noValidate: the server's messages, not the browser's bubbles, even without JavaScript.
    <Form method="post" action={`/auctions/${auctionId}`} preventScrollReset noValidate className={formStyle}>
      <FormAlert id="question-form-error">{formErrors?.join(" ")}</FormAlert>
      <TextareaField
        label="Your question"
        help={`${sellerName} replies by message; you will find the conversation in your dashboard.`}
        textareaProps={{ id: "question", name: "message", rows: 4, required: true, defaultValue: typeof typed === "string" ? typed : "" }}
        errors={result?.error?.message}
      />
      <SubmitButton name="intent" value="ask" variant="secondary" pending={sending} pendingLabel="Sending...">
        <MessageIcon />
        Send Question
      </SubmitButton>
    </Form>
  );
}
