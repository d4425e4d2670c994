import { formatDollars } from '@phonehub/domain';
import {
  Badge,
  Button,
  DeleteProductDialog,
  formatDate,
  PlusIcon,
  PRODUCT_CATEGORY_OPTIONS,
  ProductFormDialog,
  TagIcon,
  type TableColumn,
} from '@phonehub/ui';
import { useState } from 'react';
import { endActionsColumn, ListCard } from '../../../shared/list-section';
import { failureDetail } from '../../../shared/use-admin-mutation';
import { useAdminProducts, type AdminProduct } from '../api/get-admin-products';
import { adminProductFormApi, useDeleteAdminProduct } from '../api/save-admin-product';
import './admin-catalogue.css';
import { RowButton } from '../../../shared/row-button';

const CATEGORY_FILTER = [{ value: '', label: 'All Categories' }, ...PRODUCT_CATEGORY_OPTIONS];
const STOCK_FILTER = [
  { value: '', label: 'All Stock' },
  { value: 'in', label: 'In Stock' },
  { value: 'out', label: 'Out of Stock' },
];
const SELLER_FILTER = [
  { value: '', label: 'All Sellers' },
  { value: 'platform', label: 'PhoneHub' },
];

type Action =
  { kind: 'add' } | { kind: 'edit'; product: AdminProduct } | { kind: 'delete'; product: AdminProduct };

function columns(act: (action: Action) => void): TableColumn<AdminProduct>[] {
  return [
    {
      id: 'product',
      header: 'Product',
      sortKey: 'name',
      cell: (p) => (
        <span className="admin-products__product">
          {p.image_url ? (
            <img src={p.image_url} alt="" className="admin-products__thumb" />
          ) : (
            <span className="admin-products__thumb" aria-hidden="true" />
          )}
          <span>
            <span className="admin-tab__strong">{p.name}</span>
            <span className="admin-products__meta">
              {[p.model, p.condition, p.seller ? `Sold by ${p.seller.company_name}` : null]
                .filter(Boolean)
                .join(' · ')}
              {!p.listed && ' · Not listed'}
            </span>
          </span>
        </span>
      ),
    },
    { id: 'brand', header: 'Brand', cell: (p) => p.brand },
    { id: 'price', header: 'Price', sortKey: 'price', align: 'end', cell: (p) => formatDollars(p.price) },
    {
      id: 'stock',
      header: 'Stock',
      sortKey: 'stock_quantity',
      cell: (p) =>
        p.in_stock ? (
          <span className="admin-products__stock">
            <Badge tone="success">In Stock</Badge>
            <span className="admin-products__meta">{p.stock_quantity} left</span>
          </span>
        ) : (
          <Badge tone="danger">Out of Stock</Badge>
        ),
    },
    {
      id: 'created',
      header: 'Created',
      sortKey: 'created_at',
      sortFirst: 'desc',
      cell: (p) => formatDate(p.created_at, 'short'),
    },
    endActionsColumn((p) => (
      <span className="admin-products__actions">
        <RowButton label={`Edit ${p.name}`} onClick={() => act({ kind: 'edit', product: p })}>
          Edit
        </RowButton>
        <RowButton
          variant="ghost"
          label={`Delete ${p.name}`}
          onClick={() => act({ kind: 'delete', product: p })}
        >
          Delete
        </RowButton>
      </span>
    )),
  ];
}

/** A product some order names is hidden instead; the toast says which happened. */
function DeleteAdminProduct({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const remove = useDeleteAdminProduct();
  return (
    <DeleteProductDialog
      name={product.name}
      description="It leaves the marketplace at once. A product that orders name is kept hidden for those orders."
      onDelete={() => remove.mutateAsync(product)}
      onClose={onClose}
      error={failureDetail(remove)}
      errorTitle="Failed to delete product"
    />
  );
}

/** The spec's products table with Add Product and Refresh; add, edit and delete. */
export function ProductsTab() {
  const products = useAdminProducts();
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);

  return (
    <div className="admin-tab">
      <ListCard
        list={products}
        heading={['Products', 'Everything in the marketplace: PhoneHub’s own products and sellers’.']}
        actions={
          <Button onClick={() => setAction({ kind: 'add' })}>
            <PlusIcon size={16} /> Add Product
          </Button>
        }
        searchHint="Name, brand or model"
        filters={[
          { name: 'category', label: 'Category', options: CATEGORY_FILTER },
          { name: 'stock', label: 'Stock', options: STOCK_FILTER },
          { name: 'seller', label: 'Seller', options: SELLER_FILTER },
        ]}
        columns={columns(setAction)}
        icon={<TagIcon size={26} />}
        emptyHint="Add PhoneHub’s first product with Add Product."
      />
      {action?.kind === 'add' && (
        <ProductFormDialog variant="admin" api={adminProductFormApi} onClose={close} />
      )}
      {action?.kind === 'edit' && (
        <ProductFormDialog
          key={action.product.id}
          variant="admin"
          api={adminProductFormApi}
          product={action.product}
          onClose={close}
        />
      )}
      {action?.kind === 'delete' && (
        <DeleteAdminProduct key={action.product.id} product={action.product} onClose={close} />
      )}
    </div>
  );
}
