import { useParams } from 'react-router';
import { ProductPageLink } from '@web/features/catalog/components/ProductPageLink';
import DownloadsPage from '@web/features/commerce/pages/DownloadsPage';
import { DeliveryFiles } from '@web/features/deliveries/components/DeliveryFiles';

/**
 * /auth/archivos/:id: a bought product's files (commerce), with the buyer's delivered plan
 * files drawn as deliveries draws them; a refusal links to the product (catalog).
 */
export default function DownloadsRoute() {
  const { id = '' } = useParams();
  return (
    <DownloadsPage
      productLink={<ProductPageLink id={id} />}
      deliveryFiles={(files) => <DeliveryFiles files={files} />}
    />
  );
}
