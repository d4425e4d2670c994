import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import { TRADE_MESSAGES } from '@phonehub/domain';
import { defineErrors } from '../errors/app-error';

/** The image uploads' refusals (trade photos and sellers' product images are checked alike). */
export const UploadErrors = defineErrors('upload', {
  unsupportedImage: [
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    ErrorCode.UnsupportedMediaType,
    TRADE_MESSAGES.imageType,
  ],
  imageTooLarge: [HttpStatus.PAYLOAD_TOO_LARGE, ErrorCode.PayloadTooLarge, TRADE_MESSAGES.imageTooLarge],
  missingImage: [HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'Please choose an image to upload'],
  /** What every route but the photo upload answers to a multipart body (as for any non-JSON body). */
  jsonExpected: [
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    ErrorCode.UnsupportedMediaType,
    'Please send the request body as JSON.',
  ],
  notMultipart: [
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    ErrorCode.UnsupportedMediaType,
    'Please upload the image as multipart/form-data with one file field',
  ],
});
