import './styles/index.css';

export { cx } from './cx';
export { formatDate } from './format';
export {
  Button,
  buttonClass,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type ButtonStyle,
} from './components/button';
export {
  TextField,
  EmailField,
  TextAreaField,
  PasswordField,
  Checkbox,
  Select,
  type TextFieldProps,
  type EmailFieldProps,
  type TextAreaFieldProps,
  type PasswordFieldProps,
  type CheckboxProps,
  type SelectProps,
  type SelectOption,
} from './components/fields';
export { Card, CardHeader, CardBody, type CardHeaderProps } from './components/card';
export { Badge, type BadgeTone } from './components/badge';
export { Alert, type AlertProps, type AlertTone } from './components/alert';
export { Spinner, type SpinnerProps } from './components/spinner';
export {
  ImageUploadField,
  PRODUCT_IMAGE_TYPES,
  type ImageUploadFieldProps,
} from './components/image-upload-field';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { Dialog, DialogClose, type DialogProps } from './components/dialog';
export { Tabs, type TabItem, type TabsProps } from './components/tabs';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './components/dropdown-menu';
export { Toaster, type ToasterProps, type ToastKind, type ToastSource } from './components/toaster';
export {
  ErrorBoundary,
  type ErrorBoundaryProps,
  type ErrorBoundaryFallbackProps,
} from './components/error-boundary';
export {
  Pagination,
  paginationItems,
  type PaginationProps,
  type PaginationItem,
} from './components/pagination';
export { RatingStars, type RatingStarsProps } from './components/rating-stars';
export { RatingInput, type RatingInputProps } from './components/rating-input';
export { QuantityStepper, type QuantityStepperProps } from './components/quantity-stepper';
export { Skeleton } from './components/skeleton';
export * from './components/icons';
export { TradeStatusBadge } from './components/trade-status-badge';
export {
  Table,
  ACTIONS_COLUMN,
  parseSort,
  toggleSort,
  type TableProps,
  type TableColumn,
  type TableEmpty,
  type SortDirection,
} from './components/table';
export {
  ListToolbar,
  SEARCH_DELAY_MS,
  type ListToolbarProps,
  type ListSearch,
  type ListFilter,
} from './components/list-toolbar';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { FormDialog, type FormDialogProps } from './components/form-dialog';
export { StatCard, StatGrid, type StatCardProps } from './components/stat-card';
export { StepIndicator, type StepIndicatorProps } from './components/step-indicator';
export {
  QueryView,
  QueryFallback,
  LoadingLines,
  LoadingStatus,
  type QueryViewProps,
  type QueryFallbackProps,
  type QueryErrorView,
} from './components/query-view';
export { LoadError, type LoadErrorProps, type LoadErrorLook } from './components/load-error';
export { useDebouncedCallback, type DebouncedCallback } from './hooks/use-debounced-callback';
export { usePagedList, type PagedList, type PagedListOptions } from './hooks/use-paged-list';
export {
  useNotifiedMutation,
  failureDetail,
  type NotifiedMutationOptions,
  type Notifier,
} from './hooks/use-notified-mutation';
export {
  ProductFormDialog,
  type ProductFormDialogProps,
  type ProductFormApi,
  type ProductSaveMutation,
} from './product-form/product-form-dialog';
export {
  CATEGORY_OPTIONS as PRODUCT_CATEGORY_OPTIONS,
  type ProductFormVariant,
} from './product-form/product-form';
export { DeleteProductDialog, type DeleteProductDialogProps } from './product-form/delete-product-dialog';
export { SessionsCard, type SessionsCardProps } from './sessions/sessions-card';
export {
  ParcelTrackingCard,
  PARCEL_STATUS,
  type ParcelTrackingCardProps,
} from './components/parcel-tracking';
export { BuyLabelDialog, type BuyLabelDialogProps } from './components/buy-label-dialog';
