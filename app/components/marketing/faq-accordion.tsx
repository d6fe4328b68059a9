import { ChevronDown } from "lucide-react";
import type { ResolvedFaqQuestion } from "~/content/faq";

/**
 * One FAQ entry as a native disclosure: `<details>` with the question in its `<summary>`. It works
 * without JavaScript, and entries sharing a `name` form an exclusive group, so opening one closes
 * the other. The answer is in the server HTML, so search engines and find-in-page see it.
 */
export function FaqItem({
  question,
  group,
  headingLevel = 3,
}: {
  question: ResolvedFaqQuestion;
  /** Entries with the same group name open one at a time. */
  group: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <details
      name={group}
      id={`faq-${question.id}`}
      className="group border-b border-white/8 transition-colors last:border-b-0 open:bg-white/[0.025]"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-xl px-5 py-5 text-left font-medium text-white transition-colors hover:text-brand-300 focus-visible:-outline-offset-2 md:px-6 [&::-webkit-details-marker]:hidden">
        <Heading className="font-sans text-base font-medium tracking-normal text-pretty">
          {question.question}
        </Heading>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-mist-400 transition-transform duration-300 group-open:rotate-180"
        />
      </summary>
      <div className="px-5 pb-6 leading-relaxed text-mist-300 md:px-6">
        <p className="max-w-3xl">{question.answer}</p>
      </div>
    </details>
  );
}

/** A list of FAQ entries of which at most one is open at a time. */
export function FaqList({
  questions,
  group,
  headingLevel = 3,
  className = "",
}: {
  questions: readonly ResolvedFaqQuestion[];
  group: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <div className={`surface overflow-hidden ${className}`}>
      {questions.map((q) => (
        <FaqItem key={q.id} question={q} group={group} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
