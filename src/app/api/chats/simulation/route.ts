import { chats } from "@/lib/contracts/chats/endpoints";
import { runSimulation } from "@/server/chats/simulation/run-simulation";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(chats.simulation, (ctx, { body }) => runSimulation(ctx, body));
