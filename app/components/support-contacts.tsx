import { Icon } from "~/components/icon/icon";
import type { PublicConfig } from "~/lib/env.server";

/** Phone and WhatsApp, each only when configured: no made-up number ever reaches a page. */
export function SupportPhoneLinks({
  config,
  className = "",
  linkClassName = "",
}: {
  config: Pick<PublicConfig, "supportPhone" | "whatsappNumber" | "whatsappUrl">;
  className?: string;
  linkClassName?: string;
}) {
  if (!config.supportPhone && !config.whatsappUrl) return null;
  return (
    <ul className={className}>
      {config.supportPhone && (
        <li>
          <a href={`tel:${config.supportPhone.replace(/[^+\d]/g, "")}`} className={linkClassName}>
            <Icon name="phone" aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <span className="sr-only">Phone: </span>
              {config.supportPhone}
            </span>
          </a>
        </li>
      )}
      {config.whatsappUrl && config.whatsappNumber && (
        <li>
          <a href={config.whatsappUrl} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            <Icon name="message-circle" aria-hidden="true" className="size-4 shrink-0" />
            <span>
              WhatsApp {config.whatsappNumber}
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
          </a>
        </li>
      )}
    </ul>
  );
}
