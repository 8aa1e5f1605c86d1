import { Button } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@contract/pages';
import { useMealPlans } from '../../api/get-meal-plans';

/**
 * On a delivery (admin): 'Abrir plan alimentario' when the delivery has one, else
 * 'Armar plan alimentario', which starts it for that client and delivery.
 */
export function DeliveryMealPlanButton({
  userId,
  deliveryId,
}: {
  userId: string;
  deliveryId: string;
}) {
  const plans = useMealPlans({ userId });
  const plan = plans.data?.find((p) => p.deliveryId === deliveryId);
  const icon = <IconToolsKitchen2 size={18} aria-hidden />;
  if (plans.isPending)
    return (
      <Button loading variant="light" leftSection={icon}>
        Plan alimentario
      </Button>
    );
  return plan ? (
    <Button
      component={Link}
      to={PATHS.mealPlanBuilder(plan._id)}
      variant="light"
      leftSection={icon}
    >
      Abrir plan alimentario
    </Button>
  ) : (
    <Button component={Link} to={PATHS.newMealPlan(userId, deliveryId)} leftSection={icon}>
      Armar plan alimentario
    </Button>
  );
}
