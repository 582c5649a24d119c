import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { PayloadMutation } from '../../common/user-errors.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
import { CompanyService } from './company.service.js';
import {
  Company,
  UpdateAppStatusesPayload,
  UpdateCompanySettingsPayload,
} from './company.types.js';
import { AppStatusesInput, CompanySettingsInput } from './dto/company-settings.input.js';

@Resolver(() => Company)
export class CompanyResolver {
  @Query(() => Company, { description: "The company's contact details and locations." })
  company(@Ctx() { em }: RequestScope): Promise<Company> {
    return new CompanyService(em).company();
  }

  @Authorized('administration')
  @PayloadMutation(
    () => UpdateCompanySettingsPayload,
    "Replaces the company's phones, e-mail addresses, addresses, business hours and map point (admin only). The site's footer, contact page and structured data show the new values from the next page load. Problems with a value are `userErrors` naming the field (nothing saved).",
  )
  async updateCompanySettings(
    @Ctx() scope: RequestScope,
    @Arg('input', () => CompanySettingsInput, { description: 'Every contact detail, as a whole.' })
    input: CompanySettingsInput,
  ): Promise<UpdateCompanySettingsPayload> {
    const company = await new CompanyService(scope.em).update(input, actorOf(scope));
    return { company, userErrors: [] };
  }

  @Authorized('administration')
  @PayloadMutation(
    () => UpdateAppStatusesPayload,
    "Sets the status (Live, Beta, Coming Soon) each app's card shows on /apps (admin only); the page shows it from the next load.",
  )
  async updateAppStatuses(
    @Ctx() scope: RequestScope,
    @Arg('input', () => AppStatusesInput, { description: 'Every app’s status, as a whole.' })
    input: AppStatusesInput,
  ): Promise<UpdateAppStatusesPayload> {
    const company = await new CompanyService(scope.em).updateAppStatuses(input, actorOf(scope));
    return { company, userErrors: [] };
  }
}
