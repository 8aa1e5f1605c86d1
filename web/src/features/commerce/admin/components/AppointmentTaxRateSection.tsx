import { Skeleton, Text } from '@mantine/core';
import { TAX_RATES, type TTaxRate } from '@contract/fiscal';
import { TaxRateSelect } from '@web/components/forms/PriceFields';
import { SectionCard } from '@web/components/SectionCard';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useAppointmentProduct } from '../../api/get-appointment-product';
import { useUpdateAppointmentTaxRate } from '../api/update-appointment-tax-rate';

const isRate = (v: string): v is TTaxRate => (TAX_RATES as readonly string[]).includes(v);

/**
 * The 'Turno Presencial' is no plan or recipe with a form of its own: its tax rate is set
 * here, and saved as soon as it is chosen.
 */
export function AppointmentTaxRateSection() {
  const product = useAppointmentProduct();
  const update = useUpdateAppointmentTaxRate();

  const choose = (value: string) => {
    const iva = isRate(value) ? value : '';
    update.mutate(iva, {
      onSuccess: () => notifySuccess('Guardamos el IVA del Turno Presencial'),
      onError: (err) =>
        notifyWarning(errorMessage(err, 'No pudimos guardar el IVA del Turno Presencial')),
    });
  };

  return (
    <SectionCard title="IVA del Turno Presencial">
      {product.isPending ? (
        <Skeleton height={60} maw={360} aria-label="Cargando el Turno Presencial" />
      ) : product.isError ? (
        <Text size="sm" c="red.8">
          {errorMessage(product.error, 'No pudimos cargar el Turno Presencial')}
        </Text>
      ) : (
        <TaxRateSelect
          label="Tasa de IVA"
          value={product.data.iva ?? ''}
          onChange={choose}
          disabled={update.isPending}
          maw={360}
        />
      )}
    </SectionCard>
  );
}
