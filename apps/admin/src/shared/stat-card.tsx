// The stat cards live in the shared ui library, so the admin and seller dashboards show figures alike.
export { StatCard, StatGrid } from '@phonehub/ui';
