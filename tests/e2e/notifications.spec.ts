import type { Page } from "@playwright/test";
import { expect, RUN, signIn, test } from "./support";

/** Sends a notification to the signed-in person through the API, with the page's session. */
async function notifySelf(page: Page, title: string, metadata?: object) {
  const me = await page.request.get("/api/users/me");
  expect(me.status()).toBe(200);
  const { _id } = await me.json();
  const res = await page.request.post("/api/notifications", {
    data: { type: "user", users: [_id], title, message: `About ${title}`, level: "success", metadata },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("the bell counts live, opens a notification at its link and marks all as read", async ({ page }) => {
  // The admin: other browser tests watch the athlete's bell.
  await signIn(page, "admin@example.com");
  await page.goto("/dashboard");
  const bell = page.getByRole("button", { name: /^Notifications(, \d+ unread)?$/ });
  await expect(bell).toBeVisible();
  // Start from nothing unread, through the popover's own button when there is something.
  await bell.click();
  const popover = page.getByRole("dialog", { name: "Notifications" });
  await expect(popover).toBeVisible();
  await expect(popover.getByText("Loading...")).toBeHidden();
  const markAll = popover.getByRole("button", { name: "Mark all as read" });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();

  // A new one arrives while the page is open: the count rises without a reload.
  await notifySelf(page, `Goal review ${RUN}`, { href: "/dashboard/goals" });
  await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
  await notifySelf(page, `Second ${RUN}`);
  await expect(page.getByRole("button", { name: "Notifications, 2 unread" })).toBeVisible();

  // Keyboard: the bell opens with Enter, the newest comes first, unread marked.
  await page.getByRole("button", { name: "Notifications, 2 unread" }).focus();
  await page.keyboard.press("Enter");
  await expect(popover).toBeVisible();
  const items = popover.getByTestId("notification-item");
  await expect(items.first()).toContainText(`Second ${RUN}`);
  await expect(items.first()).toHaveAttribute("data-read", "false");
  await expect(items.first()).toBeFocused();

  // Opening the one with a link marks it read and follows the link.
  await popover.getByRole("button", { name: new RegExp(`Goal review ${RUN}`) }).click();
  await expect(page).toHaveURL(/\/dashboard\/goals$/);
  await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();

  await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  await popover.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(popover.getByTestId("notification-item").first()).toHaveAttribute("data-read", "true");
  await expect(popover.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
});
