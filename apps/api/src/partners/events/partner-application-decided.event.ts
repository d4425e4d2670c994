/** An admin approved or rejected a partner application; the partner mail listener tells the applicant. */
export class PartnerApplicationDecidedEvent {
  static readonly eventName = 'partner.application-decided';

  constructor(
    readonly applicationId: string,
    /** The applicant's account email. */
    readonly email: string,
    readonly firstName: string,
    readonly companyName: string,
    readonly status: 'approved' | 'rejected',
    readonly reviewerNotes: string | null,
    /** The seller dashboard once approved, the partner program page otherwise. */
    readonly url: string,
  ) {}
}
