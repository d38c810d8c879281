/** Payload of `signup_completed`, raised by a sign-up without an invitation token (spec 000 §4.2). */
export interface SignUpCompletedEvent {
  userId: string;
  tenantId: string;
  email: string;
  name?: string;
  companyName: string;
  shouldActivate: boolean;
}

/** Events a GatehouseClient raises, by name. */
export type GatehouseEvents = {
  signup_completed: SignUpCompletedEvent;
};
