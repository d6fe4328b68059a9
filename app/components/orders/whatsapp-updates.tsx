import { WHATSAPP_STOP_INTENT, type WhatsappChoice } from "~/features/notifications/whatsapp-contract";
import { buttonClass } from "~/components/ui/button";
import { sectionClass } from "./buyer-field";

const day = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));

/**
 * The buyer's WhatsApp updates: on (with the way to stop them), stopped, or never asked for.
 * Updates are promised only while the shop sends them (`sending`); e-mail always carries them.
 */
export function WhatsappUpdates({
  choice,
  sending,
  formAction,
}: {
  choice: WhatsappChoice;
  sending: boolean;
  formAction: string;
}) {
  if (choice.state === "none") return null;
  return (
    <section
      id="whatsapp-updates"
      aria-labelledby="whatsapp-updates-title"
      className={sectionClass}
      data-print-hide
    >
      <h2 id="whatsapp-updates-title" className="font-display text-xl font-semibold text-white">
        WhatsApp updates
      </h2>
      {choice.state === "stopped" ? (
        <p className="mt-2 text-mist-100" data-testid="whatsapp-choice">
          {`Off: you stopped WhatsApp updates ${choice.byReply ? "by replying STOP " : ""}on ${day(choice.since)}. We keep sending every update by e-mail.`}
        </p>
      ) : (
        <>
          <p className="mt-2 text-mist-100" data-testid="whatsapp-choice">
            {sending
              ? `On: we send the balance payment link and reminders, dispatch and tracking, delivery dates and delivery to your WhatsApp number ending ${choice.numberEnding}, as well as by e-mail.`
              : `You asked for WhatsApp updates on ${day(choice.since)}. For now we send every update by e-mail only.`}
          </p>
          <form method="post" action={formAction} className="mt-1">
            <input type="hidden" name="intent" value={WHATSAPP_STOP_INTENT} />
            <button type="submit" className={buttonClass("secondary", "md", "mt-3")}>
              Stop WhatsApp updates
            </button>
          </form>
        </>
      )}
    </section>
  );
}
