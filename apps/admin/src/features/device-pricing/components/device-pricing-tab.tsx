import type { DevicePricing } from '@phonehub/contracts';
import { deviceDisplayName } from '@phonehub/domain';
import {
  ACTIONS_COLUMN,
  Button,
  Card,
  CardBody,
  CardHeader,
  PhoneIcon,
  PlusIcon,
  Table,
  TrashIcon,
  type TableColumn,
} from '@phonehub/ui';
import { useState } from 'react';
import { formatMoney } from '../../../shared/money';
import { useDevicePricing } from '../api/get-device-pricing';
import { DeleteDevicePricingDialog } from './delete-device-pricing-dialog';
import { DevicePricingDialog } from './device-pricing-dialog';
import { PRICE_FIELDS } from './device-pricing-form';
import { RowButton } from '../../../shared/row-button';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; device: DevicePricing }
  | { kind: 'delete'; device: DevicePricing }
  | null;

function columns(setOpen: (open: Open) => void): TableColumn<DevicePricing>[] {
  return [
    { id: 'brand', header: 'Brand', cell: (device) => device.brand },
    {
      id: 'model',
      header: 'Model',
      cell: (device) => device.model,
      className: 'admin-tab__strong device-table__model',
    },
    ...PRICE_FIELDS.filter(({ name }) => name !== 'base_price').map(
      ({ name, label }): TableColumn<DevicePricing> => ({
        id: name,
        header: label,
        className: 'device-table__money',
        cell: (device) =>
          formatMoney(device.condition_prices[name as keyof DevicePricing['condition_prices']]),
      }),
    ),
    {
      id: 'storage',
      header: 'Storage options',
      cell: (device) => device.storage_options.join(', '),
      className: 'device-table__storage',
    },
    {
      ...ACTIONS_COLUMN,
      cell: (device) => {
        const name = deviceDisplayName(device.brand, device.model);
        return (
          <div className="device-table__actions">
            <RowButton label={`Edit ${name}`} onClick={() => setOpen({ kind: 'edit', device })}>
              Edit
            </RowButton>
            <RowButton label={`Delete ${name}`} onClick={() => setOpen({ kind: 'delete', device })}>
              <TrashIcon size={16} /> Delete
            </RowButton>
          </div>
        );
      },
    },
  ];
}

export function DevicePricingTab() {
  const devices = useDevicePricing();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Card>
      <CardHeader
        title="Device Pricing"
        description="What the trade-in wizard offers for each device, by condition."
        actions={
          <Button size="sm" onClick={() => setOpen({ kind: 'add' })}>
            <PlusIcon size={16} /> Add New Device
          </Button>
        }
      />
      <CardBody>
        <Table
          caption="Device pricing"
          className="device-table"
          columns={columns(setOpen)}
          rows={devices.data}
          rowKey={(device) => device.id}
          loading={devices.isPending}
          error={{
            title: 'Device pricing could not be loaded',
            onRetry: () => devices.refetch(),
            retrying: devices.isFetching,
          }}
          empty={{
            icon: <PhoneIcon size={26} />,
            title: 'No device pricing configured yet.',
            description: 'Add a device to give trade-in customers a quote for it.',
          }}
        />
      </CardBody>
      {open?.kind === 'add' && <DevicePricingDialog onClose={close} />}
      {open?.kind === 'edit' && (
        <DevicePricingDialog key={open.device.id} device={open.device} onClose={close} />
      )}
      {open?.kind === 'delete' && (
        <DeleteDevicePricingDialog key={open.device.id} device={open.device} onClose={close} />
      )}
    </Card>
  );
}
