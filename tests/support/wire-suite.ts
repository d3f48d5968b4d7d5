import { afterAll, afterEach, beforeAll } from "vitest";
import { startOpenAIWireServer, type WireServer } from "./openai-wire-server";
import { pointProviderAt } from "./voice";

/**
 * The OpenAI wire server of the suite this is called in: started before its tests and closed after them. With
 * `provider`, the app's AI provider (AI_PROVIDER, OPENAI_API_KEY, OPENAI_BASE_URL) points at it meanwhile; with
 * `resetEach`, every test starts with no recorded requests and the default script.
 */
export function wireSuite(options: { provider?: boolean; resetEach?: boolean } = {}): WireServer {
  let server: WireServer | undefined;
  let restore = () => {};
  beforeAll(async () => {
    server = await startOpenAIWireServer();
    if (options.provider) restore = pointProviderAt(server.url);
  });
  if (options.resetEach) {
    afterEach(() => {
      live().requests.length = 0;
      live().setScript({});
    });
  }
  afterAll(async () => {
    restore();
    await server?.close();
  });
  const live = () => {
    if (!server) throw new Error("the wire server is started in beforeAll");
    return server;
  };
  return {
    get url() {
      return live().url;
    },
    get requests() {
      return live().requests;
    },
    setScript: (script) => live().setScript(script),
    close: () => live().close(),
  };
}
