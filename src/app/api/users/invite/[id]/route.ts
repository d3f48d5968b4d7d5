import { users } from "@/lib/contracts/users/endpoints";
import { authThrottle } from "@/server/auth/throttle";
import { endpoint } from "@/server/http/endpoint";
import { resendInvitation } from "@/server/users/resend-invitation";

/** One e-mail per account every 5 minutes, counted with the password resets: the two are the same e-mail. */
async function mayMail(email: string, address: string | null): Promise<boolean> {
  const claim = await authThrottle.claimReset(email, address);
  return claim.ok && claim.send;
}

export const POST = endpoint(users.invite, (ctx, { params }) =>
  resendInvitation(ctx, params.id, (email) => mayMail(email, ctx.client?.address ?? null)),
);
