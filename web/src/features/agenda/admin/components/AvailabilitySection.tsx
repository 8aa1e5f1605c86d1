import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { SectionCard } from '@web/components/SectionCard';
import { errorMessage } from '@web/lib/errors';
import { useAvailability } from '../api/availability';
import { CancelPolicyForm } from './CancelPolicyForm';
import { DaysOffSection } from './DaysOffSection';
import { HolidaysSection } from './HolidaysSection';
import { OutsideAppointments } from './OutsideAppointments';
import { WeeklyHoursForm } from './WeeklyHoursForm';

/**
 * The Agenda's 'Disponibilidad' (issue 20, DECISIONS §10): her weekly hours and booking
 * rules, her cancellation policy (issue 34), days off, the holidays blocked by default, and
 * the appointments that now fall outside her hours. The server decides what is free from
 * these; every calendar shows it.
 */
export function AvailabilitySection() {
  const availability = useAvailability();
  const data = availability.data;
  return (
    <Stack gap="md" component="section" aria-labelledby="disponibilidad">
      <Title order={2} size="h3" id="disponibilidad">
        Disponibilidad
      </Title>
      {availability.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(availability.error, 'No pudimos cargar tu disponibilidad. Probá de nuevo.')}
        </Alert>
      )}
      {!data ? (
        !availability.isError && (
          <Skeleton height={320} radius="md" aria-label="Cargando la disponibilidad" />
        )
      ) : (
        <>
          <SectionCard title="Turnos fuera de tu horario">
            <OutsideAppointments outside={data.outside} />
          </SectionCard>
          <SectionCard title="Horarios de atención">
            <WeeklyHoursForm settings={data.settings} />
          </SectionCard>
          <SectionCard title="Política de cancelación">
            <CancelPolicyForm />
          </SectionCard>
          <SectionCard title="Días libres">
            <DaysOffSection daysOff={data.daysOff} />
          </SectionCard>
          <SectionCard title="Feriados (bloqueados salvo que los abras)">
            <HolidaysSection holidays={data.holidays} />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
