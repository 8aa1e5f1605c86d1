import { useParams } from 'react-router';
import { ProductPageLink } from '@web/features/catalog/components/ProductPageLink';
import DownloadsPage from '@web/features/commerce/pages/DownloadsPage';

/** /auth/archivos/:id: a bought product's files (commerce); a refusal links to the product (catalog). */
export default function DownloadsRoute() {
  const { id = '' } = useParams();
  return <DownloadsPage productLink={<ProductPageLink id={id} />} />;
}
