import { checkIns } from "@/lib/contracts/check-ins/endpoints";
import { userCheckIns } from "@/server/check-ins/user-check-ins";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(checkIns.ofUser, (ctx, { params }) => userCheckIns(ctx, params.id));
