import { z } from "zod";

/**
 * "Find my orders": the address whose orders' links are e-mailed. Apart from contract.ts, which the
 * order page's islands import: a schema built when its module loads would bring zod into their code.
 */
export const findOrdersForm = z.object({
  email: z.email("Enter the e-mail address you ordered with").max(254, "That address is too long"),
});
