import type { EmailContent } from "../email/content";
import { SIGN_IN } from "../words";

export interface SignInFacts {
  /** The one-time link, token included. */
  link: string;
  expiresInMinutes: number;
  siteUrl: string;
}

/** An operator's console sign-in link. */
export function signInEmail(f: SignInFacts): EmailContent {
  return {
    subject: SIGN_IN.subject,
    title: SIGN_IN.title,
    preview: SIGN_IN.intro,
    blocks: [
      { type: "paragraph", text: SIGN_IN.intro },
      { type: "button", link: { href: f.link, label: SIGN_IN.button } },
      { type: "paragraph", text: SIGN_IN.expiry(f.expiresInMinutes) },
    ],
    siteUrl: f.siteUrl,
  };
}
