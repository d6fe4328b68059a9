/**
 * The people behind Luxid, for /about. Role-led on purpose: the cards describe what each person
 * does, with a monogram rather than a stock photo of someone who is not on the team.
 */

export interface TeamMember {
  /**
   * The person's name, shown above the role. The founders' names are a content setting: neither
   * the product brief nor its decisions name them, and a made-up person must never appear on the
   * site, so they stay null (the card then leads with the role) until the company supplies them.
   */
  name: string | null;
  role: string;
  /** Two or three letters shown in the avatar (the initials, once the name is set). */
  monogram: string;
  focus: string;
  bio: string;
}

export const FOUNDERS: readonly TeamMember[] = [
  {
    name: null,
    role: "Co-founder & Chief Executive",
    monogram: "CE",
    focus: "Product and company",
    bio: "Left a decade of building consumer electronics for others to build one for India first. Splits the week between the lab, suppliers and early testers in Bangalore's coffee shops.",
  },
  {
    name: null,
    role: "Co-founder & Chief Technology Officer",
    monogram: "CT",
    focus: "Optics and display systems",
    bio: "An optics engineer who has spent years on micro-displays and waveguides. Owns everything between the panel and your eye: brightness, distortion, comfort.",
  },
];

export const TEAM: readonly TeamMember[] = [
  {
    name: null,
    role: "Head of Hardware",
    monogram: "HW",
    focus: "Frame, power and thermals",
    bio: "Keeps Vue Glass light, cool and running all day, one gram and one milliwatt at a time.",
  },
  {
    name: null,
    role: "Head of Software & AI",
    monogram: "AI",
    focus: "Voice assistant and firmware",
    bio: "Builds the voice assistant and the firmware that makes plug and play feel like nothing at all.",
  },
  {
    name: null,
    role: "Industrial Design Lead",
    monogram: "ID",
    focus: "Look, fit and finish",
    bio: "Designs glasses people want to wear in public, fitted and refitted on faces of every shape in our Bangalore studio.",
  },
  {
    name: null,
    role: "Customer Experience Lead",
    monogram: "CX",
    focus: "Pre-orders and support",
    bio: "Answers your e-mails, calls testers back and turns what you tell us into the next firmware update.",
  },
];
