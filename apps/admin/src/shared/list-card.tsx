import { Card, CardBody, CardHeader } from '@phonehub/ui';
import type { ReactNode } from 'react';

/** How a list section counts what it shows, e.g. '2 orders matching the filters, newest first.' */
export function listDescription(total: number, [one, many]: [string, string], { filtered = false, newestFirst = true } = {}): string {
  return `${total} ${total === 1 ? one : many}${filtered ? ' matching the filters' : ''}${newestFirst ? ', newest first' : ''}.`;
}

/** A list section's card: its title and count, the toolbar, then the table. */
export function ListCard({ title, description, actions, toolbar, children }: { title: string; description: ReactNode; actions?: ReactNode; toolbar?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} description={description} actions={actions} />
      <CardBody>
        {toolbar}
        {children}
      </CardBody>
    </Card>
  );
}
