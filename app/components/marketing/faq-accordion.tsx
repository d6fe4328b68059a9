import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { ResolvedFaqQuestion } from "~/content/faq";

/**
 * One FAQ entry as an accessible disclosure: a heading holding a button that says whether its
 * answer is expanded and which region it controls. The answer stays in the server HTML (hidden),
 * so search engines and find-in-page see it.
 */
export function FaqItem({
  question,
  open,
  onToggle,
  headingLevel = 3,
}: {
  question: ResolvedFaqQuestion;
  open: boolean;
  onToggle: () => void;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const buttonId = `faq-q-${question.id}`;
  const panelId = `faq-a-${question.id}`;
  return (
    <div
      className={`border-b border-white/8 transition-colors last:border-b-0 ${open ? "bg-white/[0.025]" : ""}`}
    >
      <Heading className="font-sans text-base tracking-normal text-pretty">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="group flex w-full items-center justify-between gap-6 rounded-xl px-5 py-5 text-left font-medium text-white transition-colors hover:text-brand-300 focus-visible:-outline-offset-2 md:px-6"
        >
          <span>{question.question}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-mist-400 transition-transform duration-300 group-hover:text-brand-300 ${open ? "rotate-180" : ""}`}
          />
        </button>
      </Heading>
      <div
        id={panelId}
        hidden={!open}
        className="px-5 pb-6 leading-relaxed text-mist-300 transition-opacity duration-300 md:px-6 starting:opacity-0"
      >
        <p className="max-w-3xl">{question.answer}</p>
      </div>
    </div>
  );
}

/** Which single answer is open; opening one closes the other, and a second press closes it. */
export function useSingleOpen(initial: string | null = null) {
  const [openId, setOpenId] = useState<string | null>(initial);
  return {
    isOpen: (id: string) => openId === id,
    toggle: (id: string) => setOpenId((current) => (current === id ? null : id)),
  };
}

/** A list of FAQ entries of which at most one is open at a time. */
export function FaqList({
  questions,
  headingLevel = 3,
  className = "",
}: {
  questions: readonly ResolvedFaqQuestion[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const { isOpen, toggle } = useSingleOpen();
  return (
    <div className={`surface overflow-hidden ${className}`}>
      {questions.map((q) => (
        <FaqItem
          key={q.id}
          question={q}
          open={isOpen(q.id)}
          onToggle={() => toggle(q.id)}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
