import {
  Arg,
  Args,
  Authorized,
  Ctx,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  UseMiddleware,
} from 'type-graphql';
import { PageArgs } from '../../common/pagination.types.js';
import { ReturnUserErrors } from '../../common/user-errors.js';
import { RestoreVersionArgs } from '../history/index.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
import { TestimonialInput } from './dto/testimonial.input.js';
import { Testimonial } from './testimonial.entity.js';
import { TestimonialService } from './testimonial.service.js';
import {
  CreateTestimonialPayload,
  DeleteTestimonialPayload,
  MoveTestimonialPayload,
  RestoreTestimonialVersionPayload,
  TestimonialConnection,
  UpdateTestimonialPayload,
} from './testimonial.types.js';

@Resolver(() => Testimonial)
export class TestimonialResolver {
  @Query(() => [Testimonial], { description: 'Customer testimonials in display order.' })
  testimonials(@Ctx() { em }: RequestScope): Promise<Testimonial[]> {
    return new TestimonialService(em).list();
  }

  @Authorized('content')
  @Query(() => TestimonialConnection, {
    description:
      'Every testimonial in display order (admin only), searched in the quote and in the customer’s name and farm.',
  })
  adminTestimonials(
    @Ctx() { em }: RequestScope,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Words of the quote or of the customer’s name and farm.',
    })
    search: string | null,
  ): Promise<TestimonialConnection> {
    return new TestimonialService(em).adminPage(search, page);
  }

  @Authorized('content')
  @Query(() => Testimonial, {
    nullable: true,
    description: 'One testimonial (admin only); NOT_FOUND when it does not exist.',
  })
  adminTestimonial(
    @Ctx() { em }: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the testimonial.' }) id: string,
  ): Promise<Testimonial> {
    return new TestimonialService(em).find(id);
  }

  @Authorized('content')
  @Mutation(() => CreateTestimonialPayload, {
    nullable: true,
    description: 'Adds a testimonial at the end of the list on the site (admin only).',
  })
  @UseMiddleware(ReturnUserErrors)
  async createTestimonial(
    @Ctx() scope: RequestScope,
    @Arg('input', () => TestimonialInput, { description: 'Its fields.' }) input: TestimonialInput,
  ): Promise<CreateTestimonialPayload> {
    const testimonial = await new TestimonialService(scope.em).create(input, actorOf(scope));
    return { testimonial, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => UpdateTestimonialPayload, {
    nullable: true,
    description:
      "Saves a testimonial's fields (admin only). Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
  })
  @UseMiddleware(ReturnUserErrors)
  async updateTestimonial(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the testimonial.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The `version` the editor started from.' })
    expectedVersion: number,
    @Arg('input', () => TestimonialInput, { description: 'Its new fields.' })
    input: TestimonialInput,
  ): Promise<UpdateTestimonialPayload> {
    const testimonial = await new TestimonialService(scope.em).update(
      id,
      expectedVersion,
      input,
      actorOf(scope),
    );
    return { testimonial, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => RestoreTestimonialVersionPayload, {
    nullable: true,
    description:
      'Brings back an earlier version of a testimonial as a new version (admin only), checked as a save is; it keeps its place on the site. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.',
  })
  @UseMiddleware(ReturnUserErrors)
  async restoreTestimonialVersion(
    @Ctx() scope: RequestScope,
    @Args(() => RestoreVersionArgs) { id, expectedVersion, version }: RestoreVersionArgs,
  ): Promise<RestoreTestimonialVersionPayload> {
    const testimonial = await new TestimonialService(scope.em).restore(
      id,
      expectedVersion,
      version,
      actorOf(scope),
    );
    return { testimonial, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => MoveTestimonialPayload, {
    nullable: true,
    description:
      'Moves a testimonial to another place on the site (admin only), the others closing up around it; the home page follows at once.',
  })
  @UseMiddleware(ReturnUserErrors)
  async moveTestimonial(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the testimonial.' }) id: string,
    @Arg('position', () => Int, {
      description: 'Its new place, 1 for the first; at most the number of testimonials.',
    })
    position: number,
  ): Promise<MoveTestimonialPayload> {
    const testimonial = await new TestimonialService(scope.em).move(id, position, actorOf(scope));
    return { testimonial, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => DeleteTestimonialPayload, {
    nullable: true,
    description:
      'Deletes a testimonial (admin only); it stays deleted across restarts. Its versions stay in the history.',
  })
  @UseMiddleware(ReturnUserErrors)
  async deleteTestimonial(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the testimonial.' }) id: string,
  ): Promise<DeleteTestimonialPayload> {
    const deletedId = await new TestimonialService(scope.em).remove(id, actorOf(scope));
    return { deletedId, userErrors: [] };
  }
}
