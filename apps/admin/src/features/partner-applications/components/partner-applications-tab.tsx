import {
  PARTNER_APPLICATION_STATUSES,
  PARTNER_BUSINESS_TYPE_LABELS,
  PARTNER_MONTHLY_VOLUME_LABELS,
  partnerApplicationMachine,
} from '@phonehub/domain';
import { formatDate, ClipboardCheckIcon, type TableColumn } from '@phonehub/ui';
import { useState } from 'react';
import { endActionsColumn, ListCard } from '../../../shared/list-section';
import { CustomerCell } from '../../../shared/order-columns';
import { useAdminPartnerApplications, type AdminPartnerApplication } from '../api/get-partner-applications';
import { ApplicationDialog } from './application-dialog';
import { APPLICATION_STATUS_LABELS, ApplicationStatusBadge } from './application-status';
import { RowButton } from '../../../shared/row-button';

const STATUS_FILTER = [
  { value: '', label: 'All Status' },
  ...PARTNER_APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
];

/** A pending application's Review, or a decided one's Details, with its dialog. */
function ApplicationAction({ application }: { application: AdminPartnerApplication }) {
  const [open, setOpen] = useState(false);
  // Only a pending application can be decided; a decided one can be looked at.
  const decided = partnerApplicationMachine.isFinal(application.status);
  const [label, name] = decided
    ? ['Details', `Details of ${application.company_name}'s application`]
    : ['Review', `Review ${application.company_name}'s application`];
  return (
    <>
      <RowButton variant={decided ? 'ghost' : 'outline'} label={name} onClick={() => setOpen(true)}>
        {label}
      </RowButton>
      {open && <ApplicationDialog application={application} onClose={() => setOpen(false)} />}
    </>
  );
}

const COLUMNS: TableColumn<AdminPartnerApplication>[] = [
  {
    id: 'company',
    header: 'Company',
    cell: (a) => a.company_name,
    sortKey: 'company_name',
    sortFirst: 'asc',
    className: 'admin-tab__strong',
  },
  { id: 'contact', header: 'Contact', cell: (a) => a.contact_name },
  { id: 'email', header: 'Email', cell: (a) => a.email },
  {
    id: 'account',
    header: 'Account',
    cell: (a) => (
      <CustomerCell name={`${a.user_first_name} ${a.user_last_name}`.trim()} email={a.user_email} />
    ),
  },
  {
    id: 'type',
    header: 'Business type',
    cell: (a) => (a.business_type ? PARTNER_BUSINESS_TYPE_LABELS[a.business_type] : '—'),
  },
  {
    id: 'volume',
    header: 'Volume',
    cell: (a) => (a.monthly_volume ? PARTNER_MONTHLY_VOLUME_LABELS[a.monthly_volume] : '—'),
  },
  {
    id: 'applied',
    header: 'Applied',
    cell: (a) => formatDate(a.application_date, 'short'),
    sortKey: 'application_date',
    sortFirst: 'desc',
  },
  { id: 'status', header: 'Status', cell: (a) => <ApplicationStatusBadge status={a.status} /> },
  endActionsColumn((a) => <ApplicationAction application={a} />),
];

export function PartnerApplicationsTab() {
  const applications = useAdminPartnerApplications();
  return (
    <ListCard
      list={applications}
      heading={['Partner Applications', 'Businesses asking to sell on PhoneHub.']}
      searchHint="Email or company"
      statuses={STATUS_FILTER}
      columns={COLUMNS}
      icon={<ClipboardCheckIcon size={26} />}
      emptyHint="Applications sent from the Partner Program page appear here for review."
    />
  );
}
