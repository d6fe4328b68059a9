import { useRef, useState, type FormEvent } from "react";

/**
 * True once the form has been sent with the submit button of `intent` (without one: with any of
 * its buttons), until the page that answers replaces this one (the form posts as a document). A
 * second press meanwhile is held back.
 *
 * The button is disabled only in the next task: a submit button disabled during the submit event
 * is left out of the posted fields, and the server would not know which button was pressed.
 */
export function useSubmitting(intent?: string): [boolean, (event: FormEvent<HTMLFormElement>) => void] {
  const [submitting, setSubmitting] = useState(false);
  const sent = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const pressed = submitter?.getAttribute("value") ?? new FormData(event.currentTarget).get("intent");
    if (intent !== undefined && pressed !== intent) return;
    if (sent.current) {
      event.preventDefault();
      return;
    }
    sent.current = true;
    setTimeout(() => setSubmitting(true));
  };
  return [submitting, onSubmit];
}
