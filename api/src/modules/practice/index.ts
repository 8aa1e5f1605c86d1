export { getPractice, type PracticeRow } from './practice.service';
