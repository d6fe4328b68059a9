import type { ReactNode } from "react";

/** The signed-out console pages (sign-in, the link's page): one narrow card under the console's name. */
export function ConsoleCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <p className="mb-4 text-sm text-mist-300">
        <span className="font-semibold text-mist-50">Luxid</span> Operations console
      </p>
      <div className="rounded-lg border border-ink-600 bg-ink-900 p-5 sm:p-6">
        <h1 className="mb-5 text-xl font-semibold text-mist-50">{title}</h1>
        {children}
      </div>
    </div>
  );
}
