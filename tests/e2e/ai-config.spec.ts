import type { Page } from "@playwright/test";
import { expect, RUN, signIn, test, toast } from "./support";

async function addInstruction(
  page: Page,
  setUrl: string,
  { name, placement, order }: { name: string; placement: "start" | "end"; order: number },
) {
  await page.getByRole("link", { name: "Add instruction", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create instruction" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  // §5: at most 2000 characters, with a live counter.
  await page.getByLabel("Content").fill("x".repeat(2001));
  await expect(page.getByText("2001 / 2000")).toBeVisible();
  await page.getByRole("button", { name: "Create instruction" }).click();
  await expect(page.getByLabel("Content")).toHaveAccessibleDescription(
    "Content must be less than 2000 characters",
  );
  await page.getByLabel("Content").fill(`Content of ${name}`);
  await expect(page.getByText(`${`Content of ${name}`.length} / 2000`)).toBeVisible();
  await page.getByLabel("Placement").selectOption(placement);
  await page.getByLabel("Order").fill(String(order));
  await page.getByRole("button", { name: "Create instruction" }).click();
  await expect(toast(page, "Instruction created successfully").first()).toBeVisible();
  await expect(page).toHaveURL(setUrl);
  await expect(
    page.getByRole("table", { name: "Instructions of this set" }).getByRole("link", { name }),
  ).toBeVisible();
}

test("an admin builds an agent with a set of two instructions and the preview orders them", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const agentName = `E2E Agent ${RUN}`;
  const setName = `E2E Set ${RUN}`;
  const endName = `E2E End ${RUN}`;
  const startName = `E2E Start ${RUN}`;
  await signIn(page, "admin@example.com");

  await page.goto("/dashboard/ai-config");
  await page.getByRole("link", { name: /^Agents/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-config\/agents$/);
  await page.getByRole("link", { name: "Create agent" }).click();
  await page.getByLabel("Name", { exact: true }).fill(agentName);
  await page.getByLabel("Core instruction").fill("You are a helpful coach.");
  await page.getByRole("button", { name: "Create agent" }).click();
  await expect(toast(page, "Agent created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/ai-config\/agents\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 1, name: agentName })).toBeVisible();
  const agentUrl = page.url();

  await page.getByRole("link", { name: "Add instruction set", exact: true }).click();
  await expect(page).toHaveURL(/\/instruction-sets\/create\?agent=[0-9a-f]{24}$/);
  await page.getByLabel("Name", { exact: true }).fill(setName);
  await page.getByRole("switch", { name: "Everybody in the organisation" }).click();
  // The agent is preselected from ?agent=.
  await expect(page.getByRole("list", { name: "Selected agents" })).toContainText(agentName);
  await page.getByRole("button", { name: "Create instruction set" }).click();
  await expect(toast(page, "Instruction set created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/instruction-sets\/view\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 1, name: setName })).toBeVisible();
  const setUrl = page.url();

  await addInstruction(page, setUrl, { name: endName, placement: "end", order: 0 });
  await addInstruction(page, setUrl, { name: startName, placement: "start", order: 5 });

  await page.goto(agentUrl);
  await expect(page.getByRole("list", { name: "Instruction sets of this agent" })).toContainText(setName);
  const messages = page.getByRole("list", { name: "Prompt messages" });
  await expect(messages.getByText(startName, { exact: true })).toBeVisible();
  await expect(messages.getByText(endName, { exact: true })).toBeVisible();
  const names = await messages.getByTestId("preview-message-name").allTextContents();
  expect(names[0]).toBe("Core instruction");
  expect(names.indexOf(startName)).toBeGreaterThan(0);
  expect(names.indexOf(startName)).toBeLessThan(names.indexOf(endName));

  // The edit forms load what was saved and save it back.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(agentName);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Agent updated successfully")).toBeVisible();
  await expect(page).toHaveURL(agentUrl);

  await page.goto(setUrl);
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(setName);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Instruction set updated successfully")).toBeVisible();
  await expect(page).toHaveURL(setUrl);

  await page
    .getByRole("table", { name: "Instructions of this set" })
    .getByRole("link", { name: endName })
    .click();
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Placement")).toHaveValue("end");
  await page.getByLabel("Order").fill("7");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Instruction updated successfully")).toBeVisible();
  await expect(page.getByText("7", { exact: true })).toBeVisible();
});

test("the AI-config lists load, chat settings save with §5 checks, and a prompt template is created", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, "admin@example.com");

  for (const [path, table] of [
    ["/dashboard/ai-config/agents", "Agents"],
    ["/dashboard/ai-config/instruction-sets", "Instruction sets"],
    ["/dashboard/ai-config/instruction-sets?agent=0123456789abcdef01234567", "Instruction sets"],
    ["/dashboard/ai-config/instructions", "Instructions"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("table", { name: table })).toBeVisible();
    await expect(page.getByText(/\d+ results?$/)).toBeVisible();
    await expect(page.getByText("Could not load the list")).toHaveCount(0);
  }

  await page.goto("/dashboard/ai-config");
  await page.getByRole("link", { name: /^Chat settings/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Chat settings" })).toBeVisible();
  const maxTokens = page.getByLabel("Max tokens");
  await maxTokens.fill("100");
  await page.getByRole("button", { name: "Save chat settings" }).click();
  await expect(maxTokens).toHaveAttribute("aria-invalid", "true");
  await maxTokens.fill("");
  await page.getByRole("button", { name: "Save chat settings" }).click();
  await expect(toast(page, "Chat settings updated successfully")).toBeVisible();

  const title = `E2E Template ${RUN}`;
  await page.goto("/dashboard/prompt-templates");
  await page.getByRole("link", { name: "Create prompt template" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("How did training go this week?");
  await page.getByRole("button", { name: "Create prompt template" }).click();
  await expect(toast(page, "Prompt template created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/prompt-templates$/);
  await page.getByRole("searchbox", { name: "Search prompt templates" }).fill(title);
  await expect(
    page.getByRole("table", { name: "Prompt templates" }).getByRole("link", { name: title, exact: true }),
  ).toBeVisible();
});
