/**
 * How long an unfinished pre-order form (a lead) is kept after its last activity: the scheduled
 * deletion and the privacy policy both read it here.
 */
export const LEAD_RETENTION_DAYS = 30;

/**
 * How many days of field data (page speed, aggregated per route and day) are kept: the console's
 * longest view, the daily pruning and the privacy policy all read it here.
 */
export const VITALS_RETENTION_DAYS = 28;
