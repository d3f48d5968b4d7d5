/**
 * A bus shared by every app instance: local delivery as inProcessBus, plus the PostgreSQL transport both ways.
 * One per topic and process, kept on globalThis so a Next dev reload keeps the subscribers of open streams.
 */
import { type EventBus, inProcessBus, RESYNC } from "./bus";
import { pgTransport } from "./pg-transport";

const holder = globalThis as typeof globalThis & { __coachBuses?: Map<string, EventBus<unknown>> };

/** `toWire`: the event as it crosses instances (rows left out; receivers read them). */
export function sharedBus<E>(topic: string, toWire: (event: E) => unknown = (event) => event): EventBus<E> {
  holder.__coachBuses ??= new Map();
  const existing = holder.__coachBuses.get(topic);
  if (existing) return existing as EventBus<E>;
  const local = inProcessBus<E>();
  const transport = pgTransport();
  transport?.register(topic, {
    deliver: (channel, event) => local.publish(channel, event as E),
    resync: () => local.publishToAll(RESYNC),
  });
  const bus: EventBus<E> = {
    publish(channel, event) {
      local.publish(channel, event);
      transport?.publish(topic, channel, toWire(event));
    },
    subscribe(channel, listener) {
      // Events from other instances reach this one only once it listens (the first subscriber opens it).
      void transport?.listen();
      return local.subscribe(channel, listener);
    },
    listenerCount: (channel) => local.listenerCount(channel),
  };
  holder.__coachBuses.set(topic, bus as EventBus<unknown>);
  return bus;
}
