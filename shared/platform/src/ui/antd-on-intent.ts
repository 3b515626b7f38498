/**
 * The part of antd that only code loaded on intent uses: forms, the place
 * picker, check boxes, radios, steps and descriptions (sign-in and sign-up,
 * address, profile, review and parcel forms, checkout, filters, order details,
 * tracking), alerts, spinners, tags, avatars and the grid's Row and Col of
 * the pages behind the first view, the header menus' Dropdown (platform
 * DropdownOnIntent), Tooltip (platform TooltipOnIntent), message and Modal's
 * holders (platform AppRoot), Empty (lists that render it; elsewhere the
 * platform's EmptyState), Layout (the remotes' own pages; the shell's
 * frame is its PageFrame), Card (it imports Tabs; the first view's cards
 * are the platform's PlainCard) and Typography (the info pages' rich text;
 * elsewhere the platform's Typography). The federation shares it under the
 * name `antd-on-intent` (scripts/webpack/shared-deps.cjs; typed as antd in
 * types/antd-on-intent.d.ts), so these components are not in the first view's
 * antd chunk (shared/platform/src/ui/antd-components.ts) and load with the
 * first code that needs them.
 *
 * One antd still: both lists are built from the same package by the shell,
 * which provides both, so their internals (ConfigProvider's context, the
 * cssinjs cache, the theme) are the same modules in the page.
 *
 * Code loaded on intent writes `import { Form } from 'antd-on-intent'`; a
 * component of this list imported from 'antd' (or one of the other list from
 * here) is undefined in the composed page, and
 * scripts/__tests__/antd-components.test.cjs fails with where to import it
 * from. Which components belong here: those no module of the first view of
 * `/` or `/home` imports (`node scripts/first-view-imports.mjs`,
 * docs/performance.md).
 */
export {
  Alert,
  AutoComplete,
  Avatar,
  Badge,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Input,
  Layout,
  message,
  Modal,
  Radio,
  Result,
  Row,
  Spin,
  Steps,
  Tag,
  Tooltip,
  Typography,
} from 'antd/es/index.js';
