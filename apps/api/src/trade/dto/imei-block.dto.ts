import { ApiProperty } from '@nestjs/swagger';
import type { ImeiBlockRequest } from '@phonehub/contracts';
import { readImei, TRADE_MESSAGES } from '@phonehub/domain';
import { Required, Satisfies, TextField } from '../../common/validation/field.decorators';

/** Only a well-formed IMEI can be blocked (spaces and dashes allowed; stored as its 15 digits). */
function checkImei(value: string): string | null {
  const imei = readImei(value);
  return imei !== null && imei !== 'invalid' ? null : TRADE_MESSAGES.imeiInvalid;
}

export class ImeiBlockDto implements ImeiBlockRequest {
  @ApiProperty({ example: '490154203237518', description: '15 digits with a valid check digit' })
  @Required()
  @Satisfies(checkImei, TRADE_MESSAGES.imeiInvalid)
  imei: string;

  @ApiProperty({ example: 'Reported stolen, police report 2026-114' })
  @Required()
  @TextField('reason', 200)
  reason: string;
}
