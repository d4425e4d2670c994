import type { ReconciliationMismatch, ReconciliationSource } from '@phonehub/contracts';
import { formatCents } from '@phonehub/domain';
import {
  Alert,
  Button,
  Card,
  CardBody,
  CardHeader,
  CheckCircleIcon,
  EmptyState,
  formatDate,
  QueryView,
  RefreshIcon,
  Table,
  type TableColumn,
} from '@phonehub/ui';
import { FactList } from '../../../shared/fact-list';
import { failureDetail } from '../../../shared/use-admin-mutation';
import { useLatestReconciliation, useRunReconciliation, type ReconciliationRun } from '../api/reconciliation';

const SOURCE_LABELS: Record<ReconciliationSource, string> = {
  charge: 'Charge',
  refund: 'Refund',
  transfer: 'Transfer',
  reversal: 'Reversal',
  dispute: 'Dispute',
};

/** Signed cents, or a dash where one side has no record at all. */
const side = (cents: number | null) => (cents === null ? 'No record' : formatCents(cents));

const COLUMNS: TableColumn<ReconciliationMismatch>[] = [
  { id: 'source', header: 'Source', cell: (m) => SOURCE_LABELS[m.source] },
  { id: 'reference', header: 'Reference', cell: (m) => m.reference, className: 'admin-tab__strong' },
  { id: 'ours', header: 'Ours', cell: (m) => side(m.ours_cents), align: 'end' },
  { id: 'provider', header: 'Provider', cell: (m) => side(m.provider_cents), align: 'end' },
  { id: 'note', header: 'Note', cell: (m) => m.note },
];

/** When a date-time was, to the minute, in the admin's time zone. */
const when = (value: string) =>
  `${formatDate(value)}, ${new Date(value).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

function RunReport({ run }: { run: ReconciliationRun }) {
  return (
    <>
      <FactList
        rows={[
          ['Ran', when(run.finished_at)],
          ['Window', `${when(run.from)} to ${when(run.to)}`, 'wide'],
          ['Provider transactions checked', run.checked.toLocaleString('en-US')],
          ['Mismatches', run.mismatches.length.toLocaleString('en-US')],
        ]}
      />
      {run.mismatches.length === 0 ? (
        <EmptyState
          icon={<CheckCircleIcon size={26} />}
          title="No mismatches: our ledgers match the provider's balance transactions."
        />
      ) : (
        <Table
          caption="Mismatches"
          showCaption
          stacked
          columns={COLUMNS}
          rows={run.mismatches}
          rowKey={(m) => `${m.source}:${m.reference}`}
          empty={{ title: 'No mismatches' }}
        />
      )}
    </>
  );
}

/**
 * Our ledgers (charges, refunds, transfers, reversals, disputes) against the payment provider's
 * balance transactions: a daily job compares them, and this runs it now. Every difference is
 * listed with both sides' figures.
 */
export function ReconciliationTab() {
  const latest = useLatestReconciliation();
  const run = useRunReconciliation();
  const problem = failureDetail(run);
  return (
    <div className="admin-tab">
      <Card>
        <CardHeader
          title="Reconciliation"
          description="Our ledgers compared with the payment provider's balance transactions; runs daily."
          actions={
            <Button onClick={() => run.mutate()} loading={run.isPending} loadingText="Running...">
              <RefreshIcon size={16} /> Run reconciliation now
            </Button>
          }
        />
        <CardBody>
          {problem && (
            <Alert tone="danger" title="The reconciliation did not run">
              {problem}
            </Alert>
          )}
          <QueryView query={latest} errorTitle="The reconciliation could not be loaded">
            {({ run: last }) =>
              last ? (
                <RunReport run={last} />
              ) : (
                <EmptyState
                  icon={<RefreshIcon size={26} />}
                  title="No reconciliation has run yet"
                  description="The daily job runs it, or run it now."
                />
              )
            }
          </QueryView>
        </CardBody>
      </Card>
    </div>
  );
}
