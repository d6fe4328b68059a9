import { WHATSAPP_CONSENT } from "~/content/whatsapp";
import { WHATSAPP_OPT_IN_FIELD } from "~/features/preorder/contract";
import { fieldId } from "~/features/preorder/form-fields";

const id = "preorder-whatsapp-opt-in";

/**
 * The WhatsApp updates box, under the WhatsApp number: unticked unless the buyer ticked it (a form
 * returned by the server keeps their choice). Unticked, nothing is ever sent on WhatsApp.
 */
export function WhatsappConsent({
  defaultChecked,
  disabled,
}: {
  defaultChecked: boolean;
  disabled: boolean;
}) {
  return (
    <div className="mt-3 flex items-start gap-3">
      <input
        id={id}
        name={WHATSAPP_OPT_IN_FIELD}
        type="checkbox"
        value="yes"
        defaultChecked={defaultChecked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        aria-controls={fieldId("whatsapp")}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-white/30 bg-ink-950/60 accent-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
      />
      <div>
        <label htmlFor={id} className="text-sm text-mist-100">
          {WHATSAPP_CONSENT.label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-xs text-mist-400">
          {WHATSAPP_CONSENT.hint}
        </p>
      </div>
    </div>
  );
}
