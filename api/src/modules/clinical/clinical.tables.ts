import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Intake questionnaire. The fields the spec requires are columns; the many optional
 * meal and food-frequency fields of the extended form live in `extended`, keyed by
 * the spec's names (desayuno_lugar, carne_vacuna_frecuencia, ...). One per client: the
 * unique index is what makes two creates at once end with exactly one record.
 */
export const anamneses = pgTable(
  'anamneses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Simple (online form) or Extendido (full form). */
    kind: text('kind', { enum: ['Simple', 'Extendido'] }).notNull(),
    workHours: text('work_hours').notNull(),
    daysWorks: text('days_works').notNull(),
    typeFeedin: text('type_feedin').notNull(),
    objectives: text('objectives').notNull(),
    phisicsProblems: text('physical_problems').notNull(),
    operations: text('operations').notNull(),
    diseases: text('diseases').notNull(),
    pregnancies: text('pregnancies').notNull(),
    medicines: text('medicines').notNull(),
    medicalNotes: text('medical_notes').notNull(),
    physicalActivity: text('physical_activity').notNull(),
    sports: text('sports').notNull(),
    sportsHours: text('sports_hours').notNull(),
    sportsDays: numeric('sports_days', { precision: 4, scale: 1 }).notNull(),
    intolerancias: text('intolerancias'),
    extended: jsonb('extended').$type<Record<string, string | number>>().notNull().default({}),
    /** The health-data consent (Ley 18.331): which text, when, and who recorded it. */
    consentVersion: text('consent_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    consentRecordedBy: text('consent_recorded_by', { enum: ['client', 'admin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('anamneses_user_unique').on(t.userId)],
);

const measure = (name: string) => numeric(name, { precision: 7, scale: 2 });

/** Check-ups. Online ones are made by the client; Offline (in person) only by the admin. */
export const controls = pgTable(
  'controls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typo: text('typo', { enum: ['Online', 'Offline'] }).notNull(),
    /** Stored photo names (never public); the API joins them into the spec's comma string. */
    avatar: text('avatar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    talla: measure('talla'),
    peso: measure('peso'),
    perimetroCintura: measure('perimetro_cintura'),
    perimetroCadera: measure('perimetro_cadera'),
    brazoContraido: measure('brazo_contraido'),
    notas: text('notas'),
    masaAdiposa: measure('masa_adiposa'),
    masaMuscular: measure('masa_muscular'),
    sumade6: measure('suma_de_6'),
    indice: measure('indice'),
    biceps: measure('biceps'),
    objetivo: text('objetivo'),
    /**
     * When the nutritionist first opened it in the back office (issue 30): a control a
     * client records is new to her, listed in 'Hoy', until then. One she records is born
     * seen; a client's own read never sets it.
     */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('controls_user_idx').on(t.userId, t.createdAt),
    // 'Hoy' reads the few she has not opened.
    index('controls_unseen_idx')
      .on(t.createdAt)
      .where(sql`seen_at is null`),
    // A signed photo link is served only while some control lists the name (avatar @> ...).
    index('controls_avatar_idx').using('gin', t.avatar),
  ],
);

/**
 * Every admin read of someone else's clinical records (DECISIONS §8): who, whose, what,
 * when. Kept with the client (gone when the client's account is deleted); an entry
 * outlives the admin account that made it, with its name kept.
 */
export const clinicalAccessLog = pgTable(
  'clinical_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'anamnesis', 'controles' (the list) or 'control' (one). */
    what: text('what').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('clinical_access_log_user_idx').on(t.userId, t.at)],
);

/**
 * A clinical record kept after its person's account was erased (issue 33): the law makes
 * the record the patient's and asks that it be kept (Ley 18.335 and 20.212; DECISIONS
 * §13), so an erasure copies the anamnesis, the controls (their photos go with the
 * account), the access log and the published meal plans here, read-only, apart from any account, until she marks
 * that the keeping period ended. `formerUserId` names no account: it lets a person who
 * asks be matched to their record.
 */
export const keptClinicalRecords = pgTable(
  'kept_clinical_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formerUserId: uuid('former_user_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
    anamnesis: jsonb('anamnesis').$type<Record<string, unknown> | null>(),
    controls: jsonb('controls').$type<Record<string, unknown>[]>().notNull(),
    access: jsonb('access').$type<Record<string, unknown>[]>().notNull(),
    /** The meal plans as they were published to the person (meal-plans adds them). */
    mealPlans: jsonb('meal_plans').$type<Record<string, unknown>[]>().notNull().default([]),
  },
  (t) => [index('kept_clinical_records_erased_idx').on(t.erasedAt)],
);
