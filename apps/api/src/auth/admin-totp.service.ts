import { createHash, hkdfSync, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { AdminTotpSetup, AdminTotpStatus } from '@phonehub/contracts';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { toDataURL } from 'qrcode';
import { DataSource, IsNull, Not, Repository } from 'typeorm';
import { SealingKeys } from '../common/crypto/seal';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { AdminAuthErrors } from './admin-auth.errors';
import { AdminRecoveryCodeEntity } from './entities/admin-recovery-code.entity';
import { AdminTotpEntity } from './entities/admin-totp.entity';

export const TOTP_ISSUER = 'PhoneHub';
export const RECOVERY_CODE_COUNT = 10;
/** A code of the step before or after the current one still works (a clock a little off). */
const DRIFT_SECONDS = 30;
const TOTP_CODE = /^\d{6}$/;
/** Letters and digits without look-alikes (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;

/** A recovery code as typed: case, spaces and hyphens do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code), 'utf8').digest('hex');
}

/** Ten random characters (about 50 bits) shown as xxxxx-xxxxx. */
export function newRecoveryCode(): string {
  const chars = Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * The administrator's authenticator: enrolment (a new secret, confirmed by its first code), the
 * check of a sign-in code (no code works twice) and the one-time recovery codes.
 */
@Injectable()
export class AdminTotpService {
  private readonly sealing: SealingKeys;

  constructor(
    @Inject(authConfig.KEY) config: AuthConfig,
    @InjectRepository(AdminTotpEntity) private readonly totp: Repository<AdminTotpEntity>,
    @InjectRepository(AdminRecoveryCodeEntity) private readonly codes: Repository<AdminRecoveryCodeEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    // Derived from JWT_SECRET; a secret sealed under one in JWT_PREVIOUS_SECRETS still opens.
    const derive = (secret: string) =>
      Buffer.from(hkdfSync('sha256', secret, '', 'phonehub admin totp secret', 32));
    this.sealing = new SealingKeys(derive(config.jwtSecret), config.jwtPreviousSecrets.map(derive));
  }

  async isEnrolled(userId: string): Promise<boolean> {
    return this.totp.existsBy({ userId, enrolledAt: Not(IsNull()) });
  }

  async status(userId: string, required: boolean): Promise<AdminTotpStatus> {
    const row = await this.totp.findOneBy({ userId, enrolledAt: Not(IsNull()) });
    const left = row ? await this.codes.countBy({ userId, usedAt: IsNull() }) : 0;
    return {
      enrolled: row !== null,
      enrolled_at: row?.enrolledAt?.toISOString() ?? null,
      recovery_codes_left: left,
      required,
    };
  }

  /** A new secret waiting for its first code (replacing one that waited); refused once enrolled. */
  async startEnrolment(userId: string, username: string): Promise<AdminTotpSetup> {
    const secret = generateSecret();
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO admin_totp (user_id, secret_sealed) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE
         SET secret_sealed = EXCLUDED.secret_sealed, last_used_step = NULL, updated_at = now()
         WHERE admin_totp.enrolled_at IS NULL
       RETURNING user_id`,
      [userId, this.sealing.seal(secret)],
    );
    if (rows.length === 0) throw AdminAuthErrors.alreadyEnrolled();
    const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: username, secret });
    return {
      secret,
      otpauth_uri: otpauthUri,
      qr_code_data_url: await toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
    };
  }

  /** The first code of the waiting secret turns it on; answers the new recovery codes (shown once). */
  async confirmEnrolment(userId: string, code: string): Promise<string[]> {
    const row = await this.totp.findOneBy({ userId });
    if (row?.enrolledAt) throw AdminAuthErrors.alreadyEnrolled();
    if (!row) throw AdminAuthErrors.noEnrolmentStarted();
    const step = this.matchingStep(row, code);
    if (step === null) throw AdminAuthErrors.enrolmentCodeInvalid();
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.dataSource.transaction(async (manager) => {
      const result = await manager
        .getRepository(AdminTotpEntity)
        .update(
          { userId, enrolledAt: IsNull(), secretSealed: row.secretSealed },
          { enrolledAt: new Date(), lastUsedStep: String(step) },
        );
      // Another confirmation (or a restarted enrolment) came first.
      if (!result.affected) throw AdminAuthErrors.noEnrolmentStarted();
      const codes = manager.getRepository(AdminRecoveryCodeEntity);
      await codes.delete({ userId });
      await codes.insert(recoveryCodes.map((plain) => ({ userId, codeHash: hashRecoveryCode(plain) })));
    });
    return recoveryCodes;
  }

  /**
   * A sign-in's code: the app's current one (each step's code once) or an unused recovery code
   * (then used up). False for anything else, and when the admin has no authenticator.
   */
  async useSignInCode(userId: string, code: string): Promise<boolean> {
    const typed = code.replace(/\s+/g, '');
    if (TOTP_CODE.test(typed)) {
      const row = await this.totp.findOneBy({ userId, enrolledAt: Not(IsNull()) });
      const step = row ? this.matchingStep(row, typed) : null;
      if (step === null) return false;
      // Taken once: of two sign-ins with the same code, only the first moves the step on. A secret
      // sealed under an earlier key (or format) is sealed again under the current one on the way.
      const resealed =
        row && !this.sealing.isCurrent(row.secretSealed)
          ? this.sealing.seal(this.sealing.open(row.secretSealed))
          : null;
      const rows: unknown[] = await this.dataSource.query(
        `UPDATE admin_totp SET last_used_step = $2, secret_sealed = COALESCE($3, secret_sealed), updated_at = now()
         WHERE user_id = $1 AND enrolled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < $2)
         RETURNING user_id`,
        [userId, step, resealed],
      );
      return rows.length > 0;
    }
    if (normalizeRecoveryCode(typed).length !== RECOVERY_CODE_LENGTH) return false;
    const result = await this.codes.update(
      { userId, codeHash: hashRecoveryCode(typed), usedAt: IsNull() },
      { usedAt: new Date() },
    );
    return Boolean(result.affected) && (await this.isEnrolled(userId));
  }

  /** The authenticator and its recovery codes are forgotten: sign-in asks for the password only. */
  async remove(userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(AdminRecoveryCodeEntity).delete({ userId });
      await manager.getRepository(AdminTotpEntity).delete({ userId });
    });
  }

  /** The time step of the secret's code `code` within the drift allowed and after the last one used. */
  private matchingStep(row: AdminTotpEntity, code: string): number | null {
    const token = code.replace(/\s+/g, '');
    if (!TOTP_CODE.test(token)) return null;
    const result = verifySync({
      secret: this.sealing.open(row.secretSealed),
      token,
      epochTolerance: DRIFT_SECONDS,
      ...(row.lastUsedStep === null ? {} : { afterTimeStep: Number(row.lastUsedStep) }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }
}
