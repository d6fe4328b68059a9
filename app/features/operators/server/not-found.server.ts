import { data } from "react-router";

/** A console record's UUID (orders, refunds): anything else is answered 404 before any query. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The 404 a console page throws for a record that is not there; the console's error page words it. */
export const notFound = (error: string) => data({ error }, { status: 404 });
