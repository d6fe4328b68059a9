import { Icon } from "~/components/icon/icon";
import { initialsOf, type TeamMember } from "~/content/team";

/** The founders' or the team's cards on /about; `large` for the founders. */
export function MemberList({
  members,
  className,
  large = false,
}: {
  members: readonly TeamMember[];
  className: string;
  large?: boolean;
}) {
  return (
    <ul className={`mt-10 grid gap-5 ${className}`}>
      {members.map((m) => (
        <li key={m.role}>
          <MemberCard member={m} large={large} />
        </li>
      ))}
    </ul>
  );
}

/** One person: initials (or a silhouette for an open role), name or role, focus and bio. */
function MemberCard({ member, large = false }: { member: TeamMember; large?: boolean }) {
  const initials = initialsOf(member);
  return (
    <article className={`surface flex h-full flex-col ${large ? "p-7 md:p-9" : "p-6"}`}>
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-aurora-500 font-display font-semibold text-ink-950 ring-4 ring-white/5 ${large ? "size-16 text-xl" : "size-12 text-base"}`}
        >
          {initials ?? <Icon name="user-round" className={large ? "size-7" : "size-5"} />}
        </span>
        <div>
          <h3 className={`font-display font-semibold text-white ${large ? "text-xl" : "text-base"}`}>
            {member.name ?? member.role}
          </h3>
          {member.name && <p className="text-sm font-medium text-mist-100">{member.role}</p>}
          <p className="text-sm text-brand-300">{member.focus}</p>
        </div>
      </div>
      <p className={`mt-5 leading-relaxed text-mist-300 ${large ? "text-base" : "text-sm"}`}>{member.bio}</p>
    </article>
  );
}
