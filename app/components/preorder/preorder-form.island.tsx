import { liveIsland } from "~/components/island/live-island";
import { PreorderFlow, type PreorderFlowProps } from "./preorder-flow";

/** The pre-order form on its page of live islands: products, details, save and payment. */
export default liveIsland<PreorderFlowProps>("preorder-form", PreorderFlow);
