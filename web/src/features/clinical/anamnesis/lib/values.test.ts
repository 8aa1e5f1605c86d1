import { describe, expect, it } from 'vitest';
import { CLINICAL_MSG } from '@contract/clinical-text';
import {
  ANAMNESIS_REQUIRED,
  EXTENDED_FIELD_NAMES,
  ZAnamnesisCreateFormSchema,
  ZAnamnesisCreateSchema,
  ZAnamnesisFieldsFormSchema,
  ZAnamnesisFieldsSchema,
} from '@contract/clinical';
import { ANAMNESIS_ANSWERS } from '@contract/testing/anamnesis';
import { schemaErrors } from '@web/lib/form-feedback';
import { firstStepWithError, stepsFor } from './steps';
import { payloadOf, valuesOf, type AnamnesisValues } from './values';

const filled = (): AnamnesisValues => ({ ...valuesOf(null), ...ANAMNESIS_ANSWERS });
const steps = (kind: 'Simple' | 'Extendido') => stepsFor(kind, true);

describe('anamnesis form values', () => {
  it('an empty form misses exactly the required fields of spec §5 and the consent', () => {
    const errors = schemaErrors(
      ZAnamnesisCreateSchema,
      payloadOf(valuesOf(null), { kind: 'Extendido', create: { userId: crypto.randomUUID() } }),
    );
    expect(Object.keys(errors).sort()).toEqual([...ANAMNESIS_REQUIRED, 'consent'].sort());
    expect(errors.workHours).toBe(CLINICAL_MSG.required);
    expect(errors.consent).toBe(CLINICAL_MSG.consent);
  });

  it('the forms also ask the birth date and sex, which the API leaves optional', () => {
    const payload = payloadOf(valuesOf(null), {
      kind: 'Simple',
      create: { userId: crypto.randomUUID() },
    });
    const errors = schemaErrors(ZAnamnesisCreateFormSchema, payload);
    expect(Object.keys(errors).sort()).toEqual(
      [...ANAMNESIS_REQUIRED, 'birthDate', 'gender', 'consent'].sort(),
    );
    expect([errors.birthDate, errors.gender]).toEqual([
      CLINICAL_MSG.required,
      CLINICAL_MSG.required,
    ]);
    const person = { birthDate: '1990-05-17', gender: 'Prefiero no decir' as const };
    const values = { ...filled(), ...valuesOf(null, person), ...ANAMNESIS_ANSWERS };
    expect(values).toMatchObject(person);
    const body = ZAnamnesisFieldsFormSchema.parse(
      payloadOf(values, { kind: 'Simple', create: null }),
    );
    expect(body).toMatchObject(person);
    expect(steps('Simple')[0]!.fields).toEqual(expect.arrayContaining(['birthDate', 'gender']));
  });

  it('the simple form sends no meal or food group; the extended one sends them parsed', () => {
    const values = {
      ...filled(),
      desayuno_lugar: 'Casa',
      pollo_cantidad: 150,
      caldo_cantidad: '250 cc',
    };
    const simple = payloadOf(values, { kind: 'Simple', create: null });
    expect(EXTENDED_FIELD_NAMES.filter((n) => n in simple)).toEqual([]);
    expect(simple).not.toHaveProperty('consent');

    const body = ZAnamnesisFieldsSchema.parse(
      payloadOf(values, { kind: 'Extendido', create: null }),
    );
    expect(body).toMatchObject({
      kind: 'Extendido',
      desayuno_lugar: 'Casa',
      desayuno_hora: null,
      pollo_cantidad: 150,
      pollo_frecuencia: null,
      caldo_cantidad: '250 cc',
      sportsDays: 3,
    });
  });

  it('a stored record fills the form back, nulls as empty fields', () => {
    const userId = crypto.randomUUID();
    const body = ZAnamnesisCreateSchema.parse(
      payloadOf(
        { ...filled(), consent: true, cena_hora: '21:00', huevos_cantidad: 100 },
        {
          kind: 'Extendido',
          create: { userId },
        },
      ),
    );
    const record = {
      ...body,
      _id: crypto.randomUUID(),
      consentVersion: '2026-11',
      consentedAt: '2026-11-23T15:00:00.000Z',
      consentRecordedBy: 'client' as const,
      createdAt: '2026-11-23T15:00:00.000Z',
      updatedAt: '2026-11-23T15:00:00.000Z',
    };
    const values = valuesOf(record);
    expect(values).toMatchObject({
      cena_hora: '21:00',
      huevos_cantidad: 100,
      cena_lugar: '',
      huevos_frecuencia: null,
    });
    expect(values.consent).toBe(false);
  });

  it('a refused save opens the first step with a problem', () => {
    const steps = stepsFor('Extendido', true);
    expect(steps.map((s) => s.key)).toEqual([
      'work',
      'health',
      'activity',
      'meals',
      'foods',
      'consent',
    ]);
    expect(stepsFor('Simple', false).map((s) => s.key)).toEqual(['work', 'health', 'activity']);
    expect(firstStepWithError(steps, { sportsDays: 'x', consent: 'y' })).toBe(2);
    expect(firstStepWithError(steps, { pollo_cantidad: 'x' })).toBe(4);
    expect(firstStepWithError(steps, {})).toBe(-1);
  });
});
