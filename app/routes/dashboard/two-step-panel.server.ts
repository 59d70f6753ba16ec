import { formatDate } from "~/utils/format";

/**
 * Account's Two-step sign-in panel in words (parts/two-step.tsx), made here so Account's script
 * carries none of them: it sits at the JavaScript budget (docs/performance.md).
 */
export function twoStepPanelWords(enrolledAt: string | null, staff: boolean) {
  return {
    text: enrolledAt
      ? `On since ${formatDate(enrolledAt)}: signing in asks for your password and a code from your authenticator app.`
      : staff
        ? "Staff pages need two-step sign-in: a code from an authenticator app on your phone as well as your password."
        : "Keep your account safe even if someone learns your password: signing in will also ask for a code from an authenticator app on your phone.",
    linkLabel: enrolledAt ? "Turn off two-step sign-in" : "Set up two-step sign-in",
  };
}
