import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches } from 'class-validator';
import { SUPPORT_ATTACHMENTS_MAX, SUPPORT_TEXTS } from '@phonehub/contracts';
import { IMAGE_ID_PATTERN } from '../../common/uploads/image-store';

/** Up to three uploaded images, by id; the service checks that each is the sender's and unused. */
export const AttachmentIds = () =>
  applyDecorators(
    IsOptional(),
    Transform(({ value }) => (Array.isArray(value) ? [...new Set(value)] : value)),
    IsArray({ message: 'attachments must be a list of image ids' }),
    ArrayMaxSize(SUPPORT_ATTACHMENTS_MAX, { message: SUPPORT_TEXTS.tooManyAttachments }),
    IsString({ each: true, message: SUPPORT_TEXTS.attachmentNotFound }),
    Matches(IMAGE_ID_PATTERN, { each: true, message: SUPPORT_TEXTS.attachmentNotFound }),
  );
