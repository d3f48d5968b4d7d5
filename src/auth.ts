/** Auth.js (next-auth v5) for the web app; the configuration is src/server/auth/auth-config.ts. */
import NextAuth from "next-auth";
import { authConfig } from "@/server/auth/auth-config";

export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth(authConfig());
