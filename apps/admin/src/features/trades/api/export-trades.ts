import type { AdminTradeQuery } from '@phonehub/contracts';
import { exportAdminTrades } from '@phonehub/api-client';
import { notify } from '@phonehub/session';
import { useMutation } from '@tanstack/react-query';
import { localDateStamp, saveFile } from '../../../shared/save-file';

export const downloadTradesCsv = async (query: AdminTradeQuery): Promise<void> => {
  const csv = await exportAdminTrades(query);
  saveFile(csv, `trades-${localDateStamp()}.csv`);
};

/** Downloads the trades matching the filters as trades-YYYY-MM-DD.csv. */
export function useExportTrades() {
  return useMutation({
    mutationFn: downloadTradesCsv,
    onError: () => notify.error('Failed to export trades'),
  });
}
