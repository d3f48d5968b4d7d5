import { createUserSchema } from "@/lib/contracts/users";
import { endpoint } from "@/server/http/endpoint";
import { createUser } from "@/server/users/create-user";

export const POST = endpoint(
  "POST /users",
  { body: createUserSchema },
  (ctx, { body }) => createUser(ctx, body),
  {
    status: 201,
  },
);
