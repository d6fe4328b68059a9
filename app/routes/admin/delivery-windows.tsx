import { data } from "react-router";
import { FigureTable, Panel } from "~/components/admin/ui";
import { WindowForm } from "~/components/admin/window-form";
import { requestContext, servicesContext } from "~/context.server";
import { listDeliveryWindows, queueLength } from "~/features/fulfilment/server/delivery-windows.server";
import { windowForm } from "~/features/fulfilment/shipping-contract";
import { setWindowFromConsole } from "~/features/operators/server/console-dispatch.server";
import type { ActionResult } from "~/features/operators/contract";
import { deliveryStartWords, windowTitle, windowWords } from "~/lib/delivery-window";
import { consoleSubmission } from "~/features/operators/server/console-submission.server";
import type { Route } from "./+types/delivery-windows";
import { ShopTime } from "~/components/admin/shop-time";
import { ConsolePage } from "~/components/admin/console-page";
import { counted } from "~/lib/plural";

export const meta: Route.MetaFunction = () => [{ title: "Delivery windows · Luxid console" }];

/** Test orders (sandbox mode) have a queue of their own, and so windows of their own. */
const testMode = (env: { PAYMENTS_MODE: string }) => env.PAYMENTS_MODE === "sandbox";

export async function loader(args: Route.LoaderArgs) {
  const { database, env } = args.context.get(servicesContext);
  const [windows, places] = await Promise.all([
    listDeliveryWindows(database.db, testMode(env)),
    queueLength(database.db, testMode(env)),
  ]);
  return { windows, places, defaultWords: deliveryStartWords(env.DELIVERY_START), testMode: testMode(env) };
}

/** POST: saves a window and e-mails each buyer whose window it changes (audited). */
export async function action(args: Route.ActionArgs) {
  const post = consoleSubmission(args.context, windowForm);
  if (post.refused) return post.refused;
  const { operator, services, submission } = post;
  const window = submission.value;
  const saved = await setWindowFromConsole(services.database.db, {
    operatorEmail: operator.email,
    form: window,
    testOrder: testMode(services.env),
    deliveryStart: services.env.DELIVERY_START,
  });
  if (saved.told > 0)
    args.context.get(requestContext).afterResponse(() => services.notifications.outbox.wake());
  const range = `places ${window.queueFrom}–${window.queueTo ?? "end"}`;
  return data<ActionResult>({
    // The form starts empty again: the next window is a new one.
    reply: submission.reply({ resetForm: true }),
    message: `Saved ${windowWords(window)} for ${range}: ${counted(saved.covered, "order")} awaiting dispatch in range, ${saved.told} e-mailed (the others already had this window).`,
  });
}

export default function DeliveryWindows({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <ConsolePage title="Delivery windows">
      <p className="text-mist-300">
        {d.testMode ? "Test orders" : "The queue"} holds {d.places} places. Buyers not covered by a window
        below are told {d.defaultWords} (DELIVERY_START). Each buyer whose window a save changes gets one
        e-mail; saving the same window again sends none. Parcels already with the carrier are left alone.
      </p>
      <Panel title="Set a window">
        <WindowForm result={actionData} />
      </Panel>
      <Panel title="Windows set (the newest covering a place applies)">
        {d.windows.length === 0 ? (
          <p className="text-mist-300">None yet.</p>
        ) : (
          <FigureTable
            headings={["Places", "Window", "Set by", "When"]}
            rows={d.windows.map((w) => ({
              key: w.id,
              cells: [
                `${w.queueFrom}–${w.queueTo ?? "end"}`,
                windowTitle({ startsOn: w.startsOn, endsOn: w.endsOn }),
                w.setBy,
                <ShopTime key="set" value={w.createdAt} />,
              ],
            }))}
          />
        )}
      </Panel>
    </ConsolePage>
  );
}
