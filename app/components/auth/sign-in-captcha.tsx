import { useCallback, useEffect, useState } from "react";
import { CaptchaField } from "~/components/captcha-field";

/**
 * The sign-in form's code in the picture, once the server asks for it (five password checks
 * for an email in 15 minutes); a new nonce draws a new code. The sign-in card loads this
 * module only then (sign-in-card.tsx), not with the page.
 */
export function SignInCaptcha({
  endpoint,
  formId,
  serverNonce,
  spelledByServer,
}: {
  endpoint: string;
  formId: string;
  serverNonce: string | undefined;
  spelledByServer: string[] | undefined;
}) {
  const [nonce, setNonce] = useState<string | null>(serverNonce ?? null);
  useEffect(() => {
    if (serverNonce) setNonce(serverNonce);
  }, [serverNonce]);
  const renew = useCallback(() => setNonce(crypto.randomUUID()), []);
  return (
    <CaptchaField
      key={nonce ?? "first"}
      purpose="signIn"
      endpoint={endpoint}
      nonce={nonce}
      inputProps={{ name: "captcha", id: `${formId}-captcha`, required: true }}
      initialAnswer=""
      spelledByServer={spelledByServer}
      onRenew={renew}
    />
  );
}
