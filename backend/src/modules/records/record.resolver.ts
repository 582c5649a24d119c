import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Args, Authorized, Ctx, ID, Int, Query, Resolver, type ClassType } from 'type-graphql';
import { PageArgs } from '../../common/pagination.types.js';
import { PayloadMutation } from '../../common/user-errors.js';
import { actorOfScope, type RecordScope } from './record-context.js';
import type { StoredRecord } from './record-kind.js';
import type { RecordService } from './record.service.js';

/** A GraphQL type as a decorator takes it: a class, an enum, a scalar (`() => ID`). */
type TypeThunk = NonNullable<Parameters<typeof Arg>[1]>;
/** TypeGraphQL's parameter decorator (its `propertyKey` may be undefined). */
type ParamDecorator = ReturnType<typeof Arg>;

/** The texts every record shares in the schema. */
export const RECORD_TEXTS = {
  expectedVersion: 'The `version` the editor started from.',
  search: 'Words to look for.',
  version: 'The version to bring back.',
} as const;

/** A mutation of the record: its payload type and its description in the schema. */
export interface RecordMutation {
  payload: ClassType;
  description: string;
}

/** An argument of a list beside the search box: a group, a tab, a category, a state. */
export interface FilterArgument {
  name: string;
  type: TypeThunk;
  nullable?: boolean;
  description: string;
}

/**
 * The GraphQL operations of one kind of record, named after it (`name` TeamMember → adminTeamMember,
 * createTeamMember…, and the payloads' field `teamMember`; `plural`, by default the name and an
 * "s", → teamMembers, adminTeamMembers). An operation left out is not in the schema; each one's
 * texts are the record's own.
 */
export interface RecordResolverOptions<T extends StoredRecord, I extends object> {
  type: ClassType<T>;
  name: string;
  plural?: string;
  input?: ClassType<I>;
  /** The description of the `id` argument: "Id of the team member." */
  id: string;
  /** Its service, made on the request's EntityManager. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each service has its own fields and filter
  service: new (em: EntityManager) => RecordService<T, I, any, any>;
  /** The public list (`teamMembers`): RecordService.list. */
  list?: { description: string; filter?: FilterArgument };
  /** The public read of one (`product`): RecordService.get. */
  get?: { description: string; id: string };
  /** The admin's read of one (`adminTeamMember`): its description. */
  one?: string;
  /** The admin list (`adminTeamMembers`), searched a page at a time. */
  page?: { connection: ClassType; description: string; search?: string; filter?: FilterArgument };
  create?: RecordMutation & { input: string };
  /** `updateX`, or a save under another name without a version (`renameVideoCategory`). */
  update?: RecordMutation & { input: string; name?: string; unversioned?: true };
  restore?: RecordMutation & { id?: string; version?: string };
  move?: RecordMutation & { position: string };
  /** `deleteX`; with `confirm`, only at the version the editor read and once confirmed. */
  delete?: RecordMutation & { confirm?: { expectedVersion: string; confirm: string } };
}

/**
 * The decorators of an operation the record has, applied when it has it: an operation left out
 * stays out of the schema (TypeGraphQL only knows what was decorated).
 */
function when<O>(operation: O | undefined, decorators: (op: O) => MethodDecorator[]) {
  return (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
    if (operation) for (const decorate of decorators(operation)) decorate(target, key, descriptor);
  };
}

/** An argument the operation takes when the record has it (always the last ones: none shifts). */
function argWhen<O>(option: O | undefined, decorator: (option: O) => ParamDecorator) {
  return (target: object, key: string | symbol | undefined, index: number) => {
    if (option) decorator(option)(target, key!, index);
  };
}

const filterArg = ({ name, type, nullable, description }: FilterArgument) =>
  Arg(name, type, { nullable, description });

/** An admin mutation answering a payload with `userErrors` (common/user-errors.ts). */
const adminMutation = (name: string, { payload, description }: RecordMutation) =>
  [Authorized('content'), PayloadMutation(() => payload, description, name)] as MethodDecorator[];

const lowerFirst = (text: string) => text[0].toLowerCase() + text.slice(1);

/**
 * The resolver of a kind of record, by resolver inheritance (TypeGraphQL's
 * examples/resolvers-inheritance): a content type's resolver extends what this answers and adds
 * its own queries and field resolvers. Reads and writes go through its RecordService, so GraphQL
 * and REST keep one set of rules.
 */
