export { formApiRoutes } from "./api";
export { formPageRoutes } from "./page";
