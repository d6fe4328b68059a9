import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { COUNTRIES } from "~/content/countries";
import { countryOptionsHtml } from "./country-options";

/** What React's server render wrote for the list when each option was an element of its own. */
const asElements = (value: string) =>
  renderToStaticMarkup(
    <select value={value} onChange={() => {}}>
      <option value="">Choose a country</option>
      {COUNTRIES.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </select>,
  );

const asHtml = (value: string) =>
  renderToStaticMarkup(
    <select
      value={value}
      onChange={() => {}}
      dangerouslySetInnerHTML={{ __html: countryOptionsHtml(value) }}
    />,
  );

describe("countryOptionsHtml", () => {
  it("is the HTML React writes for the options, the chosen one marked", () => {
    for (const value of ["IN", "AG", "CI", ""]) expect(asHtml(value)).toBe(asElements(value));
  });

  it("marks exactly one option, the chosen one", () => {
    expect(countryOptionsHtml("DE").match(/selected/g)).toHaveLength(1);
    expect(countryOptionsHtml("DE")).toContain('<option value="DE" selected="">Germany</option>');
  });
});
