import { IsOptional } from 'class-validator';
import { ArgsType, Authorized, Field, Int, ObjectType, Query, type ClassType } from 'type-graphql';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type Edge,
  type PageInfoValue,
  type PageRequest,
} from './pagination.js';

/*
 * The GraphQL side of pagination.ts: Relay's PageInfo, the `first`/`after` arguments and a
 * connection type per node type (`ContactConnection` with its `ContactEdge`...). TypeGraphQL's
 * generic types are functions returning an abstract class, which a module extends with its own
 * named @ObjectType.
 */

@ObjectType({ description: 'Where a page of a list starts and ends, and what lies beyond it.' })
export class PageInfo implements PageInfoValue {
  @Field({ description: 'More rows follow this page: ask again with `after: endCursor`.' })
  hasNextPage!: boolean;

  @Field({
    description:
      'Rows come before this page, i.e. it was read `after` a cursor. Lists are read forward only.',
  })
  hasPreviousPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the first row of the page; null when the page is empty.',
  })
  startCursor!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Cursor of the last row of the page, to pass as `after` for the next page; null when the page is empty.',
  })
  endCursor!: string | null;
}

/** `first` and `after` of every paginated list. */
@ArgsType()
export class PageArgs implements PageRequest {
  @Field(() => Int, {
    nullable: true,
    description: `How many rows to return, from 1 to ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} when omitted. A value outside that range is refused (BAD_USER_INPUT), never cut down.`,
  })
  // The range is checked by pageSize() (pagination.ts), so services check it too; @IsOptional
  // only lets the argument through the validator's whitelist.
  @IsOptional()
  first?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Return the rows after this cursor (the `endCursor` of the previous page, or any edge `cursor`); from the start when omitted. An unreadable cursor is refused with "Invalid cursor" (BAD_USER_INPUT).',
  })
  @IsOptional()
  after?: string | null;
}

/**
 * The connection of a node type: `edges { cursor node }`, `pageInfo` and `totalCount`, with a
 * `<Name>Edge` type named after the node. Extend it with a named type:
 * `@ObjectType({ description }) class ContactConnection extends ConnectionType(Contact, …) {}`.
 */
export function ConnectionType<T extends object>(
  node: ClassType<T>,
  { name, noun }: { name: string; noun: string },
) {
  @ObjectType(`${name}Edge`, {
    description: `One ${noun} of a page, with the cursor that marks its place in the list.`,
  })
  class EdgeType implements Edge<T> {
    @Field({
      description: `Opaque cursor of this ${noun}: pass it as \`after\` to read the rows after it.`,
    })
    cursor!: string;

    @Field(() => node, { description: `The ${noun}.` })
    node!: T;
  }

  // TypeGraphQL 2 emits only the types a resolver reaches: this base class stays out of the
  // schema, its fields appear on the named subclass.
  @ObjectType()
  abstract class ConnectionClass {
    @Field(() => [EdgeType], { description: 'The rows of this page, in list order.' })
    edges!: Edge<T>[];

    @Field(() => PageInfo, { description: 'Where this page starts and ends, and what follows.' })
    pageInfo!: PageInfoValue;

    @Field(() => Int, {
      description: 'How many rows the whole list holds (with its filters), across all pages.',
    })
    totalCount!: number;
  }
  return ConnectionClass;
}

/**
 * A staff list read a page at a time: a nullable query of `connection`, answered only to a role
 * with `permission` (one of auth's PERMISSIONS; roles.test.ts walks every such field).
 */
export function StaffPageQuery(
  permission: string,
  connection: () => ClassType,
  description: string,
): MethodDecorator {
  const query = Query(connection, { nullable: true, description });
  const authorized = Authorized(permission);
  return (target, key, descriptor) => {
    query(target, key, descriptor);
    authorized(target, key, descriptor);
  };
}
