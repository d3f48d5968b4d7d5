import { users } from "@/lib/api/endpoints/users";
import { endpoint } from "@/server/http/endpoint";
import { signOutEverywhere } from "@/server/users/sign-out-everywhere";

export const POST = endpoint(users.signOutEverywhere, (ctx) => signOutEverywhere(ctx));
