import { Resolver } from 'type-graphql';
import { RecordResolver } from '../records/index.js';
import { FoliarProductInput } from './dto/foliar-product.input.js';
import { FoliarProduct } from './foliar-product.entity.js';
import { FoliarProductService } from './foliar-product.service.js';
import {
  CreateFoliarProductPayload,
  DeleteFoliarProductPayload,
  FoliarProductConnection,
  MoveFoliarProductPayload,
  RestoreFoliarProductVersionPayload,
  UpdateFoliarProductPayload,
} from './foliar-product.types.js';

/** foliarProducts, adminFoliarProduct(s), createFoliarProduct…: the record resource's operations. */
@Resolver(() => FoliarProduct)
export class FoliarProductResolver extends RecordResolver({
  type: FoliarProduct,
  name: 'FoliarProduct',
  input: FoliarProductInput,
  id: 'Id of the foliar product.',
  service: FoliarProductService,
  list: {
    description:
      'The sprayed products with their label’s rainfast time, in the office’s order (the Spray Condition App’s product choice).',
  },
  one: 'One foliar product (admin only); NOT_FOUND when it does not exist.',
  page: {
    connection: FoliarProductConnection,
    description: 'Every foliar product in order (admin only), searched in names and label notes.',
    search: 'Words of the name or the label notes.',
  },
  create: {
    payload: CreateFoliarProductPayload,
    description: 'Adds a foliar product at the end of the list (admin only).',
    input: 'Its fields.',
  },
  update: {
    payload: UpdateFoliarProductPayload,
    description:
      "Saves a foliar product's fields (admin only). Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
    input: 'Its new fields.',
  },
  restore: {
    payload: RestoreFoliarProductVersionPayload,
    description:
      'Brings back an earlier version of a foliar product as a new version (admin only), checked as a save is.',
    id: 'Id of the record.',
    version: 'The version to bring back, from its version history.',
  },
  move: {
    payload: MoveFoliarProductPayload,
    description: 'Moves a foliar product to another place in the list (admin only).',
    position: 'Its new place, 1 for the first; at most the number of products.',
  },
  delete: {
    payload: DeleteFoliarProductPayload,
    description: 'Deletes a foliar product (admin only). Its versions stay in the history.',
  },
}) {}
