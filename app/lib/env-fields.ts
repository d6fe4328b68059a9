import { z } from "zod";
import { gstinProblem } from "./gstin";

/** Field builders and groups of the environment's schema (env.server.ts). */

export const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** A public profile link: https only, since every page and the Organization JSON-LD carry it. */
export const profileUrl = z.url({ protocol: /^https$/, error: "must be an https:// URL" }).optional();

/** A dialable number; a country code followed by zeros only (+91-00000-00000) is a placeholder. */
export const phoneNumber = (message: string) =>
  z
    .string()
    .regex(/^\+?[0-9][0-9 ()-]{5,}$/, message)
    .refine(
      (v) => !/^\d{0,3}0{6,}$/.test(v.replace(/\D/g, "")),
      "looks like a placeholder, not a real number",
    );

/**
 * The seller every page, policy and GST document names. A shop taking real money (live Razorpay
 * keys) refuses to start without the legal name, GSTIN, registered address and grievance
 * officer; a sandbox or test-key shop uses clearly marked test values instead.
 */
export const sellerSettings = {
  SELLER_LEGAL_NAME: z.string().trim().min(2).optional(),
  SELLER_GSTIN: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .superRefine((v, ctx) => {
      const problem = gstinProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .optional(),
  /** The registered address (its state is the GSTIN's first two digits). */
  SELLER_ADDRESS: z.string().trim().min(10, "must be the full registered address").optional(),
  /** The Letter of Undertaking's reference: exports are then invoiced without IGST. */
  SELLER_LUT: z.string().trim().min(3).optional(),
  GRIEVANCE_OFFICER: z.string().trim().min(2).optional(),
  GRIEVANCE_EMAIL: z.email().optional(),
  GRIEVANCE_PHONE: phoneNumber("must be a phone number, e.g. +91 80 1234 5678").optional(),
};
