/** What other modules and the app may use of the practice (the nutritionist herself). */
export {
  cancelPolicy,
  getPractice,
  practiceIdentity,
  practiceToApi,
  type PracticeRow,
} from './practice.service';
export { noticeRecipients, sendNotice, type NoticeDeps } from './notices';
export { signedMailer } from './signed-mailer';
export {
  closedDaysBetween,
  deliveryPromise,
  loadWorkCalendar,
  type WorkCalendar,
} from './work-calendar';
