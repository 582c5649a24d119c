/**
 * The first tab an integrator sees (GraphiQL keeps their own tabs in local storage afterwards):
 * where the guide is, how to send the admin token, and a query that runs as it is. Lines are
 * short enough for the editor's width on a laptop screen.
 */
export const DEFAULT_QUERY = `# Prairie Elite Agronomics GraphQL API
#
# Integrator guide: docs/api.md in the
# repository (authentication, pagination,
# errors, limits, examples).
# Schema docs: the book icon on the left.
#
# Admin queries need a token. Open
# "Headers" below and paste:
#   {"Authorization": "Bearer <token>"}
#
# Run with Ctrl-Enter or the ▶ button.

{
  products {
    id
    name
  }
}
`;
