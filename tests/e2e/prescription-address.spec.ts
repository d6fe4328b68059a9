import { expectAccessible } from "../support/e2e/axe";
import { preorderGlassesAndPay } from "../support/e2e/buyer-steps";
import { expect, test, type Page } from "../support/e2e/fixtures";

/**
 * A glasses buyer, after paying the booking in the sandbox, gives the prescription for the free
 * lenses and corrects the shipping address on the order page: with JavaScript (problems answered
 * in the page before anything is sent) and without (the same forms as plain posts, answered by
 * the server). The page stays free of axe violations with the forms and their errors on it
 * (checked with scripts on: axe runs in the page).
 */

/** Pre-orders the glasses and pays the booking in the sandbox; answers the order page's URL. */
async function paidOrder(page: Page): Promise<string> {
  return (await preorderGlassesAndPay(page, "", { name: "Asha Rx" })).orderUrl;
}

/** Counts the document posts the page sends from now on. */
function countPosts(page: Page) {
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST") posts++;
  });
  return () => posts;
}

test.describe("prescription and address on the order page", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 1280, height: 900 } });

  test("with JavaScript: a wrong value is caught before sending; the prescription and the new address are saved", async ({
    page,
  }) => {
    const orderUrl = await paidOrder(page);
    await page.goto(orderUrl);
    const rx = page.getByRole("region", { name: "Prescription for your free lenses" });
    await expect(rx.getByTestId("prescription-status")).toContainText("free prescription lenses");
    await expectAccessible(page);

    const posts = countPosts(page);
    await rx.getByLabel("Right eye SPH").fill("-2.25");
    await rx.getByLabel("Right eye CYL").fill("-0.75");
    await rx.getByLabel("Left eye SPH").fill("-25");
    await rx.getByRole("button", { name: "Save prescription" }).click();
    // Checked in the page, with the server's words: nothing was sent.
    await expect(rx.getByText("Left eye SPH must be from −20.00 to +20.00")).toBeVisible();
    await expect(
      rx.getByText("Enter the right eye's AXIS (0 to 180): it is needed when CYL is not 0"),
    ).toBeVisible();
    await expect(rx.getByLabel("Right eye AXIS")).toBeFocused();
    await expect(rx.getByLabel("Left eye SPH")).toHaveAttribute("aria-invalid", "true");
    expect(posts()).toBe(0);
    await expectAccessible(page);

    await rx.getByLabel("Right eye AXIS").fill("90");
    await rx.getByLabel("Left eye SPH").fill("-1.75");
    await rx.getByLabel("PD (mm)").fill("63.5");
    await rx.getByRole("button", { name: "Save prescription" }).click();
    await expect(page).toHaveURL(/#prescription$/);
    await expect(page.getByTestId("prescription-status")).toContainText(
      "We have your prescription's numbers, given on",
    );

    const address = page.getByRole("region", { name: "Correct the address or phone" });
    await address.getByLabel("Corrected shipping address").fill("4 Park Street, Kolkata, West Bengal 700016");
    await address.getByRole("button", { name: "Save the correction" }).click();
    // The answer confirms what was saved, in full, to whoever just typed it.
    await expect(page.getByTestId("address-saved")).toContainText(
      "4 Park Street, Kolkata, West Bengal 700016",
    );
    await expect(page.getByTestId("address-changes")).toContainText("You changed the address on");
    // The page shows the new address in part, as it showed the old one.
    await expect(page.getByTestId("masked-address")).toContainText("700016");
    await expect(page.getByTestId("masked-address")).not.toContainText("Park Street");
    await expectAccessible(page);
  });

  test("without JavaScript: a photo is sent as a plain multipart post; a bad phone is answered by the server", async ({
    page,
    browser,
  }) => {
    const orderUrl = await paidOrder(page);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const plain = await context.newPage();
    await plain.goto(orderUrl);

    const rx = plain.getByRole("region", { name: "Prescription for your free lenses" });
    // A renamed executable first: refused by its bytes, beside the file input.
    await rx.getByLabel("Photo or PDF of your prescription").setInputFiles({
      name: "prescription.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(2_000, 7)]),
    });
    await rx.getByRole("button", { name: "Send the file" }).click();
    // The server's answer is tied to the input (axe needs scripts, so it runs in the test above).
    await expect(plain.getByLabel("Photo or PDF of your prescription")).toHaveAccessibleDescription(
      /JPEG, PNG or PDF, at most 5 MB\. This file is not a JPEG, PNG or PDF\./,
    );

    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(5_000, 1),
    ]);
    await plain
      .getByRole("region", { name: "Prescription for your free lenses" })
      .getByLabel("Photo or PDF of your prescription")
      .setInputFiles({ name: "rx.png", mimeType: "image/png", buffer: png });
    await plain.getByRole("button", { name: "Send the file" }).click();
    await expect(plain.getByTestId("prescription-status")).toContainText(
      "We have a photo or PDF of your prescription, given on",
    );

    const address = plain.getByRole("region", { name: "Correct the address or phone" });
    await address.getByLabel("Corrected phone number").fill("call me");
    await address.getByRole("button", { name: "Save the correction" }).click();
    await expect(plain.getByLabel("Corrected phone number")).toHaveAccessibleDescription(
      "Please enter a valid phone number",
    );
    await expect(plain.getByLabel("Corrected phone number")).toHaveAttribute("aria-invalid", "true");
    await expect(plain.getByLabel("Corrected phone number")).toHaveValue("call me");
    await plain.getByLabel("Corrected phone number").fill("+91 98300 54321");
    await plain.getByRole("button", { name: "Save the correction" }).click();
    await expect(plain.getByTestId("address-changes")).toContainText("You changed the phone number on");
    await context.close();
  });
});
