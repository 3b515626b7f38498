import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { Typography } from '../typography';

const token = theme.getDesignToken();

describe('Typography (antd Typography’s look without its code)', () => {
  it('draws a text in the theme’s colour for each type, and greys a disabled one', () => {
    render(
      <>
        <Typography.Text>plain</Typography.Text>
        <Typography.Text type="secondary">secondary</Typography.Text>
        <Typography.Text type="danger">danger</Typography.Text>
        <Typography.Text type="success">success</Typography.Text>
        <Typography.Text disabled>disabled</Typography.Text>
      </>,
    );
    expect(screen.getByText('plain').tagName).toBe('SPAN');
    expect(screen.getByText('plain')).toHaveStyle({ color: token.colorText });
    expect(screen.getByText('secondary')).toHaveStyle({ color: token.colorTextDescription });
    expect(screen.getByText('danger')).toHaveStyle({ color: token.colorErrorText });
    expect(screen.getByText('success')).toHaveStyle({ color: token.colorSuccessText });
    expect(screen.getByText('disabled')).toHaveStyle({ color: token.colorTextDisabled, cursor: 'not-allowed' });
    expect(screen.getByText('disabled')).toHaveAttribute('aria-disabled', 'true');
  });

  it('follows the ConfigProvider’s theme', () => {
    render(
      <ConfigProvider theme={{ token: { colorError: '#aa0000', colorErrorText: '#aa0000' } }}>
        <Typography.Text type="danger">refused</Typography.Text>
      </ConfigProvider>,
    );
    expect(screen.getByText('refused')).toHaveStyle({ color: '#aa0000' });
  });

  it('nests antd’s marks: strong, deleted, code', () => {
    render(
      <Typography.Text strong delete code>
        SAVE10
      </Typography.Text>,
    );
    const code = screen.getByText('SAVE10');
    expect(code.tagName).toBe('CODE');
    expect(code.parentElement?.tagName).toBe('DEL');
    expect(code.parentElement?.parentElement?.tagName).toBe('STRONG');
  });

  it('makes a heading of the level, with the theme’s heading size, and a block paragraph', () => {
    render(
      <>
        <Typography.Title level={3}>Popular stores</Typography.Title>
        <Typography.Title>Main</Typography.Title>
        <Typography.Paragraph>A paragraph</Typography.Paragraph>
      </>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Popular stores' });
    expect(heading).toHaveStyle({ fontSize: `${token.fontSizeHeading3}px`, color: token.colorTextHeading, marginBottom: '0.5em' });
    expect(screen.getByRole('heading', { level: 1, name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('A paragraph').tagName).toBe('DIV');
    expect(screen.getByText('A paragraph')).toHaveStyle({ marginBottom: '1em' });
  });

  it('lets the caller’s style win, a shorthand margin over the default bottom margin too', () => {
    render(
      <Typography.Title level={4} style={{ margin: 0, color: 'rgb(1, 2, 3)' }}>
        Flush
      </Typography.Title>,
    );
    const heading = screen.getByRole('heading', { name: 'Flush' });
    expect(heading.style.marginBottom).toBe('0px');
    expect(heading).toHaveStyle({ color: 'rgb(1, 2, 3)' });
  });

  it('cuts to one line or to rows with CSS, and titles the element with the whole text', () => {
    render(
      <>
        <Typography.Text ellipsis>A very long store name</Typography.Text>
        <Typography.Paragraph ellipsis={{ rows: 2 }}>Two lines at most</Typography.Paragraph>
        <Typography.Text ellipsis={{ tooltip: 'The whole name' }}>
          <b>The whole</b> name
        </Typography.Text>
      </>,
    );
    const line = screen.getByText('A very long store name');
    expect(line).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden', display: 'inline-block' });
    expect(line).toHaveAttribute('title', 'A very long store name');
    const rows = screen.getByText('Two lines at most');
    expect(rows.style.webkitLineClamp).toBe('2');
    expect(screen.getByTitle('The whole name')).toBeInTheDocument();
  });

  it('gives a one-line cut text its own direction (an English name on the Arabic page loses its end, not its start)', () => {
    render(
      <>
        <Typography.Text ellipsis>Fruits &amp; Vegetables</Typography.Text>
        <Typography.Paragraph ellipsis={{ rows: 2 }}>Two lines at most</Typography.Paragraph>
        <Typography.Text>Not cut</Typography.Text>
        <Typography.Text ellipsis dir="rtl">
          Chosen
        </Typography.Text>
      </>,
    );
    expect(screen.getByText('Fruits & Vegetables')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Two lines at most')).not.toHaveAttribute('dir');
    expect(screen.getByText('Not cut')).not.toHaveAttribute('dir');
    expect(screen.getByText('Chosen')).toHaveAttribute('dir', 'rtl');
  });

  it('passes element attributes on', () => {
    render(
      <Typography.Text id="total" role="status" aria-live="polite" data-testid="total" className="sum">
        12
      </Typography.Text>,
    );
    const total = screen.getByTestId('total');
    expect(total).toHaveAttribute('id', 'total');
    expect(total).toHaveAttribute('role', 'status');
    expect(total).toHaveAttribute('aria-live', 'polite');
    expect(total).toHaveClass('sum');
    expect(total).not.toHaveAttribute('title');
  });
});
