import type { ComponentProps } from "react";
import { Form } from "react-router";
import { CsrfField } from "./csrf-field";

/**
 * A console form that posts (as a document: ADR 032), carrying the session's CSRF token and, where
 * the page's action serves several forms, the `intent` that names this one.
 */
export function ConsolePostForm({
  intent,
  children,
  ...props
}: Omit<ComponentProps<typeof Form>, "method"> & { intent?: string }) {
  return (
    <Form method="post" {...props}>
      <CsrfField />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
    </Form>
  );
}
