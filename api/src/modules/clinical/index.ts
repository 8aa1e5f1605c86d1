/** What other modules may use of clinical (its tables, until its routes exist). */
export { anamneses, controls } from './clinical.tables';
