import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { CommonErrors, defineErrors } from '../errors/app-error';
import { IdParam, isUuid } from './id-param.pipe';

const WidgetErrors = defineErrors('widget', {
  notFound: [HttpStatus.NOT_FOUND, ErrorCode.NotFound, 'Widget not found'],
});

describe('IdParam', () => {
  it('passes a UUID through, lower-cased', () => {
    expect(new IdParam().transform('0C2F6E1A-9B8D-4F3E-A1B2-C3D4E5F60718')).toBe(
      '0c2f6e1a-9b8d-4f3e-a1b2-c3d4e5f60718',
    );
  });

  it.each([
    '',
    'abc',
    '1',
    '0c2f6e1a-9b8d-4f3e-a1b2-c3d4e5f6071',
    "0c2f6e1a-9b8d-4f3e-a1b2-c3d4e5f60718' OR 1=1",
    42,
    undefined,
  ])('answers the resource 404 for %p', (value) => {
    expect(() => new IdParam(WidgetErrors.notFound).transform(value)).toThrow(
      expect.objectContaining({ detail: 'Widget not found', statusCode: 404 }),
    );
    expect(() => new IdParam().transform(value)).toThrow(
      expect.objectContaining({ key: CommonErrors.notFound.key, statusCode: 404 }),
    );
  });

  it('isUuid tells ids from other strings', () => {
    expect(isUuid('0c2f6e1a-9b8d-4f3e-a1b2-c3d4e5f60718')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
  });
});
