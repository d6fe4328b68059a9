import { Icon } from "~/components/icon/icon";
import type { ResolvedFaqQuestion } from "~/content/faq";

/**
 * One FAQ entry as a native disclosure: `<details>` with the question in its `<summary>`. It works
 * without JavaScript, and entries sharing a `name` form an exclusive group, so opening one closes
 * the other. The answer is in the server HTML, so search engines and find-in-page see it. Its
 * look is the `faq-*` classes of app.css: a page repeats it for each of its questions.
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
    <details name={group} id={`faq-${question.id}`} className="faq-item">
      <summary className="faq-summary">
        <Heading className="faq-question">{question.question}</Heading>
        <Icon name="chevron-down" aria-hidden="true" className="faq-chevron" />
      </summary>
      <div className="faq-answer">
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
