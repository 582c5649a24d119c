import { IsDate, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { parseId } from '../../common/ids.js';
import { PageArgs } from '../../common/pagination.types.js';
import { ConnectionType } from '../../common/pagination.types.js';
import type { RequestScope } from '../../common/request-scope.js';
import { AuditAction } from './audit-action.js';
import { AuditEvent } from './audit-event.entity.js';
import { HistoryService } from './history.service.js';
import { RecordVersion } from './record-version.entity.js';

@ObjectType({ description: 'A page of the audit trail, newest first.' })
export class AuditEventConnection extends ConnectionType(AuditEvent, {
  name: 'AuditEvent',
  noun: 'audit event',
}) {}

@ObjectType({ description: 'One field of a record as a version holds it.' })
export class VersionFieldValue {
  @Field({ description: 'Field name, e.g. "title".' })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Its value as text (dates in ISO 8601); null when empty.',
  })
  value!: string | null;
}

@ArgsType()
class AuditFilterArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Only changes by this username.' })
  @IsOptional()
  @MaxLength(120)
  @IsString()
  actor?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Only this kind of record, e.g. "newsletter".',
  })
  @IsOptional()
  @MaxLength(40)
  @IsString()
  recordType?: string | null;

  @Field(() => AuditAction, { nullable: true, description: 'Only this kind of change.' })
  @IsOptional()
  @IsEnum(AuditAction)
  action?: AuditAction | null;

  @Field(() => Date, { nullable: true, description: 'Only changes at or after this instant.' })
  @IsOptional()
  @IsDate()
  since?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only changes before this instant.' })
  @IsOptional()
  @IsDate()
  until?: Date | null;
}

@Resolver(() => RecordVersion)
export class HistoryResolver {
  @Authorized('administration')
  @Query(() => AuditEventConnection, {
    description:
      'The audit trail (admin only): every change an admin made, newest first, filtered by who, what kind of record, what kind of change and when.',
  })
  auditEvents(
    @Ctx() { em }: RequestScope,
    @Args(() => AuditFilterArgs) { first, after, ...filter }: AuditFilterArgs,
  ): Promise<AuditEventConnection> {
    return new HistoryService(em).page(filter, { first, after });
  }

  @Authorized('content')
  @Query(() => [RecordVersion], {
    description: 'The saved versions of one record (admin only), newest first.',
  })
  async recordVersions(
    @Ctx() { em }: RequestScope,
    @Arg('recordType', { description: 'Kind of record, e.g. "newsletter".' }) recordType: string,
    @Arg('recordId', () => ID, { description: 'Id of the record.' }) recordId: string,
  ): Promise<RecordVersion[]> {
    const id = parseId(recordId);
    return id ? new HistoryService(em).versions(recordType, id) : [];
  }

  @FieldResolver(() => [VersionFieldValue], {
    description: 'Every field of the record as this version holds it, to compare two versions.',
  })
  values(@Root() version: RecordVersion): VersionFieldValue[] {
    return Object.entries(version.snapshot).map(([name, value]) => ({
      name,
      value: value === null || value === '' ? null : String(value),
    }));
  }
}
