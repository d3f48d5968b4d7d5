import Link from "next/link";
import { SignOutButton } from "@/components/dashboard/sign-out-button";

/** The dashboard frame. The side menu and the rest of the shell arrive with the dashboard-shell work. */
export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="flex items-center justify-between border-b px-6 py-3">
        <Link href="/dashboard" className="font-semibold tracking-tight">
          Coaching Platform
        </Link>
        <SignOutButton />
      </header>
      <main className="mx-auto max-w-5xl px-6 py-8">{children}</main>
    </div>
  );
}
