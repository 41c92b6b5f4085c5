// The one module /play loads from the TypeScript client package: the typed openapi-fetch
// client, bundled with openapi-fetch so the page needs nothing from outside the server.
export { createClient } from "../../openapi/clients/typescript/index.ts";
