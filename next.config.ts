import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The dev server is reached as 127.0.0.1 by tests and screenshots; without this the page never hydrates.
  allowedDevOrigins: ["127.0.0.1"],
  poweredByHeader: false,
  // Lets parallel test runs on one machine build into separate folders (scripts/test.mjs).
  distDir: process.env.NEXT_DIST_DIR || ".next",
};

export default nextConfig;
