import { ApiReference } from "@/components/api-reference/api-reference";
import { shellPage } from "@/components/management/shell-page";

export const metadata = { title: "API reference" };

/** Admins only (the route guard, as GET /api/openapi.json): every endpoint, who may call it, what it takes and answers. */
export default shellPage(metadata, <ApiReference />, {
  description: "Every endpoint of this platform's API: who may call it, what it takes and what it answers.",
});
