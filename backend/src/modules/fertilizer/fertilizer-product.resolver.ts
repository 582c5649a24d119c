import { Resolver } from 'type-graphql';
import { RecordResolver } from '../records/index.js';
import { FertilizerProductInput } from './dto/fertilizer-product.input.js';
import { FertilizerProduct } from './fertilizer-product.entity.js';
import {
  CreateFertilizerProductPayload,
  DeleteFertilizerProductPayload,
  FertilizerProductConnection,
  MoveFertilizerProductPayload,
  RestoreFertilizerProductVersionPayload,
  UpdateFertilizerProductPayload,
} from './fertilizer-product.types.js';
import { FertilizerProductService } from './fertilizer.service.js';

/** The office's editing of the company's fertilizers: the record resource's operations. */
@Resolver(() => FertilizerProduct)
export class FertilizerProductResolver extends RecordResolver({
  type: FertilizerProduct,
  name: 'FertilizerProduct',
  input: FertilizerProductInput,
  id: 'Id of the fertilizer product.',
  service: FertilizerProductService,
  one: 'One fertilizer product (admin only); NOT_FOUND when it does not exist.',
  page: {
    connection: FertilizerProductConnection,
    description:
      "The company's fertilizer products in the tools' order (admin only), searched by name and other nutrients.",
    search: 'Words of the name or of the other nutrients.',
  },
  create: {
    payload: CreateFertilizerProductPayload,
    description:
      'Adds a fertilizer product at the end of the tools’ list (admin only). Refused when its analysis adds up to more than 100 %, a liquid has no density, a salt index no source or a price no date.',
    input: 'Its fields.',
  },
  update: {
    payload: UpdateFertilizerProductPayload,
    description:
      "Saves a fertilizer product's analysis, form, salt index, price and seed placement (admin only), with the same checks as a new one; the tools use it from the next calculation. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
    input: 'Its new fields.',
  },
  restore: {
    payload: RestoreFertilizerProductVersionPayload,
    description:
      'Brings back an earlier version of a fertilizer product as a new version (admin only), checked as a save is. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.',
    id: 'Id of the record.',
    version: 'The version to bring back, from its version history.',
  },
  move: {
    payload: MoveFertilizerProductPayload,
    description: 'Moves a fertilizer product to another place in the tools’ list (admin only).',
    position: 'Its new place, 1 for the first; at most the number of products.',
  },
  delete: {
    payload: DeleteFertilizerProductPayload,
    description:
      'Deletes a fertilizer product (admin only); shared links naming it then say it is unknown. Its versions stay in the history.',
  },
}) {}
