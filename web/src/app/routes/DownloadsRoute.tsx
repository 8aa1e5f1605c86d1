import { useParams } from 'react-router';
import { ProductPageLink } from '@web/features/catalog/components/ProductPageLink';
import DownloadsPage from '@web/features/commerce/pages/DownloadsPage';
import { DeliveryFiles } from '@web/features/deliveries/components/DeliveryFiles';
import { MealPlanLink } from '@web/features/meal-plans/components/MealPlanLink';
import { useSession } from '@web/lib/use-session';

/**
 * /auth/archivos/:id: a bought product's files (commerce), with the buyer's delivered plan
 * files drawn as deliveries draws them, and above them the way to their meal plan on the
 * phone once one is published (meal-plans); a refusal links to the product (catalog).
 */
export default function DownloadsRoute() {
  const { id = '' } = useParams();
  const viewer = useSession()?.user;
  return (
    <DownloadsPage
      productLink={<ProductPageLink id={id} />}
      deliveryFiles={(files) => (
        <>
          {viewer && viewer.type !== 'admin' && <MealPlanLink userId={viewer._id} isSelf inline />}
          <DeliveryFiles files={files} />
        </>
      )}
    />
  );
}
