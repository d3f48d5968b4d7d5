import type { LaunchOptions } from "@playwright/test";
import config from "../../playwright.config";

const projectLaunch = (config.projects?.[0]?.use?.launchOptions ?? {}) as LaunchOptions;

/**
 * `test.use` options for Chromium with a fake microphone that plays `wav` (looped), granted without a prompt: for
 * the spec file that uses them only.
 */
export function fakeMicrophone(wav: string) {
  return {
    permissions: ["microphone"],
    launchOptions: {
      ...projectLaunch,
      args: [
        ...(projectLaunch.args ?? []),
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-audio-capture=${wav}`,
      ],
    },
  };
}
