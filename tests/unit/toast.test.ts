import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createdMessage, deletedMessage, toastError, toastSessionExpired, updatedMessage } from "@/lib/toast";

describe("toasts (§4, §9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-21T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the session-expired message for 8 s, at most once every 2 s", () => {
    const error = vi.spyOn(toast, "error");
    expect(toastSessionExpired()).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(toastSessionExpired()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toastSessionExpired()).toBe(true);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith("Your session has expired. Please sign in again.", {
      duration: 8000,
      id: "session-expired",
    });
  });

  it("closes errors after 5 s, and account messages after 8 s", () => {
    const error = vi.spyOn(toast, "error");
    toastError("Forbidden");
    toastError("Your account is not active. Please contact support.", { long: true });
    expect(error.mock.calls.map((c) => (c[1] as { duration: number }).duration)).toEqual([5000, 8000]);
  });

  it("words the default success messages as §8 does", () => {
    expect([createdMessage("Team"), updatedMessage("User"), deletedMessage("Goal")]).toEqual([
      "Team created successfully",
      "User updated successfully",
      "Goal deleted successfully",
    ]);
  });
});
