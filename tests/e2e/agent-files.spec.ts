import { expect, RUN, signIn, test, toast } from "./support";

const NOTES = `Taper notes ${RUN}: cut volume by forty percent in the last ten days.`;

test("an admin uploads agent files, a refused type is toasted, and the view links the files", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const agentName = `E2E Files Agent ${RUN}`;
  await signIn(page, "admin@example.com");
  await page.goto("/dashboard/ai-config/agents");
  await page.getByRole("link", { name: "Create agent" }).click();
  await page.getByLabel("Name", { exact: true }).fill(agentName);

  // A text file for the agent's files: the chip appears with its name.
  let chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload files" }).click();
  await (await chooser).setFiles({ name: "taper.txt", mimeType: "text/plain", buffer: Buffer.from(NOTES) });
  const files = page.getByRole("list", { name: "Files", exact: true });
  await expect(files.getByRole("link", { name: "taper.txt" })).toBeVisible();

  // Binary garbage as a reference file is refused with the §3 message and not listed.
  chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload reference files" }).click();
  await (await chooser).setFiles({
    name: "weird.txt",
    mimeType: "text/plain",
    buffer: Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0, 9]),
  });
  await expect(toast(page, "This file type is not accepted").first()).toBeVisible();
  await expect(page.getByText("No reference files yet.")).toBeVisible();

  await page.getByRole("button", { name: "Create agent" }).click();
  await expect(toast(page, "Agent created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: agentName })).toBeVisible();

  const link = page
    .getByRole("list", { name: "Files", exact: true })
    .getByRole("link", { name: "taper.txt" });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  const res = await page.request.get(href as string);
  expect(res.status()).toBe(200);
  expect(await res.text()).toBe(NOTES);

  // Editing keeps the file until it is removed.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByRole("button", { name: "Remove taper.txt" }).click();
  await expect(page.getByText("No files yet.")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: agentName })).toBeVisible();
  await expect(page.getByRole("link", { name: "taper.txt" })).toHaveCount(0);
});
