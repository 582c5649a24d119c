import { useQuery } from '@apollo/client/react';
import { AdminImageAssetsDocument } from '../../graphql/generated/admin/graphql';

/**
 * The image manager's images as a Select's options (the first 100, built-in ones first), for an
 * editor's image field. The record's `current` image stays choosable even when the manager does
 * not list it (an older path), so opening a record never blanks its image.
 */
export function useImageOptions(current: string): { value: string; label: string }[] {
  const images = useQuery(AdminImageAssetsDocument, {
    variables: { first: 100 },
  });
  const options = (images.data?.imageAssets.edges ?? []).map(({ node }) => ({
    value: node.path,
    label: node.name,
  }));
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: current });
  }
  return options;
}
