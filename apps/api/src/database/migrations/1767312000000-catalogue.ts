import { MigrationInterface, QueryRunner } from 'typeorm';

// Frozen copies of the generated-column expressions in product.entity.ts: TypeORM compares them
// with what this migration records in typeorm_metadata (the schema drift test keeps them equal).
const SEARCH_VECTOR =
  "setweight(to_tsvector('english', name || ' ' || brand), 'A') || setweight(to_tsvector('english', model), 'B') || setweight(to_tsvector('english', description), 'C')";
const SEARCH_TEXT = "name || ' ' || brand || ' ' || model";

/**
 * Word similarity a typo must reach to match in the trigram fallback ('iphnoe' ~ 'iPhone' is 0.43,
 * 'iphnoe' ~ 'iPad' 0.29). The `<%` operator that the GIN index serves reads it from this setting,
 * which can only be set per database, role or session.
 */
const WORD_SIMILARITY_THRESHOLD = '0.4';

export class Catalogue1767312000000 implements MigrationInterface {
  name = 'Catalogue1767312000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE products (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        sku varchar(100) NULL,
        seller_id uuid NULL,
        name varchar(200) NOT NULL,
        brand varchar(100) NOT NULL,
        model varchar(100) NOT NULL,
        price_cents integer NOT NULL,
        original_price_cents integer NULL,
        condition varchar(20) NOT NULL DEFAULT 'Used',
        condition_description varchar(200) NOT NULL DEFAULT '',
        storage varchar(20) NULL,
        color varchar(50) NULL,
        category varchar(20) NOT NULL,
        subcategory varchar(100) NULL,
        description text NOT NULL DEFAULT '',
        images text[] NOT NULL DEFAULT '{}',
        specifications jsonb NOT NULL DEFAULT '{}',
        stock_quantity integer NOT NULL DEFAULT 0,
        battery_health smallint NULL,
        views integer NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_vector tsvector GENERATED ALWAYS AS (${SEARCH_VECTOR}) STORED,
        search_text text GENERATED ALWAYS AS (${SEARCH_TEXT}) STORED,
        CONSTRAINT pk_products PRIMARY KEY (id),
        CONSTRAINT fk_products_seller FOREIGN KEY (seller_id) REFERENCES users (id),
        CONSTRAINT ck_products_price CHECK (price_cents > 0 AND price_cents <= 1000000),
        CONSTRAINT ck_products_original_price CHECK (original_price_cents IS NULL OR original_price_cents > 0),
        CONSTRAINT ck_products_condition CHECK (condition IN ('New', 'Excellent', 'Very Good', 'Good', 'Fair', 'Used')),
        CONSTRAINT ck_products_category CHECK (category IN ('smartphones', 'laptops', 'tablets', 'smart-watches', 'audio', 'gaming')),
        CONSTRAINT ck_products_stock CHECK (stock_quantity >= 0),
        CONSTRAINT ck_products_battery_health CHECK (battery_health IS NULL OR battery_health BETWEEN 0 AND 100)
      ) WITH (fillfactor = 90)`);
    // fillfactor 90 leaves room on each page so the view counter's updates stay HOT (no index writes).

    await queryRunner.query(`CREATE UNIQUE INDEX uq_products_sku ON products (sku)`);
    await queryRunner.query(`CREATE INDEX ix_products_seller_id ON products (seller_id)`);
    // Only buyable rows are listed, so the listing's indexes are partial. Each carries seller_id so
    // that counting a listing (which leaves out suspended sellers) is an index-only scan.
    await queryRunner.query(
      `CREATE INDEX ix_products_search_vector ON products USING gin (search_vector) WHERE is_active`,
    );
    // The typo fallback joins matching texts to their products: covering, so no table rows are read.
    await queryRunner.query(
      `CREATE INDEX ix_products_search_text ON products (search_text) INCLUDE (id, seller_id, created_at, price_cents, name) WHERE is_active`,
    );
    // Page order for each sort; the filters' columns ride along so counts stay index-only.
    for (const [name, columns, include] of [
      ['ix_products_listing_created', 'created_at DESC, id DESC', 'seller_id'],
      ['ix_products_listing_price', 'price_cents, id', 'seller_id, condition'],
      ['ix_products_listing_name', 'name, id', 'seller_id'],
      ['ix_products_listing_category_created', 'category, created_at DESC, id DESC', 'seller_id'],
      ['ix_products_listing_category_price', 'category, price_cents, id', 'seller_id, condition, brand'],
      // brand is included as well: without it PostgreSQL will not answer lower(brand) from the index.
      ['ix_products_listing_brand', 'lower(brand), condition, price_cents', 'seller_id, brand'],
    ]) {
      await queryRunner.query(
        `CREATE INDEX ${name} ON products (${columns}) INCLUDE (${include}) WHERE is_active`,
      );
    }

    // The typo fallback compares the search with each distinct name+brand+model text once, not with
    // every unit of it: word_similarity is costly, and many units share a text. The trigger keeps
    // the list complete whoever writes products; texts no product uses any more match nothing.
    await queryRunner.query(`
      CREATE TABLE product_search_names (
        search_text text NOT NULL,
        CONSTRAINT pk_product_search_names PRIMARY KEY (search_text)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_product_search_names_trgm ON product_search_names USING gin (search_text gin_trgm_ops)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION product_search_names_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO product_search_names (search_text)
        SELECT DISTINCT search_text FROM inserted_products
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER tr_products_search_names_insert AFTER INSERT ON products
      REFERENCING NEW TABLE AS inserted_products
      FOR EACH STATEMENT EXECUTE FUNCTION product_search_names_add_inserted()`);
    await queryRunner.query(`
      CREATE FUNCTION product_search_names_add_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO product_search_names (search_text) VALUES (NEW.search_text) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    // Only renames fire it: the view counter's updates never do.
    await queryRunner.query(`
      CREATE TRIGGER tr_products_search_names_update AFTER UPDATE OF name, brand, model ON products
      FOR EACH ROW WHEN ((OLD.name, OLD.brand, OLD.model) IS DISTINCT FROM (NEW.name, NEW.brand, NEW.model))
      EXECUTE FUNCTION product_search_names_add_updated()`);

    await queryRunner.query(`
      CREATE TABLE reviews (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL,
        user_id uuid NULL,
        author_name varchar(60) NOT NULL,
        rating smallint NOT NULL,
        title varchar(120) NOT NULL,
        content varchar(2000) NOT NULL,
        is_staff boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_reviews PRIMARY KEY (id),
        CONSTRAINT fk_reviews_product FOREIGN KEY (product_id) REFERENCES products (id) ON DELETE CASCADE,
        CONSTRAINT fk_reviews_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT ck_reviews_rating CHECK (rating BETWEEN 1 AND 5)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_reviews_product_user ON reviews (product_id, user_id)`);
    await queryRunner.query(
      `CREATE INDEX ix_reviews_product_id_created_at ON reviews (product_id, created_at)`,
    );
    await queryRunner.query(`CREATE INDEX ix_reviews_user_id ON reviews (user_id)`);

    // TypeORM reads generated-column expressions from its metadata table rather than the catalog.
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS typeorm_metadata (
        "type" varchar NOT NULL, "database" varchar NULL, "schema" varchar NULL,
        "table" varchar NULL, "name" varchar NULL, "value" text NULL
      )`);
    for (const [column, expression] of [
      ['search_vector', SEARCH_VECTOR],
      ['search_text', SEARCH_TEXT],
    ]) {
      await queryRunner.query(
        `INSERT INTO typeorm_metadata ("database", "schema", "table", "type", "name", "value")
         VALUES (current_database(), current_schema(), 'products', 'GENERATED_COLUMN', $1, $2)`,
        [column, expression],
      );
    }

    // For every later session (database default) and this one (already open when it ran).
    await queryRunner.query(`
      DO $$ BEGIN
        EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}', current_database());
      END $$`);
    await queryRunner.query(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DO $$ BEGIN
        EXECUTE format('ALTER DATABASE %I RESET pg_trgm.word_similarity_threshold', current_database());
      END $$`);
    await queryRunner.query(
      `DELETE FROM typeorm_metadata WHERE "table" = 'products' AND "type" = 'GENERATED_COLUMN'`,
    );
    await queryRunner.query(`DROP TABLE reviews`);
    await queryRunner.query(`DROP TABLE products`);
    await queryRunner.query(`DROP FUNCTION product_search_names_add_updated()`);
    await queryRunner.query(`DROP FUNCTION product_search_names_add_inserted()`);
    await queryRunner.query(`DROP TABLE product_search_names`);
  }
}
