import type { PublicConfig } from "~/lib/env.server";
import { SocialIconLinks } from "./social-icons";

/** The header's social profile links, shown from 1024 px. */
export function HeaderSocialLinks({ social }: { social: PublicConfig["social"] }) {
  return (
    <SocialIconLinks
      social={social}
      className="hidden items-center gap-1 lg:flex"
      linkClassName="grid size-9 place-items-center rounded-full text-mist-400 transition-colors hover:bg-white/8 hover:text-white"
    />
  );
}
