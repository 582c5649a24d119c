import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { PayloadMutation } from '../../common/user-errors.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
import { PersonalDataArgs } from './dto/personal-data.args.js';
import { PersonalDataService } from './personal-data.service.js';
import {
  ErasePersonalDataPayload,
  LiftMailSuppressionPayload,
  PersonalData,
} from './personal-data.types.js';

@Resolver()
export class PrivacyResolver {
  @Authorized('administration')
  @Query(() => PersonalData, {
    nullable: true,
    description:
      "Everything the site keeps about one e-mail address, matched without regard to case (admin only): the subscription and its consent ledger, contact messages, delivery ledger rows and outbox messages. For a person's access request; the same rows `erasePersonalData` removes.",
  })
  personalData(
    @Ctx() { em }: RequestScope,
    @Args(() => PersonalDataArgs) { email }: PersonalDataArgs,
  ): Promise<PersonalData> {
    return new PersonalDataService(em).collect(email);
  }

  @Authorized('administration')
  @PayloadMutation(
    () => ErasePersonalDataPayload,
    "Erases everything `personalData` shows for the address, in one transaction, at the person's request (admin only), and keeps a salted hash of the address on the suppression list so that no import, form or mailing reaches it again. One audit entry records the counts, never the address.",
  )
  async erasePersonalData(
    @Ctx() scope: RequestScope,
    @Args(() => PersonalDataArgs) { email }: PersonalDataArgs,
  ): Promise<ErasePersonalDataPayload> {
    const erased = await new PersonalDataService(scope.em).erase(email, actorOf(scope));
    return { erased, userErrors: [] };
  }

  @Authorized('administration')
  @PayloadMutation(
    () => LiftMailSuppressionPayload,
    'Takes an erased address off the suppression list when its person asks to be able to subscribe again (admin only; subscribing on the site never lifts it). Audited without the address.',
  )
  async liftMailSuppression(
    @Ctx() scope: RequestScope,
    @Args(() => PersonalDataArgs) { email }: PersonalDataArgs,
  ): Promise<LiftMailSuppressionPayload> {
    const lifted = await new PersonalDataService(scope.em).liftSuppression(email, actorOf(scope));
    return { lifted, userErrors: [] };
  }
}
