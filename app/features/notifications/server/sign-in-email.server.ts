import type { RenderedEmail } from "./email/content";
import { renderEmail } from "./email/render.server";
import { signInEmail, type SignInFacts } from "./templates/sign-in";

export type { SignInFacts } from "./templates/sign-in";

/**
 * Both parts of an operator's sign-in e-mail. Operators decide whether a link goes out and make
 * its token; notifications only writes it (load it with `import()`: React Email comes with it).
 */
export function renderSignInLinkEmail(facts: SignInFacts): Promise<RenderedEmail> {
  return renderEmail(signInEmail(facts));
}
