// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { Button, buttonClass } from "./button";

afterEach(cleanup);

function formWith(button: React.ReactNode) {
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(<form onSubmit={onSubmit}>{button}</form>);
  return onSubmit;
}

test("a Button inside a form does not send it unless it is told to submit", () => {
  const onClick = vi.fn();
  const onSubmit = formWith(<Button onClick={onClick}>Open</Button>);
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  expect(onClick).toHaveBeenCalledOnce();
  expect(onSubmit).not.toHaveBeenCalled();
});

test("a submit Button sends its form with its name and value", () => {
  let sent: FormData | null = null;
  render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent = new FormData(event.currentTarget, event.nativeEvent.submitter);
      }}
    >
      <Button type="submit" name="intent" value="pay">
        Pay
      </Button>
    </form>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Pay" }));
  expect(sent!.get("intent")).toBe("pay");
});

test("a link styled as a button and a Button of the same variant and size share their classes", () => {
  render(
    <>
      <Button variant="secondary" size="md">
        One
      </Button>
      <a href="/store" className={buttonClass("secondary", "md")}>
        Two
      </a>
    </>,
  );
  expect(screen.getByRole("button", { name: "One" }).className).toBe(
    screen.getByRole("link", { name: "Two" }).className,
  );
  // Layout classes ride along after the variant's own.
  expect(buttonClass("primary", "lg", "mt-4").endsWith(" mt-4")).toBe(true);
});
