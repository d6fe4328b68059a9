/**
 * Values a visitor typed or chose in an island's fields before it hydrated, handed to React.
 *
 * Hydration keeps what the DOM holds, but a controlled field's state still holds the server's
 * value: the next render of the island (any state change) writes that back over the buyer's
 * words, and a submit by script sends the state. So right after the island's first commit, each
 * field whose value differs from what the server wrote gets the event React listens to, as if
 * the buyer had just typed it: the field's `onChange` runs with the DOM's value.
 *
 * React tracks a text field's last value through the `value` setter and ignores an `input` event
 * that brings nothing new. The field is therefore set back to the server's value through that
 * setter (so React's tracker holds it) and then to the typed value through the prototype's own
 * setter (which React does not see), before the event.
 */
export function replayTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input, textarea, select",
  )) {
    if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].some((o) => o.selected !== o.defaultSelected);
      if (chosen) field.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (field instanceof HTMLInputElement && field.type === "checkbox") {
      if (field.checked === field.defaultChecked) continue;
      field.checked = field.defaultChecked;
      field.click();
    } else if (field instanceof HTMLInputElement && field.type === "radio") {
      // Only the radio the visitor chose: the group's default, now unchecked, follows from it.
      if (!field.checked || field.defaultChecked) continue;
      field.checked = false;
      field.click();
    } else if (field.type !== "file" && field.value !== field.defaultValue) {
      const typed = field.value;
      field.value = field.defaultValue;
      const prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, typed);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}
