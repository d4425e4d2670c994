import type { DevicePricing } from '@phonehub/contracts';
import { Button, Card, CardBody, CardHeader, PhoneIcon, PlusIcon, TrashIcon } from '@phonehub/ui';
import { useState } from 'react';
import { formatMoney } from '../../../shared/money';
import { QueryView } from '../../../shared/query-view';
import { useDevicePricing } from '../api/get-device-pricing';
import { DeleteDevicePricingDialog } from './delete-device-pricing-dialog';
import { DevicePricingDialog } from './device-pricing-dialog';

type Open = { kind: 'add' } | { kind: 'edit'; device: DevicePricing } | { kind: 'delete'; device: DevicePricing } | null;

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
        <QueryView
          query={devices}
          errorTitle="Device pricing could not be loaded"
          isEmpty={(data) => data.length === 0}
          empty={{
            icon: <PhoneIcon size={26} />,
            title: 'No device pricing configured yet.',
            description: 'Add a device to give trade-in customers a quote for it.',
          }}
        >
          {(rows) => (
            <div className="ph-table-wrap">
              <table className="ph-table device-table">
                <caption className="ph-visually-hidden">Device pricing</caption>
                <thead>
                  <tr>
                    <th scope="col">Brand</th>
                    <th scope="col">Model</th>
                    <th scope="col" className="device-table__money">Excellent</th>
                    <th scope="col" className="device-table__money">Very Good</th>
                    <th scope="col" className="device-table__money">Good</th>
                    <th scope="col" className="device-table__money">Fair</th>
                    <th scope="col">Storage options</th>
                    <th scope="col">
                      <span className="ph-visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((device) => {
                    const name = `${device.brand} ${device.model}`;
                    return (
                      <tr key={device.id}>
                        <td>{device.brand}</td>
                        <td className="admin-tab__strong device-table__model">{device.model}</td>
                        <td className="device-table__money">{formatMoney(device.condition_prices.excellent)}</td>
                        <td className="device-table__money">{formatMoney(device.condition_prices.very_good)}</td>
                        <td className="device-table__money">{formatMoney(device.condition_prices.good)}</td>
                        <td className="device-table__money">{formatMoney(device.condition_prices.fair)}</td>
                        <td className="device-table__storage">{device.storage_options.join(', ')}</td>
                        <td>
                          <div className="device-table__actions">
                            <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={() => setOpen({ kind: 'edit', device })}>
                              Edit
                            </Button>
                            <Button variant="outline" size="sm" aria-label={`Delete ${name}`} onClick={() => setOpen({ kind: 'delete', device })}>
                              <TrashIcon size={16} /> Delete
                            </Button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </QueryView>
      </CardBody>
      {open?.kind === 'add' && <DevicePricingDialog onClose={close} />}
      {open?.kind === 'edit' && <DevicePricingDialog key={open.device.id} device={open.device} onClose={close} />}
      {open?.kind === 'delete' && <DeleteDevicePricingDialog key={open.device.id} device={open.device} onClose={close} />}
    </Card>
  );
}
