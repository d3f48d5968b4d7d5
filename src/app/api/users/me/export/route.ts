import { users } from "@/lib/contracts/users/endpoints";
import { exportMyData } from "@/server/data-export/export-my-data";
import { rawEndpoint } from "@/server/http/endpoint";

export const GET = rawEndpoint(users.exportMyData, (ctx) => exportMyData(ctx));
