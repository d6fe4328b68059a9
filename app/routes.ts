import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every URL of the site, declared by hand.
 *
 * Answered before the router, in server/ (see server/app.ts for the order): `/healthz` and
 * `/readyz` (probes need no page stack), built assets and public files (precompressed, immutable),
 * refusals of writes (cross-site, rate limit, body size, the database down), anonymous public
 * pages from the page cache (rendered by these routes once per path and region), and
 * `POST /api/preorders` with a JSON body (server/preorder-fast-path.ts: the busiest write, whose
 * answer is the same function the route below calls; the route serves voice notes and every other
 * spelling). Everything else reaches these routes.
 */
export default [
  index("routes/marketing/home.tsx"),
  route("about", "routes/marketing/about.tsx"),
  route("features", "routes/marketing/features.tsx"),
  route("tech-neck-solution", "routes/marketing/tech-neck.tsx"),
  route("faq", "routes/marketing/faq.tsx"),
  route("contact", "routes/marketing/contact.tsx"),

  route("store", "routes/store/index.tsx"),
  // A product's page and its secondary pages: one frame, the product (and sub-page) chosen by path.
  layout("routes/store/product-layout.tsx", [
    route("store/vue-glass", "routes/store/vue-glass.tsx"),
    route("store/vuering", "routes/store/vuering.tsx"),
    route("store/vuering/technical", "routes/store/vuering-technical.tsx"),
    route("store/vuering/features", "routes/store/vuering-features.tsx"),
    route("store/vuering/manual", "routes/store/vuering-manual.tsx"),
    route("store/vulink", "routes/store/vulink.tsx"),
    route("store/vulink/setup", "routes/store/vulink-setup.tsx"),
    route("store/vue-link", "routes/store/vue-link.tsx"),
    route("store/vue-visor", "routes/store/vue-visor.tsx"),
  ]),

  route("blog", "routes/blog/index.tsx"),
  route("blog/rss.xml", "routes/blog/rss.ts"),
  route("blog/atom.xml", "routes/blog/atom.ts"),
  route("blog/:slug", "routes/blog/post.tsx"),

  route("preorder", "routes/preorder/page.tsx"),
  route("payment-callback", "routes/payment/callback.tsx"),
  route("orders/:reference", "routes/orders/order.tsx"),
  // A lost order link found again: every order on an address, e-mailed.
  route("find-my-orders", "routes/orders/find.tsx"),
  // The order's GST documents, behind the order page's token: a printable page and its PDF.
  route("orders/:reference/documents/:number", "routes/orders/document.tsx"),
  route("orders/:reference/documents/:number/pdf", "routes/orders/document-pdf.ts"),

  // One module for the four policies: each page is its Markdown file in the same layout.
  route("privacy-policy", "routes/policies/policy.tsx", { id: "policy-privacy" }),
  route("terms", "routes/policies/policy.tsx", { id: "policy-terms" }),
  route("return-policy", "routes/policies/policy.tsx", { id: "policy-return" }),
  route("shipping-policy", "routes/policies/policy.tsx", { id: "policy-shipping" }),

  route("admin", "routes/admin/sign-in.tsx"),
  route("admin/verify", "routes/admin/verify.tsx"),
  route("admin/sign-out", "routes/admin/sign-out.tsx"),
  route("admin/preorders/:id/voice-note", "routes/admin/voice-note.ts"),
  // Fulfilment: the buyer's prescription photo or PDF, streamed to operators.
  route("admin/preorders/:id/prescription", "routes/admin/prescription-file.ts"),
  route("admin/export/preorders.csv", "routes/admin/export-preorders.ts"),
  route("admin/export/leads.csv", "routes/admin/export-leads.ts"),
  // GST documents: any document's PDF, and the month's summary for the accountant.
  route("admin/documents/:number/pdf", "routes/admin/document-pdf.ts"),
  route("admin/export/gst.csv", "routes/admin/export-gst.ts"),
  layout("routes/admin/layout.tsx", { id: "admin-console" }, [
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/preorders", "routes/admin/preorders.tsx"),
    route("admin/preorders/:id", "routes/admin/preorder.tsx"),
    route("admin/review", "routes/admin/review.tsx"),
    route("admin/leads", "routes/admin/leads.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/documents", "routes/admin/documents.tsx"),
    // Order lifecycle (issue 27): an operator's cancellation, through its confirmation step.
    route("admin/preorders/:id/cancel", "routes/admin/cancel-order.tsx"),
    // A refund's confirmation step: it names the amount before anything is refunded.
    route("admin/preorders/:id/refund", "routes/admin/refund-order.tsx"),
    // Fulfilment: waves' progress and its lists, dispatch by CSV, delivery windows.
    route("admin/fulfilment", "routes/admin/fulfilment.tsx"),
    route("admin/fulfilment/orders", "routes/admin/fulfilment-orders.tsx"),
    route("admin/fulfilment/dispatch", "routes/admin/dispatch-upload.tsx"),
    route("admin/delivery-windows", "routes/admin/delivery-windows.tsx"),
    // Balance collection: delivery waves, their progress and overdue balances.
    route("admin/waves", "routes/admin/waves.tsx"),
    // Field data: each route's p75 per web vital over 7 and 28 days.
    route("admin/vitals", "routes/admin/vitals.tsx"),
  ]),

  route("api/preorders", "routes/api/preorders.ts"),
  route("api/form-starts/:sessionId", "routes/api/form-starts.ts"),
  // Field data (web-vitals beacons): a POST is answered by server/field-data.ts.
  route("api/vitals", "routes/api/vitals.ts"),
  route("api/payments/create", "routes/api/payments-create.ts"),
  route("api/payments/verify", "routes/api/payments-verify.ts"),
  route("api/payments/webhook", "routes/api/payments-webhook.ts"),
  route("api/payments/sandbox", "routes/api/payments-sandbox.ts"),
  // WhatsApp Cloud API: the subscription handshake (GET) and signed delivery statuses and replies.
  route("api/whatsapp/webhook", "routes/api/whatsapp-webhook.ts"),
  // The balance payment's result (checkout handler, Razorpay's hosted page) and the sandbox's
  // stand-in for that hosted page, for browsers without JavaScript.
  route("api/payments/balance-return", "routes/api/payments-balance-return.ts"),
  route("payment-sandbox", "routes/payment/sandbox-checkout.tsx"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
