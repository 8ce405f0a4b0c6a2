export const TEMPLATE_NAME_PATTERN = "^[a-z][a-z0-9]*(_[a-z0-9]+)*$";
export const MAX_TEMPLATE_NAME_LENGTH = 64;
const SNAKE_CASE = new RegExp(TEMPLATE_NAME_PATTERN);

/**
 * Why `name` is not a template name, or undefined. Names are snake_case and are refused, not rewritten:
 * the original service silently turned "alumni credential" into "alumnicredential".
 */
export function templateNameProblem(name: string): string | undefined {
  if (name.length === 0) return "name cannot be empty";
  if (name.length > MAX_TEMPLATE_NAME_LENGTH) return `name must be at most ${MAX_TEMPLATE_NAME_LENGTH} characters`;
  if (!SNAKE_CASE.test(name)) {
    return `name must be snake_case: lowercase letters and digits in words joined by single underscores, starting with a letter (e.g. alumni_credential_request), not ${JSON.stringify(name)}`;
  }
  return undefined;
}
