import { idParams } from "@/lib/contracts/common";
import { endpoint } from "@/server/http/endpoint";
import { userMetrics } from "@/server/users/user-metrics";

export const GET = endpoint("GET /users/metrics/{id}", { params: idParams }, (ctx, { params }) =>
  userMetrics(ctx, params.id),
);
