import type { BuyerFacts, StaffFacts } from "./common";

/** Facts shared by the template tests: a buyer in India with every support contact set. */
export const buyer: BuyerFacts = {
  reference: "LX-7K3Q9M",
  name: 'Asha <script>alert("x")</script>',
  currency: "INR",
  orderUrl: "https://luxid.test/orders/LX-7K3Q9M?t=abc",
  support: { email: "care@luxid.test", phone: "+91 80 4718 2200", whatsapp: "+91 98450 12345" },
  siteUrl: "https://luxid.test",
  testMode: false,
};

export const staff: StaffFacts = {
  reference: "LX-7K3Q9M",
  consoleUrl: "https://luxid.test/admin/preorders/0f8a2c1e-1111-4222-8333-444455556666",
  siteUrl: "https://luxid.test",
  testMode: false,
};
