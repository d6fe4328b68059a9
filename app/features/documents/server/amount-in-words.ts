import type { Currency } from "~/content/catalogue";

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? `-${ONES[unit]}` : ""}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""]
    .filter(Boolean)
    .join(" ");
}

/** A whole number in words, grouped the Indian way (thousand, lakh, crore) or the Western way. */
function inWords(n: number, indian: boolean): string {
  if (n === 0) return "Zero";
  const groups: [number, string][] = indian
    ? [
        [10_000_000, "Crore"],
        [100_000, "Lakh"],
        [1_000, "Thousand"],
      ]
    : [
        [1_000_000_000, "Billion"],
        [1_000_000, "Million"],
        [1_000, "Thousand"],
      ];
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    if (count) words.push(`${inWords(count, indian)} ${name}`);
    rest %= size;
  }
  if (rest) words.push(belowThousand(rest));
  return words.join(" ");
}

const UNITS: Record<Currency, [string, string]> = {
  INR: ["Rupees", "Paise"],
  EUR: ["Euros", "Cents"],
  USD: ["US Dollars", "Cents"],
};

/** An amount in minor units in words, as invoices print it: "Rupees Five Thousand Six Hundred Only". */
export function amountInWords(minor: number, currency: Currency): string {
  const [major, cents] = UNITS[currency];
  const whole = Math.floor(minor / 100);
  const fraction = minor % 100;
  const text = `${major} ${inWords(whole, currency === "INR")}`;
  return `${text}${fraction ? ` and ${cents} ${inWords(fraction, false)}` : ""} Only`;
}
