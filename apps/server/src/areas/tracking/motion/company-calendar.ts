/** Company days: the motion model's calendar (contracts motion-model.ts). */
export { companyCalendar } from '@fleet/contracts';
