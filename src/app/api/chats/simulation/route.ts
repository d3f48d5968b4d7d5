import { simulationSchema } from "@/lib/contracts/chats";
import { runSimulation } from "@/server/chats/simulation/run-simulation";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint("POST /chats/simulation", { body: simulationSchema }, (ctx, { body }) =>
  runSimulation(ctx, body),
);
