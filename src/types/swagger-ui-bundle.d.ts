/** The self-contained browser build of Swagger UI (its package's main entry also pulls in Node's path module). */
declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  import type { SwaggerUIBundle } from "swagger-ui-dist";

  const bundle: SwaggerUIBundle;
  export default bundle;
}
