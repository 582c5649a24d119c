import type { FormattedExecutionResult } from 'graphql';
import { companyData } from '../app/company.mock';
import { pageKey } from '../app/page-key';
import { render, type GraphQLExecutor } from '../entry-server';

export const TEST_SITE = 'http://localhost:4000';

type Answer = (variables: Record<string, unknown>) => FormattedExecutionResult;

/**
 * The API as the server renderer reaches it: the company (the footer's) and the operations given,
 * by name; any other operation is an error naming it.
 */
export function pageApi(answers: Record<string, Answer> = {}): GraphQLExecutor {
  return async (request) => {
    const name = request.operationName ?? '';
    if (name === 'Company') return { data: { company: companyData } };
    const answer = answers[name];
    return answer
      ? answer(request.variables ?? {})
      : { errors: [{ message: `Not in this test: ${name}` }] };
  };
}

/** The day the tests' pages are rendered on (the backend passes its companyToday()). */
export const TEST_RENDERED_ON = '2026-11-28';

/**
 * As the server renders an address: by the page's key (page-key.ts), as a link or a GET form asks,
 * on `renderedOn`.
 */
export const renderAddress = (
  address: string,
  execute: GraphQLExecutor,
  renderedOn = TEST_RENDERED_ON,
) => render({ url: pageKey(address), siteUrl: TEST_SITE, execute, renderedOn });

/** React's markers between adjacent texts, taken out to read the text as a visitor does. */
export const visibleText = (html: string) => html.replaceAll('<!-- -->', '');
