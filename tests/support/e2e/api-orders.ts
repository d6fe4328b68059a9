import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Books `preorder` through the shop's JSON API and pays its booking in the sandbox, as the checkout
 * would, without a browser: for specs whose subject comes after the booking. Answers the order's id
 * and its page's path (with the link's token).
 */
export async function bookAndPayByApi(
  request: APIRequestContext,
  baseUrl: string,
  preorder: Record<string, unknown>,
): Promise<{ id: string; path: string }> {
  const api = async (url: string, data: unknown) => {
    const res = await request.post(`${baseUrl}${url}`, { data });
    expect(res.ok(), url).toBe(true);
    return (await res.json()) as Record<string, unknown>;
  };
  const saved = await api("/api/preorders", preorder);
  const order = await api("/api/payments/create", { preorderId: saved.id });
  const paid = await api("/api/payments/sandbox", { orderId: order.orderId, outcome: "success" });
  const verified = (await api("/api/payments/verify", { ...paid, preorderId: saved.id })) as {
    data: { order_url: string };
  };
  return { id: String(saved.id), path: verified.data.order_url };
}
