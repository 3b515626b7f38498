import '../i18n';
import type { SearchBoxProps } from '@storefront/contract';
import { SearchBox as Box } from '../features/search/components/search-box';

/** mf_catalogue/SearchBox: placed by the shell's navbar, loaded when the visitor reaches for the search. */
export default function SearchBox(props: SearchBoxProps) {
  return <Box {...props} />;
}
