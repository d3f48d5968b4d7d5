import { users } from "@/lib/contracts/users/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { signOutEverywhere } from "@/server/users/sign-out-everywhere";

export const POST = endpoint(users.signOutEverywhere, (ctx) => signOutEverywhere(ctx));