export function RecordResolver<T extends StoredRecord, I extends object>(
  options: RecordResolverOptions<T, I>,
) {
  const { type, name, plural = `${name}s`, id } = options;
  const byId = { description: id };
  const answer = (record: T) => ({ [lowerFirst(name)]: record, userErrors: [] });

  @Resolver(() => type)
  abstract class RecordResolverBase {
    /** The record's service on the request's EntityManager. */
    protected service(em: EntityManager) {
      return new options.service(em);
    }

    @when(options.list, ({ description }) => [
      Query(() => [type], { name: lowerFirst(plural), description }),
    ])
    recordList(
      @Ctx() { em }: RecordScope,
      @argWhen(options.list?.filter, filterArg) filter?: unknown,
    ): Promise<T[]> {
      return this.service(em).list(filter);
    }

    @when(options.get, ({ description }) => [
      Query(() => type, { name: lowerFirst(name), nullable: true, description }),
    ])
    recordById(
      @Ctx() { em }: RecordScope,
      @Arg('id', () => ID, { description: options.get?.id }) rawId: string,
    ): Promise<T> {
      return this.service(em).get(rawId);
    }

    @when(options.one, (description) => [
      Authorized('content') as MethodDecorator,
      Query(() => type, { name: `admin${name}`, nullable: true, description }),
    ])
    adminRecord(@Ctx() { em }: RecordScope, @Arg('id', () => ID, byId) rawId: string): Promise<T> {
      return this.service(em).find(rawId);
    }

    @when(options.page, ({ connection, description }) => [
      Authorized('content') as MethodDecorator,
      Query(() => connection, { name: `admin${plural}`, description }),
    ])
    adminRecordPage(
      @Ctx() { em }: RecordScope,
      @Args(() => PageArgs) page: PageArgs,
      @Arg('search', () => String, {
        nullable: true,
        description: options.page?.search ?? RECORD_TEXTS.search,
      })
      search: string | null,
      @argWhen(options.page?.filter, filterArg) filter?: unknown,
    ) {
      return this.service(em).adminPage({ search, filter }, page);
    }

    @when(options.create, (op) => adminMutation(`create${name}`, op))
    async createRecord(
      @Ctx() scope: RecordScope,
      @Arg('input', () => options.input!, { description: options.create?.input }) input: I,
    ) {
      return answer(await this.service(scope.em).create(input, actorOfScope(scope)));
    }

    @when(options.update, (op) => adminMutation(op.name ?? `update${name}`, op))
    async updateRecord(
      @Ctx() scope: RecordScope,
      @Arg('id', () => ID, byId) rawId: string,
      @Arg('input', () => options.input!, { description: options.update?.input }) input: I,
      @argWhen(options.update && !options.update.unversioned, () =>
        Arg('expectedVersion', () => Int, { description: RECORD_TEXTS.expectedVersion }),
      )
      expectedVersion?: number,
    ) {
      const service = this.service(scope.em);
      return answer(await service.update(rawId, expectedVersion, input, actorOfScope(scope)));
    }

    @when(options.restore, (op) => adminMutation(`restore${name}Version`, op))
    async restoreRecordVersion(
      @Ctx() scope: RecordScope,
      @Arg('id', () => ID, { description: options.restore?.id ?? id }) rawId: string,
      @Arg('expectedVersion', () => Int, { description: RECORD_TEXTS.expectedVersion })
      expectedVersion: number,
      @Arg('version', () => Int, { description: options.restore?.version ?? RECORD_TEXTS.version })
      version: number,
    ) {
      const service = this.service(scope.em);
      return answer(await service.restore(rawId, expectedVersion, version, actorOfScope(scope)));
    }

    @when(options.move, (op) => adminMutation(`move${name}`, op))
    async moveRecord(
      @Ctx() scope: RecordScope,
      @Arg('id', () => ID, byId) rawId: string,
      @Arg('position', () => Int, { description: options.move?.position }) position: number,
    ) {
      return answer(await this.service(scope.em).move(rawId, position, actorOfScope(scope)));
    }

    @when(options.delete, (op) => adminMutation(`delete${name}`, op))
    async deleteRecord(
      @Ctx() scope: RecordScope,
      @Arg('id', () => ID, byId) rawId: string,
      @argWhen(options.delete?.confirm, (texts) =>
        Arg('expectedVersion', () => Int, { description: texts.expectedVersion }),
      )
      expectedVersion?: number,
      @argWhen(options.delete?.confirm, (texts) =>
        Arg('confirm', () => Boolean, { defaultValue: false, description: texts.confirm }),
      )
      confirm?: boolean,
    ) {
      const service = this.service(scope.em);
      const removed = await service.remove(rawId, actorOfScope(scope), {
        expectedVersion,
        confirm,
      });
      // The files go once the delete is committed: a refused delete keeps them.
      await scope.imageStorage.remove(...removed.files);
      return { deletedId: removed.id, userErrors: [] };
    }
  }

  return RecordResolverBase;
}
