/**
 * How long an unfinished pre-order form (a lead) is kept after its last activity: the scheduled
 * deletion and the privacy policy both read it here.
 */
export const LEAD_RETENTION_DAYS = 30;
