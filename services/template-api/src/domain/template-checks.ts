import type { QueryInput, TemplateInput } from "../schemas/template";
import { contextProblem, didProblem, schemaIdProblem } from "./dids";
import { templateDomainProblem } from "./template-domain";
import { templateNameProblem } from "./template-name";

function queryProblems(query: QueryInput, at: string): string[] {
  const problems: (string | undefined)[] = [];
  if (query.type === "QueryByExample") {
    if (!query.credentialQuery?.length) problems.push(`${at}.credentialQuery must hold at least one credential query for QueryByExample`);
    if (query.acceptedMethods) problems.push(`${at}.acceptedMethods belongs to DIDAuthentication queries only`);
    if (query.acceptedCryptosuites) problems.push(`${at}.acceptedCryptosuites belongs to DIDAuthentication queries only`);
  }
  query.credentialQuery?.forEach(({ example }, i) => {
    const prefix = `${at}.credentialQuery.${i}.example`;
    example["@context"].forEach((uri, k) => problems.push(contextProblem(uri, `${prefix}.@context.${k}`)));
    const subjectId = example.credentialSubject?.id;
    if (subjectId !== undefined) problems.push(didProblem(subjectId, `${prefix}.credentialSubject.id`));
    if (example.credentialSchema) problems.push(schemaIdProblem(example.credentialSchema.id, `${prefix}.credentialSchema.id`));
    example.trustedIssuer?.forEach(({ issuer }, k) => problems.push(didProblem(issuer, `${prefix}.trustedIssuer.${k}.issuer`)));
  });
  return problems.filter((p): p is string => p !== undefined);
}

/**
 * Everything wrong with a whole template that its schema could not say, in field order; empty when it is valid.
 * Run on what POST sends and on what a PATCH would leave, so a template in storage is always valid.
 */
export function templateProblems(template: TemplateInput): string[] {
  return [
    templateNameProblem(template.name),
    templateDomainProblem(template.domain),
    ...template.query.flatMap((query, i) => queryProblems(query, `query.${i}`)),
  ].filter((p): p is string => p !== undefined);
}
