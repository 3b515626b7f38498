/**
 * The part of antd the site uses: what the federation shares under the name
 * `antd` (scripts/webpack/shared-deps.cjs), instead of the whole package.
 *
 * Why: a shared module is not tree-shaken, since the build of the app that
 * provides it cannot know what the other apps import. Sharing this list
 * instead keeps one copy of antd in the page (one ConfigProvider, one App,
 * one cssinjs cache) at the cost of the components used, chosen at build time.
 *
 * Apps keep `import { Button } from 'antd'`. A component used anywhere must be
 * listed here, or it is undefined in the composed page:
 * scripts/__tests__/antd-components.test.cjs fails when one is missing.
 * The deep path is on purpose: the share key `antd` matches only the bare
 * request, so this file reaches the real package without consuming itself.
 */
export {
  Alert,
  App,
  AutoComplete,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Layout,
  Modal,
  Radio,
  Result,
  Row,
  Skeleton,
  Spin,
  Steps,
  Tag,
  theme,
  Tooltip,
  Typography,
} from 'antd/es/index.js';
