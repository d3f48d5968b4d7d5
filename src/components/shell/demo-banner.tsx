import { showsDemoBanner } from "@/server/deployment-safety";

/**
 * Every page of a production server started with DEMO_MODE=1 on the development settings says so: its sign-in
 * can be forged by anyone who reads this repository, so nobody should enter real people's information.
 */
export function DemoBanner() {
  if (!showsDemoBanner(process.env)) return null;
  return (
    <div
      data-demo-banner
      className="border-b border-amber-500/40 bg-amber-500/15 px-4 py-1.5 text-center text-xs text-amber-100"
    >
      <strong className="font-semibold">Demo mode.</strong> This server runs on development settings: do not
      enter real people&apos;s information.
    </div>
  );
}
