import { idParams } from "@/lib/contracts/common";
import { updateUserSchema } from "@/lib/contracts/users";
import { endpoint } from "@/server/http/endpoint";
import { deleteUser } from "@/server/users/delete-user";
import { getUser } from "@/server/users/get-user";
import { updateUser } from "@/server/users/update-user";

// The static segments next to [id] (me, details, paginate) have their own route files and win over it.

export const GET = endpoint("GET /users/{id}", { params: idParams }, (ctx, { params }) =>
  getUser(ctx, params.id),
);

export const PUT = endpoint(
  "PUT /users/{id}",
  { params: idParams, body: updateUserSchema },
  (ctx, { params, body }) => updateUser(ctx, params.id, body),
);

export const DELETE = endpoint("DELETE /users/{id}", { params: idParams }, (ctx, { params }) =>
  deleteUser(ctx, params.id),
);
