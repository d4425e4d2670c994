import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support (issue 14): shoppers' tickets with their conversation, the images attached to messages,
 * and the messages of the public contact form.
 */
export class Support1767730000000 implements MigrationInterface {
  name = 'Support1767730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE support_tickets (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        subject varchar(200) NOT NULL,
        message text NOT NULL,
        category varchar(20) NOT NULL DEFAULT 'general',
        status varchar(20) NOT NULL DEFAULT 'open',
        priority varchar(10) NOT NULL DEFAULT 'medium',
        order_id uuid NULL,
        assignee_id uuid NULL,
        admin_response text NULL,
        admin_responded_at timestamptz NULL,
        first_response_at timestamptz NULL,
        waiting_on varchar(10) NULL,
        waiting_since timestamptz NULL,
        message_count integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_support_tickets PRIMARY KEY (id),
        CONSTRAINT fk_support_tickets_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_support_tickets_assignee FOREIGN KEY (assignee_id) REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT ck_support_tickets_status CHECK (status IN ('open', 'in_progress', 'closed')),
        CONSTRAINT ck_support_tickets_category CHECK (category IN ('general', 'order', 'technical', 'billing')),
        CONSTRAINT ck_support_tickets_priority CHECK (priority IN ('high', 'medium', 'low')),
        CONSTRAINT ck_support_tickets_waiting_on CHECK (waiting_on IS NULL OR waiting_on IN ('support', 'customer'))
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_support_tickets_user_id_created_at ON support_tickets (user_id, created_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_support_tickets_status_created_at ON support_tickets (status, created_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_support_tickets_waiting_since ON support_tickets (waiting_since)`,
    );
    await queryRunner.query(`CREATE INDEX ix_support_tickets_created_at ON support_tickets (created_at)`);

    await queryRunner.query(`
      CREATE TABLE support_messages (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        ticket_id uuid NOT NULL,
        author_id uuid NULL,
        author_role varchar(10) NOT NULL,
        body text NOT NULL,
        attachments text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_support_messages PRIMARY KEY (id),
        CONSTRAINT fk_support_messages_ticket FOREIGN KEY (ticket_id) REFERENCES support_tickets (id) ON DELETE CASCADE,
        CONSTRAINT fk_support_messages_author FOREIGN KEY (author_id) REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT ck_support_messages_author_role CHECK (author_role IN ('customer', 'support'))
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_support_messages_ticket_id_created_at ON support_messages (ticket_id, created_at)`,
    );

    await queryRunner.query(`
      CREATE TABLE support_attachments (
        id varchar(40) NOT NULL,
        uploader_id uuid NOT NULL,
        message_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_support_attachments PRIMARY KEY (id),
        CONSTRAINT fk_support_attachments_uploader FOREIGN KEY (uploader_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_support_attachments_uploader_id ON support_attachments (uploader_id)`,
    );

    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        email citext NOT NULL,
        subject varchar(200) NOT NULL,
        message text NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'new',
        reply text NULL,
        replied_at timestamptz NULL,
        replied_by uuid NULL,
        ticket_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_contact_messages PRIMARY KEY (id),
        CONSTRAINT ck_contact_messages_status CHECK (status IN ('new', 'replied', 'converted'))
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_contact_messages_status_created_at ON contact_messages (status, created_at)`,
    );
    await queryRunner.query(`CREATE INDEX ix_contact_messages_created_at ON contact_messages (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contact_messages`);
    await queryRunner.query(`DROP TABLE support_attachments`);
    await queryRunner.query(`DROP TABLE support_messages`);
    await queryRunner.query(`DROP TABLE support_tickets`);
  }
}
