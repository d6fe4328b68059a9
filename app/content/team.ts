/**
 * The people behind Luxid, for /about. Role-led on purpose: the cards describe what each person
 * does, with their initials (or, until a name is set, a plain figure) rather than a stock photo
 * of someone who is not on the team.
 */

export interface TeamMember {
  /**
   * The person's name, shown above the role. The founders' names are a content setting: neither
   * the product brief nor its decisions name them, and a made-up person must never appear on the
   * site, so they stay null (the card then leads with the role) until the company supplies them.
   */
  name: string | null;
  role: string;
  focus: string;
  bio: string;
}

export const FOUNDERS: readonly TeamMember[] = [
  {
    name: null,
    role: "Co-founder & Chief Executive",
    focus: "Product and company",
    bio: "Left a decade of building consumer electronics for others to build one for India first. Splits the week between the lab, suppliers and early testers in Bangalore's coffee shops.",
  },
  {
    name: null,
    role: "Co-founder & Chief Technology Officer",
    focus: "Optics and display systems",
    bio: "An optics engineer who has spent years on micro-displays and waveguides. Owns everything between the panel and your eye: brightness, distortion, comfort.",
  },
];

export const TEAM: readonly TeamMember[] = [
  {
    name: null,
    role: "Head of Hardware",
    focus: "Frame, power and thermals",
    bio: "Keeps Vue Glass light, cool and running all day, one gram and one milliwatt at a time.",
  },
  {
    name: null,
    role: "Head of Software & AI",
    focus: "Voice assistant and firmware",
    bio: "Builds the voice assistant and the firmware that makes plug and play feel like nothing at all.",
  },
  {
    name: null,
    role: "Industrial Design Lead",
    focus: "Look, fit and finish",
    bio: "Designs glasses people want to wear in public, fitted and refitted on faces of every shape in our Bangalore studio.",
  },
  {
    name: null,
    role: "Customer Experience Lead",
    focus: "Pre-orders and support",
    bio: "Answers your e-mails, calls testers back and turns what you tell us into the next firmware update.",
  },
];

/**
 * The avatar's letters: the initials of a set name ("Asha Rao" → "AR"), or null without one.
 * Letters made up from a job title read as a person's initials, so a role alone shows none.
 */
export function initialsOf(member: Pick<TeamMember, "name">): string | null {
  const words = member.name?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return null;
  const letters = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!];
  return letters.map((w) => w.charAt(0).toLocaleUpperCase("en")).join("");
}
