import { deviceDisplayName, formatDollars } from '@phonehub/domain';
import {
  ACTIONS_COLUMN,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  ListToolbar,
  PhoneIcon,
  PlusIcon,
  ProductFormDialog,
  TrashIcon,
  type TableColumn,
} from '@phonehub/ui';
import { useState } from 'react';
import { useSellerProducts, type SellerProduct } from '../api/get-seller-products';
import { sellerProductFormApi } from '../api/save-seller-product';
import { DeleteSellerProduct } from './delete-product-dialog';
import { PagedTable } from '../../../shared/paged-table';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; product: SellerProduct }
  | { kind: 'delete'; product: SellerProduct }
  | null;

function columns(setOpen: (open: Open) => void): TableColumn<SellerProduct>[] {
  return [
    {
      id: 'product',
      header: 'Product',
      sortKey: 'name',
      cell: (p) => (
        <span className="seller-product">
          {p.image_url ? (
            <img src={p.image_url} alt="" className="seller-product__thumb" />
          ) : (
            <span className="seller-product__thumb" aria-hidden="true" />
          )}
          <span>
            <span className="seller-strong">{p.name}</span>
            <span className="seller-product__meta">
              {deviceDisplayName(p.brand, p.model)} · {p.condition}
            </span>
          </span>
        </span>
      ),
    },
    { id: 'price', header: 'Price', sortKey: 'price', cell: (p) => formatDollars(p.price), align: 'end' },
    { id: 'stock', header: 'Stock', sortKey: 'stock_quantity', cell: (p) => p.stock_quantity, align: 'end' },
    { id: 'sold', header: 'Sold', cell: (p) => p.units_sold, align: 'end' },
    {
      id: 'status',
      header: 'Status',
      cell: (p) =>
        p.status === 'active' ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Hidden</Badge>,
    },
    {
      ...ACTIONS_COLUMN,
      cell: (p) => (
        <div className="seller-actions">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit ${p.name}`}
            onClick={() => setOpen({ kind: 'edit', product: p })}
          >
            Edit
          </Button>
          {p.status === 'active' && (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Delete ${p.name}`}
              onClick={() => setOpen({ kind: 'delete', product: p })}
            >
              <TrashIcon size={16} /> Delete
            </Button>
          )}
        </div>
      ),
    },
  ];
}

/** The seller's products: search, sort and pages in the address; Add, Edit and Delete. */
export function ProductsTab() {
  const list = useSellerProducts();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const total = list.query.data?.total;
  const empty = list.search
    ? {
        icon: <PhoneIcon size={26} />,
        title: 'No products match your search',
        description: 'Try a different search.',
      }
    : {
        icon: <PhoneIcon size={26} />,
        title: 'No products yet',
        description: 'Add your first product to start selling on PhoneHub.',
      };
  return (
    <Card>
      <CardHeader
        title="My Products"
        description={
          total === undefined
            ? 'Your listings on PhoneHub.'
            : `${total} ${total === 1 ? 'product' : 'products'}${list.search ? ' matching your search' : ''}.`
        }
        actions={
          <Button size="sm" onClick={() => setOpen({ kind: 'add' })}>
            <PlusIcon size={16} /> Add Product
          </Button>
        }
      />
      <CardBody>
        <ListToolbar
          search={{
            label: 'Search products',
            placeholder: 'Name, brand or model',
            value: list.search,
            onSearch: list.setSearch,
          }}
          onRefresh={list.refresh}
          refreshing={list.refreshing}
        />
        <PagedTable list={list} caption="My products" columns={columns(setOpen)} empty={empty} />
      </CardBody>
      {open?.kind === 'add' && (
        <ProductFormDialog variant="seller" api={sellerProductFormApi} onClose={close} />
      )}
      {open?.kind === 'edit' && (
        <ProductFormDialog
          key={open.product.id}
          variant="seller"
          api={sellerProductFormApi}
          product={open.product}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteSellerProduct key={open.product.id} product={open.product} onClose={close} />
      )}
    </Card>
  );
}
