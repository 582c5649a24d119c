import { Query, Resolver } from 'type-graphql';
import { COMPANY } from './company.js';
import { Company } from './company.types.js';

@Resolver(() => Company)
export class CompanyResolver {
  @Query(() => Company, { description: "The company's contact details and locations." })
  company(): Company {
    return {
      ...COMPANY,
      headOffice: { ...COMPANY.headOffice },
      warehouse: { ...COMPANY.warehouse },
    };
  }
}
