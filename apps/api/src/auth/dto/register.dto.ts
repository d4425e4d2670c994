import { Required } from '../../common/validation/field.decorators';
import { AccountEmailField, NameField, NewPasswordField, PhoneField } from './user-fields.decorators';

/** Only these fields: role, is_seller, is_suspended or anything else is refused (forbidNonWhitelisted). */
export class RegisterDto {
  @Required()
  @AccountEmailField()
  email: string;

  @Required()
  @NewPasswordField('email')
  password: string;

  @Required()
  @NameField('Jamie')
  first_name: string;

  @Required()
  @NameField('Rivera')
  last_name: string;

  @Required()
  @PhoneField()
  phone: string;
}
