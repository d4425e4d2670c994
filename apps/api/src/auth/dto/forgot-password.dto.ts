import { EmailField } from './user-fields.decorators';
import { Required } from '../../common/validation/field.decorators';

export class ForgotPasswordDto {
  @Required()
  @EmailField()
  email: string;
}
