import type { Metadata } from "next";

import { NotFoundPage } from "@/components/not-found-page";

export const metadata: Metadata = { title: "Page Not Found" };

export default function NotFound() {
  return <NotFoundPage home={{ href: "/", label: "Go home" }} />;
}
